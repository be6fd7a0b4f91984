import "server-only";
import { and, eq, like, ne } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "@/server/db/client";
import { dailySecrets, settings } from "@/server/db/schema";

/**
 * A random secret kept in the database, created on first use; every instance of the site then
 * shares it. Never leaves the server.
 */
export async function sharedSecret(db: Database, key: string): Promise<string> {
  const [existing] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (existing) return existing.value;
  await db
    .insert(settings)
    .values({ key, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [stored] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  if (!stored) throw new Error(`Could not create the secret ${key}`);
  return stored.value;
}

const dailyCache = new Map<string, { day: string; value: string }>();

/**
 * A secret that changes every day. Earlier days' secrets are deleted, so nothing derived from them
 * (visitor hashes) can be recomputed afterwards; they live in their own table (schema.ts
 * dailySecrets), which no backup holds.
 */
export async function dailySecret(db: Database, prefix: string, day: string): Promise<string> {
  const cached = dailyCache.get(prefix);
  if (cached?.day === day) return cached.value;
  const key = `${prefix}:${day}`;
  const read = async () =>
    (await db.select({ value: dailySecrets.value }).from(dailySecrets).where(eq(dailySecrets.key, key)).limit(1))[0]
      ?.value;
  let value = await read();
  if (!value) {
    await db
      .insert(dailySecrets)
      .values({ key, value: randomBytes(32).toString("base64url") })
      .onConflictDoNothing();
    value = await read();
  }
  if (!value) throw new Error(`Could not create the secret ${key}`);
  await db.delete(dailySecrets).where(and(like(dailySecrets.key, `${prefix}:%`), ne(dailySecrets.key, key)));
  dailyCache.set(prefix, { day, value });
  return value;
}
