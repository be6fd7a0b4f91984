import "server-only";
import { and, count, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { Database } from "@/server/db/client";
import { authors, posts, postTopics } from "@/server/db/schema";
import { postSearchSql } from "@/server/search/post-query";
import { authorProfile, topicLink, topicsOfPosts } from "@/server/taxonomy/store";
import { asLocale, excerptOf, isPublicSql, iso, normaliseDelta, notTrashedSql, readingMinutes } from "./rows";
import type { PostSummary, PublicPost } from "./types";

/** What visitors read: public posts, listings, feeds, sitemaps, related posts and search. */

export async function readPublicPost(db: Database, slug: string): Promise<PublicPost | null> {
  const [row] = await db
    .select({
      post: posts,
      writer: authors,
      translation: sql<{ locale: string; slug: string } | null>`(
        SELECT json_build_object('locale', t.locale, 'slug', t.slug) FROM ${posts} AS t
        WHERE t.translation_group = ${posts.translationGroup} AND t.id <> ${posts.id} AND ${isPublicAs("t")}
        LIMIT 1)`,
      topics: sql<Array<{ slug: string; nameAr: string; nameEn: string }> | null>`(
        SELECT json_agg(json_build_object('slug', tp.slug, 'nameAr', tp.name_ar, 'nameEn', tp.name_en) ORDER BY tp.slug)
        FROM ${postTopics} AS pt JOIN topics AS tp ON tp.id = pt.topic_id WHERE pt.post_id = ${posts.id})`,
    })
    .from(posts)
    .leftJoin(authors, eq(authors.id, posts.authorId))
    .where(and(eq(posts.slug, slug), isPublicSql))
    .limit(1);
  if (!row) return null;
  const locale = asLocale(row.post.locale);
  const translation = row.translation ? { locale: asLocale(row.translation.locale), slug: row.translation.slug } : null;
  return toPublicPost(row.post, locale, {
    translation,
    writer: row.writer,
    topics: (row.topics ?? []).map((topic) => topicLink(topic, locale)),
  });
}

/** A subquery's "is public" test for the posts row aliased `alias` (isPublicSql names the table). */
const isPublicAs = (alias: string) =>
  sql.raw(
    `(${alias}.status IN ('published', 'scheduled') AND ${alias}.published_at IS NOT NULL AND ${alias}.published_at <= now() AND ${alias}.trashed_at IS NULL)`,
  );

/**
 * Any post by id, public or not, in the shape of the public page: what a preview link shows
 * (preview.ts). Its translation is named only if that one is public.
 */
export async function readPreviewPost(db: Database, id: number): Promise<PublicPost | null> {
  // A preview link of a trashed post shows nothing, as its page does.
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.id, id), notTrashedSql))
    .limit(1);
  return row ? publicPostOf(db, row) : null;
}

async function publicPostOf(db: Database, row: typeof posts.$inferSelect): Promise<PublicPost> {
  let translation: PublicPost["translation"] = null;
  if (row.translationGroup) {
    const [other] = await db
      .select({ locale: posts.locale, slug: posts.slug })
      .from(posts)
      .where(and(eq(posts.translationGroup, row.translationGroup), ne(posts.id, row.id), isPublicSql))
      .limit(1);
    if (other) translation = { locale: asLocale(other.locale), slug: other.slug };
  }
  const locale = asLocale(row.locale);
  const [topicsById, [writer]] = await Promise.all([
    topicsOfPosts(db, [row.id]),
    row.authorId ? db.select().from(authors).where(eq(authors.id, row.authorId)).limit(1) : Promise.resolve([]),
  ]);
  return toPublicPost(row, locale, {
    translation,
    writer: writer ?? null,
    topics: (topicsById.get(row.id) ?? []).map((topic) => topicLink(topic, locale)),
  });
}

function toPublicPost(
  row: typeof posts.$inferSelect,
  locale: Locale,
  related: {
    translation: PublicPost["translation"];
    writer: typeof authors.$inferSelect | null;
    topics: PublicPost["topics"];
  },
): PublicPost {
  const { translation, writer, topics } = related;
  return {
    id: row.id,
    slug: row.slug,
    locale,
    title: row.title,
    metaDescription: row.metaDescription,
    coverImage: row.coverImage,
    coverFocus: { x: row.coverFocusX, y: row.coverFocusY },
    content: normaliseDelta(row.content),
    seo: { title: row.seoTitle, socialImage: row.socialImage, canonicalUrl: row.canonicalUrl, noindex: row.noindex },
    author: row.author,
    authorProfile: writer ? authorProfile(writer, locale) : null,
    topics,
    publishedAt: iso(row.publishedAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
    version: row.version,
    readingMinutes: readingMinutes(row.wordCount),
    translationGroup: row.translationGroup,
    translation,
  };
}

/** What an excerpt is made of (excerptOf): the meta description, else the text's beginning. */
const EXCERPT_COLUMNS = {
  metaDescription: posts.metaDescription,
  plainText: sql<string>`left(${posts.plainText}, 400)`,
};

/** The columns a post card needs (listings, related posts), and the card made of them. */
const SUMMARY_COLUMNS = {
  slug: posts.slug,
  locale: posts.locale,
  title: posts.title,
  ...EXCERPT_COLUMNS,
  coverImage: posts.coverImage,
  coverFocusX: posts.coverFocusX,
  coverFocusY: posts.coverFocusY,
  publishedAt: posts.publishedAt,
  wordCount: posts.wordCount,
};

function toSummary(row: {
  slug: string;
  locale: string;
  title: string;
  metaDescription: string;
  plainText: string;
  coverImage: string;
  coverFocusX: number;
  coverFocusY: number;
  publishedAt: Date | null;
  wordCount: number;
}): PostSummary {
  return {
    slug: row.slug,
    locale: asLocale(row.locale),
    title: row.title,
    excerpt: excerptOf(row.metaDescription, row.plainText),
    coverImage: row.coverImage,
    coverFocus: { x: row.coverFocusX, y: row.coverFocusY },
    publishedAt: iso(row.publishedAt) ?? "",
    readingMinutes: readingMinutes(row.wordCount),
  };
}

/** Narrows a listing to one topic's or one author's posts. */
export type ListingFilter = { topicId?: number; authorId?: number };

function filterSql(filter: ListingFilter): SQL | undefined {
  if (filter.topicId !== undefined)
    return sql`${posts.id} IN (SELECT ${postTopics.postId} FROM ${postTopics} WHERE ${postTopics.topicId} = ${filter.topicId})`;
  if (filter.authorId !== undefined) return eq(posts.authorId, filter.authorId);
  return undefined;
}

export async function listPublicPosts(
  db: Database,
  { locale, page, pageSize, filter = {} }: { locale: Locale; page: number; pageSize: number; filter?: ListingFilter },
): Promise<{ posts: PostSummary[]; total: number; page: number; pageCount: number }> {
  const where = and(eq(posts.locale, locale), isPublicSql, filterSql(filter));
  const [totals] = await db.select({ total: count() }).from(posts).where(where);
  const total = totals?.total ?? 0;
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(posts)
    .where(where)
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    posts: rows.map(toSummary),
  };
}

/** Public posts of a locale for the sitemap, with their public translation. */
export async function listPublicPostsForSitemap(
  db: Database,
  locale: Locale,
): Promise<Array<{ slug: string; updatedAt: string; translation: { locale: Locale; slug: string } | null }>> {
  const rows = await db
    .select({ id: posts.id, slug: posts.slug, updatedAt: posts.updatedAt, group: posts.translationGroup })
    .from(posts)
    // A post kept out of search engines is left out of the sitemap too (feeds still carry it).
    .where(and(eq(posts.locale, locale), isPublicSql, eq(posts.noindex, false)))
    .orderBy(desc(posts.publishedAt));
  const groups = rows.map((row) => row.group).filter((group): group is string => !!group);
  const translations = groups.length
    ? await db
        .select({ group: posts.translationGroup, slug: posts.slug, locale: posts.locale })
        .from(posts)
        .where(and(inArray(posts.translationGroup, groups), ne(posts.locale, locale), isPublicSql))
    : [];
  const byGroup = new Map(translations.map((row) => [row.group, row]));
  return rows.map((row) => {
    const other = row.group ? byGroup.get(row.group) : undefined;
    return {
      slug: row.slug,
      updatedAt: iso(row.updatedAt) ?? "",
      translation: other ? { locale: asLocale(other.locale), slug: other.slug } : null,
    };
  });
}

/** The newest public posts of a locale, for the RSS feed. */
export async function latestPublicPosts(db: Database, locale: Locale, limit: number, filter: ListingFilter = {}) {
  const rows = await db
    .select({
      staffAuthor: locale === "ar" ? authors.nameAr : authors.nameEn,
      slug: posts.slug,
      title: posts.title,
      ...EXCERPT_COLUMNS,
      coverImage: posts.coverImage,
      author: posts.author,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .leftJoin(authors, eq(authors.id, posts.authorId))
    .where(and(eq(posts.locale, locale), isPublicSql, filterSql(filter)))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.metaDescription, row.plainText),
    coverImage: row.coverImage,
    author: row.staffAuthor ?? row.author,
    publishedAt: iso(row.publishedAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
  }));
}

/**
 * Posts to read next after one: public, in its language, those sharing the most topics first, then
 * the newest.
 */
export async function relatedPublicPosts(
  db: Database,
  postId: number,
  locale: Locale,
  limit = 3,
): Promise<PostSummary[]> {
  const shared = sql<number>`(SELECT count(*) FROM ${postTopics} AS mine JOIN ${postTopics} AS theirs ON theirs.topic_id = mine.topic_id WHERE mine.post_id = ${postId} AND theirs.post_id = ${posts.id})`;
  const rows = await db
    .select(SUMMARY_COLUMNS)
    .from(posts)
    .where(and(eq(posts.locale, locale), isPublicSql, ne(posts.id, postId)))
    .orderBy(desc(shared), desc(posts.publishedAt), desc(posts.id))
    .limit(limit);
  return rows.map(toSummary);
}

export type PostSearchHit = { slug: string; title: string; excerpt: string; publishedAt: string; rank: number };

/**
 * Full-text search over the public posts of a locale, with the language's stemming (Arabic or
 * English); falls back to a substring match for terms the stemmer drops entirely.
 */
export async function searchPublicPosts(
  db: Database,
  locale: Locale,
  term: string,
  limit = 20,
): Promise<PostSearchHit[]> {
  const search = postSearchSql(locale, term);
  const rows = await db
    .select({
      slug: posts.slug,
      title: posts.title,
      ...EXCERPT_COLUMNS,
      publishedAt: posts.publishedAt,
      rank: search.rank,
    })
    .from(posts)
    .where(and(eq(posts.locale, locale), isPublicSql, search.matches))
    .orderBy(desc(search.rank), desc(posts.publishedAt))
    .limit(limit);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    excerpt: excerptOf(row.metaDescription, row.plainText),
    publishedAt: iso(row.publishedAt) ?? "",
    rank: Number(row.rank),
  }));
}
