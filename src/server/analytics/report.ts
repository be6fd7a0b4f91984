import "server-only";
import { and, count, countDistinct, desc, eq, gte, inArray, lte, ne, notLike, sql } from "drizzle-orm";
import { decodePath, postOfPath } from "@/lib/analytics/page-path";
import { requireUser } from "@/server/auth/current-user";
import { getDb, type Database } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { analyticsEvents, posts } from "@/server/db/schema";
import { riyadhDay } from "./collect";

export const RANGES = { today: 1, "7d": 7, "30d": 30 } as const;
export type Range = keyof typeof RANGES;

export type Breakdown = Array<{ key: string; total: number }>;

/** A page as staff read it: the path decoded, and the post's title when the page is a post. */
export type TopPages = Array<{ key: string; total: number; path: string; title: string | null }>;

export type AnalyticsReport = {
  range: Range;
  days: Array<{ day: string; visitors: number; pageviews: number }>;
  /** Visitors counted per day and summed: visitor ids change every day by design. */
  visitors: number;
  pageviews: number;
  topPages: TopPages;
  referrers: Breakdown;
  utmSources: Breakdown;
  languages: Breakdown;
  devices: Breakdown;
  events: Breakdown;
};

function dayList(days: number, today: string): string[] {
  const end = new Date(`${today}T00:00:00Z`).getTime();
  return Array.from({ length: days }, (_, index) =>
    new Date(end - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10),
  );
}

export async function analyticsReport(db: Database, range: Range, today = riyadhDay()): Promise<AnalyticsReport> {
  const days = dayList(RANGES[range], today);
  // Views of preview links counted before they were left out (collect.ts) are left out here too.
  const inRange = and(
    gte(analyticsEvents.day, days[0] ?? today),
    lte(analyticsEvents.day, today),
    notLike(analyticsEvents.path, "/preview/%"),
    notLike(analyticsEvents.path, "/en/preview/%"),
  );
  const pageviews = and(inRange, eq(analyticsEvents.type, "pageview"));

  type TextColumn =
    | typeof analyticsEvents.path
    | typeof analyticsEvents.referrerHost
    | typeof analyticsEvents.utmSource
    | typeof analyticsEvents.locale
    | typeof analyticsEvents.device
    | typeof analyticsEvents.name;
  const breakdown = async (column: TextColumn, where = pageviews, limit = 10): Promise<Breakdown> => {
    const rows = await db
      .select({ key: column, total: count() })
      .from(analyticsEvents)
      .where(and(where, ne(column, "")))
      .groupBy(column)
      .orderBy(desc(count()), column)
      .limit(limit);
    return rows.map((row) => ({ key: row.key, total: row.total }));
  };

  const [perDay, topPages, referrers, utmSources, languages, devices, events] = await Promise.all([
    db
      .select({
        day: analyticsEvents.day,
        visitors: countDistinct(analyticsEvents.visitor),
        pageviews: sql<number>`count(*) FILTER (WHERE ${analyticsEvents.type} = 'pageview')`,
      })
      .from(analyticsEvents)
      .where(inRange)
      .groupBy(analyticsEvents.day),
    breakdown(analyticsEvents.path),
    breakdown(analyticsEvents.referrerHost),
    breakdown(analyticsEvents.utmSource),
    breakdown(analyticsEvents.locale),
    breakdown(analyticsEvents.device),
    breakdown(analyticsEvents.name, and(inRange, eq(analyticsEvents.type, "event"))),
  ]);
  const byDay = new Map(perDay.map((row) => [row.day, row]));
  const series = days.map((day) => ({
    day,
    visitors: Number(byDay.get(day)?.visitors ?? 0),
    pageviews: Number(byDay.get(day)?.pageviews ?? 0),
  }));
  return {
    range,
    days: series,
    visitors: series.reduce((sum, row) => sum + row.visitors, 0),
    pageviews: series.reduce((sum, row) => sum + row.pageviews, 0),
    topPages: await withTitles(db, topPages),
    referrers,
    utmSources,
    languages,
    devices,
    events,
  };
}

async function withTitles(db: Database, pages: Breakdown): Promise<TopPages> {
  const found = pages.map((page) => ({ ...page, path: decodePath(page.key), post: postOfPath(page.key) }));
  const slugs = [...new Set(found.flatMap((page) => (page.post ? [page.post.slug] : [])))];
  const titles = slugs.length
    ? await db
        .select({ slug: posts.slug, locale: posts.locale, title: posts.title })
        .from(posts)
        .where(inArray(posts.slug, slugs))
    : [];
  const titleOf = new Map(titles.map((row) => [`${row.locale}/${row.slug}`, row.title]));
  return found.map(({ post, ...page }) => ({
    ...page,
    title: post ? (titleOf.get(`${post.locale}/${post.slug}`) ?? null) : null,
  }));
}

export async function analyticsForDashboard(loginPath: string, range: Range) {
  await requireUser(loginPath);
  return withStore(async () => analyticsReport(await getDb(), range));
}
