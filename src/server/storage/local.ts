import "server-only";
import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { FileInfo, FileStorage, StoredFile } from "./types";

/** File types by extension: the local folder keeps no metadata beside the bytes. */
const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";

/** Uploads as files in one folder (DATA_DIR/uploads): today's behaviour, for a single instance. */
export function localFolderStorage(folder: string): FileStorage {
  const fileFor = (key: string) => {
    if (key !== path.basename(key) || key.startsWith(".")) throw new Error(`Not a storage key: ${key}`);
    return path.join(folder, key);
  };
  const head = async (key: string): Promise<FileInfo | null> => {
    try {
      const info = await stat(fileFor(key));
      return info.isFile() ? { contentType: typeOf(key), length: info.size } : null;
    } catch {
      return null;
    }
  };
  return {
    kind: "local",
    async put(key, bytes) {
      await mkdir(folder, { recursive: true });
      await writeFile(fileFor(key), bytes, { flag: "wx" });
    },
    async get(key): Promise<StoredFile | null> {
      const info = await head(key);
      if (!info) return null;
      const stream = createReadStream(fileFor(key));
      return { ...info, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
    },
    head,
    async exists(key) {
      return (await head(key)) !== null;
    },
    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
