import "server-only";
import { and, count, eq, exists, notExists, sql } from "drizzle-orm";
import { isDeepStrictEqual } from "node:util";
import { locales } from "@/i18n/locales";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { TAGS } from "@/server/cache/tags";
import { requireUser } from "@/server/auth/current-user";
import { isAdmin } from "@/server/auth/roles";
import { getDb, type Database } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { authors, partners, posts, postTopics, topics } from "@/server/db/schema";
import { isPublicSql } from "@/server/posts/rows";
import { publicChangeTags } from "@/server/posts/revalidate";
import { dissolveLoneGroup } from "@/server/posts/translations";
import type { PublicFootprint } from "@/server/posts/types";
import { DEFAULT_SITE_SETTINGS, readSiteSettings, writeSiteSettings } from "@/server/site-settings-store";

/**
 * The demo content a fresh install starts with (docs/content.md, "Demo content"): the posts, their
 * authors and topics, the partner logos and the home page's four numbers. Each is marked until
 * someone saves it (then it is the company's own), shown as demo in the dashboard, and removed in
 * one go by an administrator. The company's facts are the demo's too until changed, but the site
 * cannot do without them: they are only pointed out, never removed.
 */

export type DemoContentSummary = {
  posts: number;
  authors: number;
  topics: number;
  partners: number;
  /** The four numbers are the demo's and shown. */
  stats: boolean;
  /** The company's name, phones and e-mail are still the demo company's. */
  company: boolean;
};

/** The four numbers as the demo has them (values, suffixes and labels alike). */
export const statsAreDemo = (settings: Pick<SiteSettings, "stats">) =>
  isDeepStrictEqual(settings.stats, DEFAULT_SITE_SETTINGS.stats);

/** The company's contact facts as the demo has them. */
export const companyIsDemo = (settings: Pick<SiteSettings, "company">) => {
  const pick = ({ name, phone, whatsapp, email, address, hosting }: SiteSettings["company"]) => ({
    name,
    phone,
    whatsapp,
    email,
    street: address.street,
    hosting,
  });
  return isDeepStrictEqual(pick(settings.company), pick(DEFAULT_SITE_SETTINGS.company));
};

const total = async (db: Database, table: typeof posts | typeof authors | typeof topics | typeof partners) => {
  const [row] = await db.select({ total: count() }).from(table).where(eq(table.demo, true));
  return row?.total ?? 0;
};

export async function demoContentSummary(db: Database): Promise<DemoContentSummary> {
  const settings = await readSiteSettings(db);
  return {
    posts: await total(db, posts),
    authors: await total(db, authors),
    topics: await total(db, topics),
    partners: await total(db, partners),
    stats: settings.statsEnabled && statsAreDemo(settings),
    company: companyIsDemo(settings),
  };
}

export const hasDemoContent = (summary: DemoContentSummary) =>
  summary.posts + summary.authors + summary.topics + summary.partners > 0 || summary.stats;

export type DemoContentRemoval = {
  removed: Omit<DemoContentSummary, "company">;
  /** Demo authors and topics kept because posts of the company's own use them (now its own). */
  kept: { authors: number; topics: number };
  /** The cache tags the removal changed, for the caller to invalidate. */
  tags: string[];
};

/**
 * Removes the demo content in one transaction: the demo posts (with their revisions; no redirect is
 * left for their addresses, which were never the company's), the demo partners, the demo authors
 * and topics no other post uses (those still used become the company's own), and hides the four
 * numbers while they are the demo's. What the company has saved is never touched.
 */
export async function removeDemoContent(db: Database): Promise<DemoContentRemoval> {
  return db.transaction(async (tx) => {
    const removedPosts: PublicFootprint[] = (
      await tx
        .select({
          id: posts.id,
          slug: posts.slug,
          locale: posts.locale,
          translationGroup: posts.translationGroup,
          isPublic: sql<boolean>`${isPublicSql}`,
        })
        .from(posts)
        .where(eq(posts.demo, true))
    ).map((row) => ({ ...row, locale: row.locale === "en" ? "en" : "ar", isPublic: !!row.isPublic }));
    await tx.delete(posts).where(eq(posts.demo, true));
    // A post of the company's linked to a demo post as its translation is left on its own.
    for (const group of new Set(removedPosts.map((post) => post.translationGroup).filter((g) => g !== null)))
      await dissolveLoneGroup(tx, group);

    // Demo topics and authors that the company's own posts still use become the company's own.
    const topicUsed = tx
      .select({ one: sql`1` })
      .from(postTopics)
      .where(eq(postTopics.topicId, topics.id));
    const keptTopics = await tx
      .update(topics)
      .set({ demo: false })
      .where(and(eq(topics.demo, true), exists(topicUsed)))
      .returning({ id: topics.id });
    const removedTopics = await tx
      .delete(topics)
      .where(and(eq(topics.demo, true), notExists(topicUsed)))
      .returning({ id: topics.id });

    const authorUsed = tx
      .select({ one: sql`1` })
      .from(posts)
      .where(eq(posts.authorId, authors.id));
    const keptAuthors = await tx
      .update(authors)
      .set({ demo: false })
      .where(and(eq(authors.demo, true), exists(authorUsed)))
      .returning({ id: authors.id });
    const removedAuthors = await tx
      .delete(authors)
      .where(and(eq(authors.demo, true), notExists(authorUsed)))
      .returning({ id: authors.id });

    const removedPartners = await tx.delete(partners).where(eq(partners.demo, true)).returning({ id: partners.id });

    const settings = await readSiteSettings(tx);
    const stats = settings.statsEnabled && statsAreDemo(settings);
    if (stats) await writeSiteSettings(tx, { ...settings, statsEnabled: false });

    const tags = new Set<string>([TAGS.settings, TAGS.topics, TAGS.authors]);
    for (const post of removedPosts) for (const tag of publicChangeTags(post, null)) tags.add(tag);
    // Topic and author pages list posts of both languages.
    if (removedPosts.length) for (const locale of locales) tags.add(TAGS.listing(locale));

    return {
      removed: {
        posts: removedPosts.length,
        authors: removedAuthors.length,
        topics: removedTopics.length,
        partners: removedPartners.length,
        stats,
      },
      kept: { authors: keptAuthors.length, topics: keptTopics.length },
      tags: [...tags],
    };
  });
}

/** What of the demo content is left, for the dashboard home: administrators only (null for an editor). */
export async function demoContentForDashboard(loginPath: string): Promise<DemoContentSummary | null> {
  if (!isAdmin(await requireUser(loginPath))) return null;
  return withStore(async () => demoContentSummary(await getDb()));
}
