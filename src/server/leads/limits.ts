import "server-only";
import { and, count, eq, gt, lt, ne, notInArray, or, sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import { networkOf } from "@/lib/ip";
import { derivedSecret } from "@/server/app-secret";
import type { Database } from "@/server/db/client";
import { contactSubmissions, leads, usedFormTokens } from "@/server/db/schema";

/**
 * The contact form's limits, shared by every instance through the database. Only submissions that
 * pass every check count; refused ones (spam) are kept apart, in a bounded way, and never count
 * against real visitors.
 *
 * - One address may send `perAddress` messages in the window; more are refused (429): that is the
 *   sender's own traffic.
 * - A network (/24, /64) past `perNetwork`, or everyone together past `overall`, does not refuse
 *   anyone: the message is stored and held for review (not e-mailed), so a real lead is never
 *   refused or lost because of someone else's traffic.
 */
export const CONTACT_LIMITS = { perAddress: 5, perNetwork: 20, overall: 200, windowMinutes: 10 } as const;

/**
 * Refused submissions kept for the spam folder: at most this many per window, this many in all,
 * and none past this many days (the privacy policy: "deleted automatically after 30 days").
 */
export const SPAM_LIMITS = { perWindow: 100, kept: 2000, keptDays: 30 } as const;

/**
 * Months a lead is kept after its last change (the privacy policy: "deleted automatically 24 months
 * after we last worked on them"); then it is deleted by the scheduled purge.
 */
export const LEAD_RETENTION_MONTHS = 24;

export type HoldReason = "network_volume" | "site_volume";

const WINDOW = sql`now() - make_interval(mins => ${CONTACT_LIMITS.windowMinutes})`;

/** Keyed hashes of the client's address and network: enough to count them, nothing to read back. */
export function clientKeys(ip: string): { address: string; network: string } {
  const key = derivedSecret("contact-limits");
  const hash = (value: string) => createHmac("sha256", key).update(value).digest("base64url").slice(0, 32);
  return { address: hash(`ip:${ip}`), network: hash(`net:${networkOf(ip)}`) };
}

export type Admission =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; submissionId: number; hold: HoldReason | null };

/**
 * Counts a valid submission against the limits. The address's counter is locked for the decision,
 * so parallel posts from one address never get past its limit.
 */
export async function admitSubmission(db: Database, keys: { address: string; network: string }): Promise<Admission> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`contact:${keys.address}`}, 0))`);
    const [fromAddress] = await tx
      .select({
        total: count(),
        wait: sql<number>`ceil(extract(epoch from (min(${contactSubmissions.createdAt}) + make_interval(mins => ${CONTACT_LIMITS.windowMinutes}) - now())))::int`,
      })
      .from(contactSubmissions)
      .where(and(eq(contactSubmissions.addressKey, keys.address), gt(contactSubmissions.createdAt, WINDOW)));
    if ((fromAddress?.total ?? 0) >= CONTACT_LIMITS.perAddress)
      return { allowed: false as const, retryAfterSeconds: Math.max(1, Number(fromAddress?.wait ?? 60)) };

    const [row] = await tx
      .insert(contactSubmissions)
      .values({ addressKey: keys.address, networkKey: keys.network })
      .returning({ id: contactSubmissions.id });
    if (!row) throw new Error("Insert returned no row");
    const [fromNetwork] = await tx
      .select({ total: count() })
      .from(contactSubmissions)
      .where(and(eq(contactSubmissions.networkKey, keys.network), gt(contactSubmissions.createdAt, WINDOW)));
    const [everyone] = await tx
      .select({ total: count() })
      .from(leads)
      .where(and(eq(leads.spam, false), gt(leads.createdAt, WINDOW)));
    const hold: HoldReason | null =
      (fromNetwork?.total ?? 0) > CONTACT_LIMITS.perNetwork
        ? "network_volume"
        : (everyone?.total ?? 0) >= CONTACT_LIMITS.overall
          ? "site_volume"
          : null;
    return { allowed: true as const, submissionId: row.id, hold };
  });
}

/** Takes a counted submission back (it turned out not to be stored as a lead). */
export async function releaseSubmission(db: Database, submissionId: number): Promise<void> {
  await db.delete(contactSubmissions).where(eq(contactSubmissions.id, submissionId));
}

/** Marks a form token used; false when it was used before (a token sends one message). */
export async function consumeFormToken(db: Database, tokenId: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insert(usedFormTokens)
    .values({ tokenId, expiresAt })
    .onConflictDoNothing()
    .returning({ tokenId: usedFormTokens.tokenId });
  return inserted.length === 1;
}

/** Whether one more refused submission may be kept in the spam folder in this window. */
export async function spamRoomLeft(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ total: count() })
    .from(leads)
    .where(and(eq(leads.spam, true), ne(leads.spamReason, "marked_by_staff"), gt(leads.createdAt, WINDOW)));
  return (row?.total ?? 0) < SPAM_LIMITS.perWindow;
}

/**
 * Housekeeping for the limits: counters past their window, used tokens past their expiry, and
 * refused submissions beyond the newest SPAM_LIMITS.kept (staff's own "spam" marks are kept).
 */
export async function purgeContactLimits(db: Database): Promise<void> {
  await db.delete(contactSubmissions).where(lt(contactSubmissions.createdAt, WINDOW));
  await db.delete(usedFormTokens).where(lt(usedFormTokens.expiresAt, sql`now()`));
  const refused = and(
    eq(leads.spam, true),
    or(ne(leads.spamReason, "marked_by_staff"), sql`${leads.spamReason} IS NULL`),
  );
  const newest = db
    .select({ id: leads.id })
    .from(leads)
    .where(refused)
    .orderBy(sql`${leads.createdAt} DESC, ${leads.id} DESC`)
    .limit(SPAM_LIMITS.kept);
  await db.delete(leads).where(and(refused, notInArray(leads.id, newest)));
  await db
    .delete(leads)
    .where(and(refused, lt(leads.createdAt, sql`now() - make_interval(days => ${SPAM_LIMITS.keptDays})`)));
  await db.delete(leads).where(lt(leads.updatedAt, sql`now() - make_interval(months => ${LEAD_RETENTION_MONTHS})`));
}
