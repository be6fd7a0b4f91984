import "server-only";
import { asc } from "drizzle-orm";
import { cookies } from "next/headers";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { users } from "@/server/db/schema";
import { mailConfigured } from "@/server/mail";
import { listAccounts } from "./accounts";
import { listAudit, type AuditFilters } from "./audit";
import { SESSION_COOKIE } from "./cookie";
import { requireAdmin, requireUser } from "./current-user";
import { listOwnSessions, profileOf } from "./password-flows";
import { adminTwoFactorRequired, mustSetUpTwoFactor, twoFactorStatus } from "./two-factor";

/** The users screen: every account, and whether invitations can be e-mailed (administrators; 404 otherwise). */
export async function usersScreen(loginPath: string) {
  const me = await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [accounts, requireAdminTwoFactor] = await Promise.all([listAccounts(db), adminTwoFactorRequired(db)]);
    return { me, accounts, mail: mailConfigured(), requireAdminTwoFactor };
  });
}

/** The audit log screen, with the accounts to filter by (administrators; 404 otherwise). */
export async function auditScreen(loginPath: string, filters: AuditFilters) {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [log, people] = await Promise.all([
      listAudit(db, filters),
      db.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(asc(users.name)),
    ]);
    return { log, people };
  });
}

/** The signed-in user's own profile and open sessions. */
export async function profileScreen(loginPath: string) {
  const user = await requireUser(loginPath);
  const token = (await cookies()).get(SESSION_COOKIE.name)?.value ?? null;
  return withStore(async () => {
    const db = await getDb();
    const [profile, sessions, twoFactor, mustSetUp] = await Promise.all([
      profileOf(db, user.id),
      listOwnSessions(db, user.id, token),
      twoFactorStatus(db, user.id),
      mustSetUpTwoFactor(db, user),
    ]);
    return { profile: profile!, sessions, twoFactor, mustSetUp };
  });
}
