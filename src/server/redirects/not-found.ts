import "server-only";
import { and, desc, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import { matchRoute } from "@/lib/routing/site-routes";
import { splitLocalePath } from "@/lib/seo/urls";
import type { Database } from "@/server/db/client";
import { notFoundPaths, posts, redirects } from "@/server/db/schema";
import { isPublicSql } from "@/server/posts/rows";

/** How many addresses are kept (the most followed), and for how long after their last 404. */
export const NOT_FOUND_KEEP = { paths: 1000, days: 90 } as const;

export type NotFoundRecord = {
  path: string;
  hits: number;
  referrerHost: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
};

/** Counts 404s of an address (decoded, as redirects store it) and the host that linked to it. */
export async function recordNotFound(db: Database, path: string, referrerHost: string | null, hits = 1): Promise<void> {
  await db
    .insert(notFoundPaths)
    .values({ path, referrerHost, hits })
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: {
        hits: sql`${notFoundPaths.hits} + ${hits}`,
        lastSeenAt: sql`now()`,
        referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundPaths.referrerHost})`,
      },
    });
}

/**
 * Whether an address (decoded, as the log keeps it) is a post's page now. The front server hands
 * over its counts every few seconds, so a 404 of a scheduled post answered just before it went live
 * can arrive after it did: such a count is not recorded.
 */
export async function isPublicPostAddress(db: Database, path: string): Promise<boolean> {
  const { locale, path: unprefixed } = splitLocalePath(path);
  const match = matchRoute(unprefixed);
  if (match.kind !== "post") return false;
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.slug, match.slug), eq(posts.locale, locale), isPublicSql))
    .limit(1);
  return Boolean(row);
}

/** An address that is a page again (a scheduled post gone live) leaves the log. */
export async function forgetNotFound(db: Pick<Database, "delete">, path: string): Promise<void> {
  await db.delete(notFoundPaths).where(eq(notFoundPaths.path, path));
}

/** The most followed addresses that answer 404 and have no redirect yet, for /dashboard/redirects. */
export async function listNotFound(db: Database, limit = 50): Promise<NotFoundRecord[]> {
  const rows = await db
    .select({
      path: notFoundPaths.path,
      hits: notFoundPaths.hits,
      referrerHost: notFoundPaths.referrerHost,
      firstSeenAt: notFoundPaths.firstSeenAt,
      lastSeenAt: notFoundPaths.lastSeenAt,
    })
    .from(notFoundPaths)
    .leftJoin(redirects, eq(redirects.fromPath, notFoundPaths.path))
    .where(isNull(redirects.id))
    .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    firstSeenAt: new Date(row.firstSeenAt).toISOString(),
    lastSeenAt: new Date(row.lastSeenAt).toISOString(),
  }));
}

/**
 * Keeps the log within bounds between two daily purges: anyone can make up addresses by the
 * million, and each new one is a row (on the embedded database, memory the process never gets
 * back). Past a fifth over NOT_FOUND_KEEP.paths rows, it is purged at once, which keeps the most
 * followed and the most recent.
 */
export async function boundNotFound(db: Database): Promise<void> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(notFoundPaths);
  if ((row?.count ?? 0) > NOT_FOUND_KEEP.paths * 1.2) await purgeNotFound(db);
}

/** Forgets addresses not seen for NOT_FOUND_KEEP.days, and all but the NOT_FOUND_KEEP.paths most followed. */
export async function purgeNotFound(db: Database): Promise<void> {
  await db
    .delete(notFoundPaths)
    .where(lt(notFoundPaths.lastSeenAt, sql`now() - make_interval(days => ${NOT_FOUND_KEEP.days})`));
  const kept = db
    .select({ path: notFoundPaths.path })
    .from(notFoundPaths)
    .orderBy(desc(notFoundPaths.hits), desc(notFoundPaths.lastSeenAt))
    .limit(NOT_FOUND_KEEP.paths);
  await db.delete(notFoundPaths).where(and(notInArray(notFoundPaths.path, kept)));
}
