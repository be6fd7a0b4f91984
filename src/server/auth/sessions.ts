import "server-only";
import { eq, lt, or, sql } from "drizzle-orm";
import { createHash, randomBytes } from "node:crypto";
import type { Database } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import type { SessionUser } from "./users";

/** A session ends after this long without use… */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** …and in any case this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** Activity is recorded at most this often, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new session for a user; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Database,
  userId: number,
  userAgent = "",
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), userId, expiresAt, userAgent: userAgent.slice(0, 300) });
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, userId));
  return { token, expiresAt };
}

/** The signed-in user of a session token, or null when it is unknown, expired, idle too long or the user is inactive. */
export async function validateSession(db: Database, token: string | undefined | null): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      active: users.active,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  const lastSeen = new Date(row.lastSeenAt).getTime();
  if (!row.active || new Date(row.expiresAt).getTime() <= now || now - lastSeen > SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return null;
  }
  if (now - lastSeen > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  return { id: row.id, name: row.name, email: row.email, role: row.role };
}

export async function deleteSession(db: Database, token: string | undefined | null): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Removes sessions past their absolute or idle expiry. */
export async function purgeExpiredSessions(db: Database): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, sql`now()`),
        lt(sessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_MS / 1000})`),
      ),
    );
}
