import "server-only";
import path from "node:path";
import { env } from "@/env";
import { localFolderStorage } from "./local";
import { s3Storage } from "./s3";
import type { FileStorage } from "./types";

export type { FileStorage, StoredFile, FileInfo } from "./types";

let storage: FileStorage | undefined;

/** The uploads' storage this process was configured with (S3_URL / S3_* or DATA_DIR/uploads). */
export function fileStorage(): FileStorage {
  storage ??= env.S3 ? s3Storage(env.S3) : localFolderStorage(path.resolve(env.DATA_DIR, "uploads"));
  return storage;
}
