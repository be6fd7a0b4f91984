import "server-only";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { localizedPath } from "@/lib/seo/urls";
import type { ValidRedirectInput } from "@/lib/validation/redirects";
import type { Database } from "@/server/db/client";
import { redirects } from "@/server/db/schema";

/** A transaction or the database itself: redirects follow a post's change in its own transaction. */
type Executor = Pick<Database, "select" | "insert" | "update" | "delete">;

export type RedirectRecord = {
  id: number;
  fromPath: string;
  toPath: string;
  permanent: boolean;
  automatic: boolean;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
};

/** What a request needs to follow a redirect. */
export type RedirectRule = Pick<RedirectRecord, "id" | "fromPath" | "toPath" | "permanent">;

/** Why an administrator's redirect was refused: its address is taken, or it would make a chain or a loop. */
export class RedirectConflictError extends Error {
  constructor(readonly code: "from_taken" | "chain" | "loop") {
    super(`The redirect was refused: ${code}`);
    this.name = "RedirectConflictError";
  }
}

/** The public address of a post (decoded, as redirects are stored). */
export const postPath = (locale: Locale, slug: string) => localizedPath(locale, `/blog/${slug}`);

/** The public address of a language's blog. */
export const blogPath = (locale: Locale) => localizedPath(locale, "/blog");

const pathOf = (target: string) => target.split("?")[0] ?? target;

const toRecord = (row: typeof redirects.$inferSelect): RedirectRecord => ({
  id: row.id,
  fromPath: row.fromPath,
  toPath: row.toPath,
  permanent: row.permanent,
  automatic: row.automatic,
  hits: row.hits,
  lastHitAt: row.lastHitAt ? new Date(row.lastHitAt).toISOString() : null,
  createdAt: new Date(row.createdAt).toISOString(),
});

/**
 * A public page moved (a post renamed, or deleted to its translation or to the blog): its old
 * address leads to the new one, permanently. Redirects that led to the old address now lead to the
 * new one, so no chain forms, and a redirect away from the new address goes (it is a page again).
 */
export async function redirectMovedPage(db: Executor, from: string, to: string): Promise<void> {
  await pageNowAt(db, pathOf(to));
  await db.update(redirects).set({ toPath: to }).where(eq(redirects.toPath, from));
  await db
    .insert(redirects)
    .values({ fromPath: from, toPath: to, permanent: true, automatic: true })
    .onConflictDoUpdate({
      target: redirects.fromPath,
      set: { toPath: to, permanent: true, automatic: true, hits: 0, lastHitAt: null },
    });
}

/** A page is public at this address again: no redirect sends its visitors elsewhere. */
export async function pageNowAt(db: Executor, path: string): Promise<void> {
  await db.delete(redirects).where(eq(redirects.fromPath, path));
}

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Refuses an administrator's redirect (other than `exceptId`) when its address already redirects,
 * when its target redirects further (a chain) or back to it (a loop), and when something already
 * redirects to its address (that one would now chain through it).
 */
async function refuseConflicts(tx: Tx, input: ValidRedirectInput, exceptId = 0): Promise<void> {
  const others = ne(redirects.id, exceptId);
  const [taken] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.fromPath, input.from), others));
  if (taken) throw new RedirectConflictError("from_taken");
  const [onward] = await tx
    .select({ toPath: redirects.toPath })
    .from(redirects)
    .where(and(eq(redirects.fromPath, pathOf(input.to)), others));
  if (onward) throw new RedirectConflictError(pathOf(onward.toPath) === input.from ? "loop" : "chain");
  const [inward] = await tx
    .select({ id: redirects.id })
    .from(redirects)
    .where(and(eq(redirects.toPath, input.from), others));
  if (inward) throw new RedirectConflictError("chain");
}

/** Adds an administrator's redirect (refuseConflicts says when it is refused). */
export async function createRedirect(db: Database, input: ValidRedirectInput): Promise<RedirectRecord> {
  return db.transaction(async (tx) => {
    await refuseConflicts(tx, input);
    const [row] = await tx
      .insert(redirects)
      .values({ fromPath: input.from, toPath: input.to, permanent: input.permanent, automatic: false })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    return toRecord(row);
  });
}

/** Changes a redirect as an administrator asks (then it is theirs, no longer automatic); null if gone. */
export async function updateRedirect(
  db: Database,
  id: number,
  input: ValidRedirectInput,
): Promise<RedirectRecord | null> {
  return db.transaction(async (tx) => {
    await refuseConflicts(tx, input, id);
    const [row] = await tx
      .update(redirects)
      .set({ fromPath: input.from, toPath: input.to, permanent: input.permanent, automatic: false })
      .where(eq(redirects.id, id))
      .returning();
    return row ? toRecord(row) : null;
  });
}

export async function deleteRedirect(db: Database, id: number): Promise<RedirectRecord | null> {
  const [row] = await db.delete(redirects).where(eq(redirects.id, id)).returning();
  return row ? toRecord(row) : null;
}

/** Every redirect, the most used first, then the newest (/dashboard/redirects). */
export async function listRedirects(db: Database): Promise<RedirectRecord[]> {
  const rows = await db.select().from(redirects).orderBy(desc(redirects.hits), desc(redirects.id));
  return rows.map(toRecord);
}

/** The redirect from one address, if any. */
export async function findRedirect(db: Database, path: string): Promise<RedirectRule | null> {
  const [row] = await db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toPath: redirects.toPath,
      permanent: redirects.permanent,
    })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
  return row ?? null;
}

/** Every redirect rule by the address it leads away from: what pages look up (one cached read). */
export async function readRedirectRules(db: Database): Promise<RedirectRule[]> {
  return db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toPath: redirects.toPath,
      permanent: redirects.permanent,
    })
    .from(redirects);
}

/** Counts visits of a redirect, by the address it leads away from (none: no redirect of this list). */
export async function recordRedirectHits(db: Database, fromPath: string, hits = 1): Promise<void> {
  await db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + ${hits}`, lastHitAt: sql`now()` })
    .where(eq(redirects.fromPath, fromPath));
}
