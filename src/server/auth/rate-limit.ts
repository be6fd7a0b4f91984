import "server-only";
import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { loginAttempts, signInSources } from "@/server/db/schema";
import { hashToken } from "./sessions";

/**
 * Sign-in throttling that a stranger cannot turn against an account's owner (OWASP's "device
 * cookies" scheme, as the big identity providers do it):
 *
 * - Guesses at one account are counted per source: per address, or per browser that has signed in
 *   to that account before (its device cookie). Each source gets `perSource` failures per window.
 * - Failures per address, whatever the account, are capped at `perAddress`.
 * - Failures at an account from sources it has never signed in from are capped together at
 *   `perAccountFromStrangers`; that cap never applies to the owner's known addresses and browsers.
 *
 * Only evaluated attempts (the password was checked) count; a refused attempt leaves no trace, so
 * hammering a locked source does not extend its lock, and Retry-After says exactly when a counted
 * failure leaves the window.
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  perSource: 5,
  perAddress: 20,
  perAccountFromStrangers: 10,
  /** A successful sign-in makes its address and browser known to the account for this long. */
  knownForMs: 30 * 24 * 60 * 60 * 1000,
} as const;

const WINDOW_SECONDS = LOGIN_LIMITS.windowMs / 1000;

export const normaliseAccount = (email: string) => email.trim().toLowerCase();

export type SignInClient = { ip: string; device?: string | null };
type Subject = { key: string; limit: number };

const addressSource = (ip: string) => `ip:${ip}`;
const deviceSource = (device: string) => `device:${hashToken(device)}`;

/** The counters an attempt at `account` from this client is held to. */
async function subjectsFor(db: Database, account: string, client: SignInClient): Promise<Subject[]> {
  const sources = [addressSource(client.ip), ...(client.device ? [deviceSource(client.device)] : [])];
  const known = new Set(
    (
      await db
        .select({ source: signInSources.source })
        .from(signInSources)
        .where(
          and(
            eq(signInSources.account, account),
            inArray(signInSources.source, sources),
            gt(signInSources.lastSuccessAt, sql`now() - make_interval(secs => ${LOGIN_LIMITS.knownForMs / 1000})`),
          ),
        )
    ).map((row) => row.source),
  );
  // A browser that signed in to this account before is counted on its own, wherever it is.
  if (client.device && known.has(deviceSource(client.device)))
    return [{ key: `pair:${account}|${deviceSource(client.device)}`, limit: LOGIN_LIMITS.perSource }];
  const subjects: Subject[] = [
    { key: `pair:${account}|${addressSource(client.ip)}`, limit: LOGIN_LIMITS.perSource },
    { key: `ip:${client.ip}`, limit: LOGIN_LIMITS.perAddress },
  ];
  if (!known.has(addressSource(client.ip)))
    subjects.push({ key: `account:${account}`, limit: LOGIN_LIMITS.perAccountFromStrangers });
  return subjects;
}

export type AttemptDecision = { allowed: true; reservation: number[] } | { allowed: false; retryAfterSeconds: number };

const inWindow = gt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`);

/**
 * Reserves an attempt before the password is checked. Each counter is locked for the moment of the
 * decision (a transaction-scoped advisory lock, taken in a fixed order, on PostgreSQL and PGlite
 * alike), so parallel attempts are decided one after another: never more than the limit are let
 * through in a window, and a refused attempt records nothing. A failed check keeps the reservation
 * as the failure's record; a success removes it.
 */
export async function reserveLoginAttempt(db: Database, email: string, client: SignInClient): Promise<AttemptDecision> {
  const subjects = await subjectsFor(db, normaliseAccount(email), client);
  const keys = subjects.map((subject) => subject.key);
  return db.transaction(async (tx) => {
    for (const key of [...keys].sort())
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
    const counts = new Map(
      (
        await tx
          .select({ subject: loginAttempts.subject, total: sql<number>`count(*)::int` })
          .from(loginAttempts)
          .where(and(inArray(loginAttempts.subject, keys), inWindow))
          .groupBy(loginAttempts.subject)
      ).map((row) => [row.subject, Number(row.total)]),
    );
    const full = subjects.filter((subject) => (counts.get(subject.key) ?? 0) >= subject.limit);
    if (full.length > 0) {
      const waits: number[] = [];
      for (const subject of full) waits.push(await secondsUntilBelowLimit(tx, subject, counts.get(subject.key) ?? 0));
      return { allowed: false as const, retryAfterSeconds: Math.max(1, ...waits) };
    }
    const reservation = (
      await tx
        .insert(loginAttempts)
        .values(keys.map((subject) => ({ subject })))
        .returning({ id: loginAttempts.id })
    ).map((row) => row.id);
    return { allowed: true as const, reservation };
  });
}

/**
 * When a full counter takes an attempt again: once enough of its oldest failures have left the
 * window to bring it below its limit (with `count` failures, the (count − limit + 1)th oldest).
 */
async function secondsUntilBelowLimit(db: Pick<Database, "select">, subject: Subject, count: number): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from (${loginAttempts.attemptedAt} + make_interval(secs => ${WINDOW_SECONDS}) - now())))::int`,
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.subject, subject.key), inWindow))
    .orderBy(loginAttempts.attemptedAt, loginAttempts.id)
    .offset(Math.max(0, count - subject.limit))
    .limit(1);
  return Math.max(1, Number(row?.seconds ?? 1));
}

/** Gives an attempt back without counting it (the input could not even be checked). */
export async function releaseLoginAttempt(db: Database, reservation: number[]): Promise<void> {
  if (reservation.length) await db.delete(loginAttempts).where(inArray(loginAttempts.id, reservation));
}

/**
 * After a successful sign-in: the attempt is not a failure, this source's own earlier failures at
 * the account are forgiven, and its address and browser become known to the account.
 */
export async function recordSuccessfulSignIn(
  db: Database,
  email: string,
  client: { ip: string; device: string },
  reservation: number[],
): Promise<void> {
  const account = normaliseAccount(email);
  await releaseLoginAttempt(db, reservation);
  const sources = [addressSource(client.ip), deviceSource(client.device)];
  await db.delete(loginAttempts).where(
    inArray(
      loginAttempts.subject,
      sources.map((source) => `pair:${account}|${source}`),
    ),
  );
  await db
    .insert(signInSources)
    .values(sources.map((source) => ({ account, source })))
    .onConflictDoUpdate({
      target: [signInSources.account, signInSources.source],
      set: { lastSuccessAt: sql`now()` },
    });
}

/** Removes failures past the window and sources not used for sign-in within `knownForMs`. */
export async function purgeOldAttempts(db: Database): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.attemptedAt, sql`now() - make_interval(secs => ${WINDOW_SECONDS})`));
  await db
    .delete(signInSources)
    .where(lt(signInSources.lastSuccessAt, sql`now() - make_interval(secs => ${LOGIN_LIMITS.knownForMs / 1000})`));
}
