import "server-only";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { loginAttempts } from "@/server/db/schema";

/** Failed sign-ins allowed per account, and per IP address, within the window. */
export const LOGIN_LIMITS = { perAccount: 5, perIp: 20, windowMs: 15 * 60 * 1000 } as const;

export const accountSubject = (email: string) => `email:${email.trim().toLowerCase()}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

export type AttemptDecision = { allowed: true; attemptIds: number[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Records a sign-in attempt first, then counts the records in the window: an attempt is refused,
 * before any password is checked, when the count is past the limit. Holds under any number of
 * parallel attempts: the attempt whose record is number limit+1 or later always counts at least
 * that many, so at most `limit` attempts ever reach the password check.
 */
export async function recordLoginAttempt(
  db: Database,
  subjects: { account: string; ip: string },
): Promise<AttemptDecision> {
  const keys = [subjects.account, subjects.ip];
  const inserted = await db
    .insert(loginAttempts)
    .values(keys.map((subject) => ({ subject })))
    .returning({ id: loginAttempts.id });
  const since = new Date(Date.now() - LOGIN_LIMITS.windowMs);
  const rows = await db
    .select({
      subject: loginAttempts.subject,
      total: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${loginAttempts.attemptedAt})`,
    })
    .from(loginAttempts)
    .where(and(inArray(loginAttempts.subject, keys), gt(loginAttempts.attemptedAt, since)))
    .groupBy(loginAttempts.subject);
  for (const row of rows) {
    const limit = row.subject === subjects.account ? LOGIN_LIMITS.perAccount : LOGIN_LIMITS.perIp;
    if (Number(row.total) > limit) {
      const retryAt = new Date(row.oldest).getTime() + LOGIN_LIMITS.windowMs;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)) };
    }
  }
  return { allowed: true, attemptIds: inserted.map((row) => row.id) };
}

/**
 * A successful sign-in clears the account's count and takes back this attempt's record for the IP,
 * so only failures count against an address (an office of colleagues signing in is not blocked).
 */
export async function recordSuccessfulSignIn(db: Database, account: string, attemptIds: number[]): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.subject, account));
  if (attemptIds.length) await db.delete(loginAttempts).where(inArray(loginAttempts.id, attemptIds));
}

export async function purgeOldAttempts(db: Database): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.attemptedAt, new Date(Date.now() - LOGIN_LIMITS.windowMs)));
}
