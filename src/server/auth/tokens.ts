import "server-only";
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { Database } from "@/server/db/client";
import { userTokens, users, type UserTokenPurpose } from "@/server/db/schema";
import { hashToken } from "./sessions";

/** How long an e-mailed link works: an invitation three days, a reset one hour. */
export const TOKEN_LIFETIME_MS: Record<UserTokenPurpose, number> = {
  invitation: 72 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
};

type Executor = Pick<Database, "insert" | "update" | "select" | "delete">;

/**
 * A new single-use link token for a user; any earlier unused one of the same purpose stops working
 * (the newest e-mail is the one that counts). Only the token's hash is stored.
 */
export async function issueUserToken(
  db: Executor,
  userId: number,
  purpose: UserTokenPurpose,
): Promise<{ token: string; expiresAt: Date }> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_MS[purpose]);
  await db.insert(userTokens).values({ tokenHash: hashToken(token), userId, purpose, expiresAt });
  return { token, expiresAt };
}

export type TokenHolder = {
  userId: number;
  name: string;
  email: string;
  locale: "ar" | "en";
  purpose: UserTokenPurpose;
};

const looksLikeToken = (token: unknown): token is string => typeof token === "string" && /^[\w-]{43}$/.test(token);

/** Who a still-valid token belongs to (unused, unexpired, active account), without spending it. */
export async function inspectUserToken(db: Executor, token: unknown): Promise<TokenHolder | null> {
  if (!looksLikeToken(token)) return null;
  const [row] = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      locale: users.locale,
      purpose: userTokens.purpose,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    )
    .limit(1);
  return row ? { ...row, locale: row.locale === "en" ? "en" : "ar" } : null;
}

/**
 * Spends a token: of any number of requests presenting it at once, exactly one gets the user back
 * (the update is atomic), and every other token of the user for the same purpose is spent too.
 */
export async function consumeUserToken(db: Executor, token: unknown): Promise<TokenHolder | null> {
  const holder = await inspectUserToken(db, token);
  if (!holder || !looksLikeToken(token)) return null;
  const spent = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(userTokens.tokenHash, hashToken(token)), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)),
    )
    .returning({ userId: userTokens.userId });
  if (spent.length !== 1) return null;
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, holder.userId), isNull(userTokens.usedAt)));
  return holder;
}

/** When the user's latest unused invitation expires, or null when none is pending. */
export async function pendingInvitations(db: Executor): Promise<Map<number, Date>> {
  const rows = await db
    .select({ userId: userTokens.userId, expiresAt: sql<Date>`max(${userTokens.expiresAt})` })
    .from(userTokens)
    .where(and(eq(userTokens.purpose, "invitation"), isNull(userTokens.usedAt)))
    .groupBy(userTokens.userId);
  return new Map(rows.map((row) => [row.userId, new Date(row.expiresAt)]));
}

/** Removes spent tokens and expired ones (a day after expiry, so a late click still reads "expired"). */
export async function purgeUserTokens(db: Executor): Promise<void> {
  await db
    .delete(userTokens)
    .where(
      or(lt(userTokens.expiresAt, sql`now() - interval '1 day'`), lt(userTokens.usedAt, sql`now() - interval '1 day'`)),
    );
}
