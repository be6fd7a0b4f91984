import "server-only";
import { and, count, desc, eq, gt, ne, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { log } from "@/lib/log";
import { passwordProblem, type PasswordProblem } from "@/lib/security/password-policy";
import { getDb, type Database } from "@/server/db/client";
import { loginAttempts, sessions, users, type Gender } from "@/server/db/schema";
import { accountEmail, accountLink, sendAccountEmail } from "./account-mail";
import { recordAudit } from "./audit";
import { hashPassword, verifyPassword } from "./password";
import { normaliseAccount } from "./rate-limit";
import { hashToken } from "./sessions";
import { consumeUserToken, inspectUserToken, issueUserToken, TOKEN_LIFETIME_MS } from "./tokens";
import { findUserByEmail, type SessionUser } from "./users";
import { readSiteSettings } from "@/server/site-settings-store";

/**
 * Reset requests counted in the sign-in attempts' table and window (15 minutes, purged with them):
 * per address, and per account so nobody can fill someone's inbox.
 */
export const RESET_LIMITS = { perAddress: 5, perAccount: 3 } as const;
const WINDOW_SECONDS = 15 * 60;

async function underLimit(db: Database, subject: string, limit: number): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.subject, subject),
        gt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`),
      ),
    );
  return Number(row?.total ?? 0) < limit;
}

/**
 * A password-reset request. The caller answers the same whatever happens here (no account
 * discovery); the e-mail goes out in the background so that the time taken tells nothing either.
 * Returns what was done, for tests and logs only.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  client: { ip: string },
): Promise<{ outcome: "sent" | "unknown" | "limited" | "no_mail"; delivery?: Promise<void> }> {
  const account = normaliseAccount(email);
  const subjects = [`reset:ip:${client.ip}`, `reset:account:${account}`];
  if (
    !(await underLimit(db, subjects[0]!, RESET_LIMITS.perAddress)) ||
    !(await underLimit(db, subjects[1]!, RESET_LIMITS.perAccount))
  )
    return { outcome: "limited" };
  await db.insert(loginAttempts).values(subjects.map((subject) => ({ subject })));
  const user = await findUserByEmail(db, account);
  if (!user || !user.active) return { outcome: "unknown" };
  const locale: Locale = user.locale === "en" ? "en" : "ar";
  const { token } = await issueUserToken(db, user.id, "password_reset");
  await recordAudit(db, {
    actor: { id: user.id, email: user.email },
    action: "password_reset_requested",
    target: user.email,
    ip: client.ip,
  });
  const { company } = await readSiteSettings(db);
  const delivery = accountEmail("passwordReset", locale, {
    name: user.name,
    gender: user.gender,
    link: accountLink(locale, token),
    hours: Math.round(TOKEN_LIFETIME_MS.password_reset / 3_600_000),
    company,
  })
    .then((message) => sendAccountEmail(user.email, message, "passwordReset"))
    .catch((error: unknown) =>
      log("warn", "password reset e-mail failed", { error: error instanceof Error ? error.message : String(error) }),
    );
  return { outcome: "sent", delivery };
}

export type TokenPasswordResult =
  | { ok: true; email: string; purpose: "invitation" | "password_reset" }
  | { ok: false; error: "invalid_token" | PasswordProblem };

/**
 * Sets a password from an e-mailed link (an invitation or a reset). The password is checked
 * before the token is spent, so a refused password does not burn the link. Every session of the
 * user ends: whoever had them must sign in with the new password.
 */
export async function setPasswordWithToken(
  db: Database,
  token: unknown,
  password: string,
  client: { ip: string },
): Promise<TokenPasswordResult> {
  const holder = await inspectUserToken(db, token);
  if (!holder) return { ok: false, error: "invalid_token" };
  const problem = passwordProblem(password, [holder.name, holder.email]);
  if (problem) return { ok: false, error: problem };
  const passwordHash = await hashPassword(password);
  const spent = await db.transaction(async (tx) => {
    const spentHolder = await consumeUserToken(tx, token);
    if (!spentHolder) return null;
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, spentHolder.userId));
    await tx.delete(sessions).where(eq(sessions.userId, spentHolder.userId));
    await recordAudit(tx, {
      actor: { id: spentHolder.userId, email: spentHolder.email },
      action: spentHolder.purpose === "invitation" ? "invitation_accepted" : "password_reset",
      target: spentHolder.email,
      ip: client.ip,
    });
    return spentHolder;
  });
  if (!spent) return { ok: false, error: "invalid_token" };
  return { ok: true, email: spent.email, purpose: spent.purpose };
}

export type ChangePasswordResult =
  { ok: true } | { ok: false; error: "current_password_wrong" | PasswordProblem; field: "current" | "password" };

/** The signed-in user changes their own password: the current one is asked; other sessions end. */
export async function changeOwnPassword(
  db: Database,
  user: SessionUser,
  input: { current: string; password: string },
  client: { sessionToken: string | null },
): Promise<ChangePasswordResult> {
  const [row] = await db.select().from(users).where(eq(users.id, user.id)).limit(1);
  if (!row || !(await verifyPassword(input.current, row.passwordHash)))
    return { ok: false, error: "current_password_wrong", field: "current" };
  const problem = passwordProblem(input.password, [row.name, row.email]);
  if (problem) return { ok: false, error: problem, field: "password" };
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await endOtherSessions(tx, user.id, client.sessionToken);
  });
  return { ok: true };
}

/** Ends every session of the user except the one making the request; returns how many ended. */
export async function endOtherSessions(
  db: Pick<Database, "delete">,
  userId: number,
  currentToken: string | null,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      currentToken
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken)))
        : eq(sessions.userId, userId),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

export type ActiveSession = {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string;
  current: boolean;
};

/** The user's open sessions, newest activity first; `id` is a short, non-secret handle. */
export async function listOwnSessions(
  db: Database,
  userId: number,
  currentToken: string | null,
): Promise<ActiveSession[]> {
  const current = currentToken ? hashToken(currentToken) : null;
  const rows = await db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.tokenHash.slice(0, 12),
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
    userAgent: row.userAgent,
    current: row.tokenHash === current,
  }));
}

/** The user's own name and dashboard language. */
export async function updateProfile(
  db: Database,
  user: SessionUser,
  input: { name: string; locale: Locale; gender?: Gender },
): Promise<void> {
  await db
    .update(users)
    .set({ name: input.name.trim(), locale: input.locale, gender: input.gender, updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
}

export async function profileOf(db: Database, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email, role: users.role, locale: users.locale, gender: users.gender })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { ...row, locale: (row.locale === "en" ? "en" : "ar") as Locale } : null;
}

/** Who an e-mailed link is for, for its page (null: expired, used or unknown). */
export async function tokenForPage(token: string) {
  return inspectUserToken(await getDb(), token);
}
