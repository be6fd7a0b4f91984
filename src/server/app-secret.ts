import "server-only";
import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/env";

let secret: string | null = null;

/**
 * The application's own secret: APP_SECRET when set, otherwise a random one kept in the data folder
 * (created on first use). Needs no database, so forms still render while the database is down.
 * Several instances must share it (set APP_SECRET, or share DATA_DIR as for uploads).
 */
function appSecret(): string {
  if (secret) return secret;
  if (env.APP_SECRET) return (secret = env.APP_SECRET);
  const file = path.resolve(env.DATA_DIR, "app-secret");
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
    } catch {
      // Another process wrote it first: read theirs.
    }
    secret = readFileSync(file, "utf8").trim();
  }
  return secret;
}

/** A key for one purpose, derived from the application secret. */
export function derivedSecret(purpose: string): string {
  return createHmac("sha256", appSecret()).update(purpose).digest("base64url");
}
