import "server-only";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { Database } from "@/server/db/client";
import { sessions, users, type Gender, type UserRole } from "@/server/db/schema";
import { accountEmail, accountLink, sendAccountEmail } from "./account-mail";
import { issueUserToken, pendingInvitations, TOKEN_LIFETIME_MS } from "./tokens";
import { findUserByEmail, normaliseEmail, type SessionUser } from "./users";
import { readSiteSettings } from "@/server/site-settings-store";

export type AccountStatus = "active" | "invited" | "deactivated";

/** A row of the users screen: what an administrator sees of an account, never its secrets. */
export type AccountSummary = {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  locale: Locale;
  /** How Arabic text speaks of the person ("" = not given). */
  gender: Gender;
  status: AccountStatus;
  lastLoginAt: string | null;
  twoFactor: boolean;
  invitationExpiresAt: string | null;
};

export type AccountContext = { actor: SessionUser; ip: string };

export type AccountError =
  "not_found" | "email_taken" | "last_admin" | "not_invited" | "mail_unavailable" | "mail_failed";

export type AccountResult<T> = { ok: true; value: T } | { ok: false; error: AccountError };

const HOURS = (ms: number) => Math.round(ms / 3_600_000);

export async function listAccounts(db: Database): Promise<AccountSummary[]> {
  const [rows, invitations] = await Promise.all([
    db.select().from(users).orderBy(asc(users.name), asc(users.id)),
    pendingInvitations(db),
  ]);
  return rows.map((row) => summary(row, invitations.get(row.id) ?? null));
}

function summary(row: typeof users.$inferSelect, invitationExpiresAt: Date | null): AccountSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    locale: row.locale === "en" ? "en" : "ar",
    gender: row.gender,
    status: !row.active ? "deactivated" : row.passwordHash ? "active" : "invited",
    lastLoginAt: row.lastLoginAt ? new Date(row.lastLoginAt).toISOString() : null,
    twoFactor: Boolean(row.totpEnabledAt),
    // Only a link that still works: an expired one reads "expired" on the screen.
    invitationExpiresAt:
      invitationExpiresAt && !row.passwordHash && invitationExpiresAt.getTime() > Date.now()
        ? invitationExpiresAt.toISOString()
        : null,
  };
}

async function getAccount(db: Database, id: number): Promise<AccountSummary | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) return null;
  return summary(row, (await pendingInvitations(db)).get(id) ?? null);
}

async function sendInvitation(
  db: Database,
  user: { id: number; name: string; email: string; locale: Locale; gender: Gender },
  inviter: SessionUser,
): Promise<boolean> {
  const { token } = await issueUserToken(db, user.id, "invitation");
  // The Arabic e-mail says «دعاك» or «دعتك» as the inviter is spoken of (docs/content.md).
  const [sender] = await db.select({ gender: users.gender }).from(users).where(eq(users.id, inviter.id)).limit(1);
  const email = await accountEmail("invitation", user.locale, {
    name: user.name,
    gender: user.gender,
    inviter: inviter.name,
    inviterGender: sender?.gender ?? "",
    link: accountLink(user.locale, token),
    hours: HOURS(TOKEN_LIFETIME_MS.invitation),
    company: (await readSiteSettings(db)).company,
  });
  try {
    await sendAccountEmail(user.email, email, "invitation");
    return true;
  } catch {
    return false;
  }
}

/**
 * Invites someone by e-mail: the account exists at once without a password, and the link in the
 * e-mail (valid 72 hours, single use) lets them set one. Refused without a mail server.
 */
export async function inviteAccount(
  db: Database,
  input: { name: string; email: string; role: UserRole; locale: Locale; gender?: Gender },
  context: AccountContext,
  mailReady: boolean,
): Promise<AccountResult<AccountSummary>> {
  if (!mailReady) return { ok: false, error: "mail_unavailable" };
  if (await findUserByEmail(db, input.email)) return { ok: false, error: "email_taken" };
  const [row] = await db
    .insert(users)
    .values({
      name: input.name.trim(),
      email: normaliseEmail(input.email),
      passwordHash: null,
      role: input.role,
      locale: input.locale,
      gender: input.gender ?? "",
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return { ok: false, error: "email_taken" };
  const sent = await sendInvitation(db, { ...row, locale: input.locale }, context.actor);
  if (!sent) return { ok: false, error: "mail_failed" };
  return { ok: true, value: (await getAccount(db, row.id))! };
}

/** Sends a fresh invitation (the earlier link stops working) to an account that has no password yet. */
export async function resendInvitation(
  db: Database,
  id: number,
  context: AccountContext,
  mailReady: boolean,
): Promise<AccountResult<AccountSummary>> {
  if (!mailReady) return { ok: false, error: "mail_unavailable" };
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!row) return { ok: false, error: "not_found" };
  if (row.passwordHash || !row.active) return { ok: false, error: "not_invited" };
  const sent = await sendInvitation(db, { ...row, locale: row.locale === "en" ? "en" : "ar" }, context.actor);
  if (!sent) return { ok: false, error: "mail_failed" };
  return { ok: true, value: (await getAccount(db, id))! };
}

/**
 * Changes a role or deactivates/reactivates an account. The last active administrator can be
 * neither demoted nor deactivated; changes to administrators are decided one at a time (an
 * advisory lock), so two admins demoting each other at once cannot leave none. A deactivated
 * account's sessions end at once.
 */
export async function updateAccount(
  db: Database,
  id: number,
  change: { role?: UserRole; active?: boolean },
): Promise<AccountResult<AccountSummary>> {
  const outcome = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended('accounts:admins', 0))`);
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) return { ok: false as const, error: "not_found" as const };
    const role = change.role ?? row.role;
    const active = change.active ?? row.active;
    const losesAdmin = row.role === "admin" && row.active && (role !== "admin" || !active);
    if (losesAdmin) {
      const [others] = await tx
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.role, "admin"), eq(users.active, true), ne(users.id, id)));
      if (Number(others?.total ?? 0) === 0) return { ok: false as const, error: "last_admin" as const };
    }
    await tx
      .update(users)
      .set({ role, active, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    if (!active) await tx.delete(sessions).where(eq(sessions.userId, id));
    return { ok: true as const };
  });
  if (!outcome.ok) return outcome;
  return { ok: true, value: (await getAccount(db, id))! };
}
