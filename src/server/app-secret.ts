import "server-only";
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";
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

const sealingKey = (purpose: string) => Buffer.from(derivedSecret(purpose), "base64url");

/**
 * A secret the server must read back (a two-factor secret, a webhook's signing secret), stored
 * AES-256-GCM-encrypted with a key derived for its purpose, so a database dump alone reveals none.
 */
export function sealSecret(purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealingKey(purpose), iv);
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), data]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The secret sealSecret sealed for the same purpose, or null (altered, or another APP_SECRET). */
export function openSecret(purpose: string, stored: string): string | null {
  const [version, iv, tag, data] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !data) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", sealingKey(purpose), Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
