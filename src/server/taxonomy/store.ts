import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import type { AuthorInput, TopicInput } from "@/lib/validation/taxonomy";
import type { Database } from "@/server/db/client";
import { authors, posts, postTopics, topics } from "@/server/db/schema";
import { isPublicSql } from "@/server/posts/rows";
import type { AuthorProfile, TopicLink } from "@/server/posts/types";

/**
 * Topics (tags) and staff authors: the dashboard's writes and the reads the public pages build on.
 * Both have a slug that is the same in both languages and names in each.
 */

export class TaxonomySlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used`);
    this.name = "TaxonomySlugTakenError";
  }
}

/** A topic or author the post names does not exist (deleted meanwhile, or a hostile client). */
export class UnknownReferenceError extends Error {
  constructor(readonly field: "topicIds" | "authorId") {
    super(`Unknown ${field}`);
    this.name = "UnknownReferenceError";
  }
}

export type Topic = typeof topics.$inferSelect;
export type Author = typeof authors.$inferSelect;

/** What the public pages and the dashboard show of a topic, in one language, with its post counts. */
export type TopicPageData = {
  id: number;
  slug: string;
  name: string;
  description: string;
  names: Record<Locale, string>;
  /** Public posts per language: a language without any gets no hreflang link and no sitemap entry. */
  postCounts: Record<Locale, number>;
};

export type AuthorPageData = AuthorProfile & {
  id: number;
  names: Record<Locale, string>;
  postCounts: Record<Locale, number>;
};

const byLocale = <T>(locale: Locale, ar: T, en: T) => (locale === "ar" ? ar : en);

function hasCode(error: unknown, code: string): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as never
  ) {
    if (current.code === code) return true;
  }
  return false;
}

const isUniqueViolation = (error: unknown) => hasCode(error, "23505");
const isForeignKeyViolation = (error: unknown) => hasCode(error, "23503");

/** An author linked to a staff account that does not exist. */
export class StaffAccountUnknownError extends Error {
  constructor() {
    super("No such staff account");
    this.name = "StaffAccountUnknownError";
  }
}

export const topicLink = (topic: Pick<Topic, "slug" | "nameAr" | "nameEn">, locale: Locale): TopicLink => ({
  slug: topic.slug,
  name: byLocale(locale, topic.nameAr, topic.nameEn),
});

export const authorProfile = (author: Author, locale: Locale): AuthorProfile => ({
  slug: author.slug,
  gender: author.gender,
  name: byLocale(locale, author.nameAr, author.nameEn),
  role: byLocale(locale, author.roleAr, author.roleEn),
  bio: byLocale(locale, author.bioAr, author.bioEn),
  photo: author.photo,
});

// ---------------------------------------------------------------------------------------------
// Topics

export async function listTopics(db: Database): Promise<Topic[]> {
  return db.select().from(topics).orderBy(asc(topics.slug));
}

async function publicCounts(db: Database, filter: ReturnType<typeof eq>): Promise<Record<Locale, number>> {
  const rows = await db
    .select({ locale: posts.locale, total: count() })
    .from(posts)
    .where(and(filter, isPublicSql))
    .groupBy(posts.locale);
  const counts: Record<Locale, number> = { ar: 0, en: 0 };
  for (const row of rows) if (row.locale === "ar" || row.locale === "en") counts[row.locale] = row.total;
  return counts;
}

const postsOfTopic = (topicId: number) =>
  sql`${posts.id} IN (SELECT ${postTopics.postId} FROM ${postTopics} WHERE ${postTopics.topicId} = ${topicId})`;

export async function readTopic(db: Database, slug: string, locale: Locale): Promise<TopicPageData | null> {
  const [row] = await db.select().from(topics).where(eq(topics.slug, slug)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    slug: row.slug,
    name: byLocale(locale, row.nameAr, row.nameEn),
    description: byLocale(locale, row.descriptionAr, row.descriptionEn),
    names: { ar: row.nameAr, en: row.nameEn },
    postCounts: await publicCounts(db, postsOfTopic(row.id) as never),
  };
}

/** Every topic with public posts in a language, for its sitemap. */
export async function topicsWithPublicPosts(db: Database) {
  const rows = await db
    .select({ slug: topics.slug, locale: posts.locale, total: count(), lastmod: sql<string>`max(${posts.updatedAt})` })
    .from(topics)
    .innerJoin(postTopics, eq(postTopics.topicId, topics.id))
    .innerJoin(posts, and(eq(posts.id, postTopics.postId), isPublicSql))
    .groupBy(topics.slug, posts.locale)
    .orderBy(asc(topics.slug));
  return rows.map((row) => ({ ...row, lastmod: new Date(row.lastmod).toISOString() }));
}

export async function createTopic(db: Database, input: TopicInput, options: { demo?: boolean } = {}): Promise<Topic> {
  try {
    const [row] = await db
      .insert(topics)
      .values({ ...input, demo: options.demo ?? false })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new TaxonomySlugTakenError(input.slug);
    throw error;
  }
}

export async function updateTopic(db: Database, id: number, input: TopicInput): Promise<Topic | null> {
  try {
    const [row] = await db
      .update(topics)
      // Saved by someone: the topic is the company's own from now on, no longer the demo's.
      .set({ ...input, demo: false, updatedAt: sql`now()` })
      .where(eq(topics.id, id))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new TaxonomySlugTakenError(input.slug);
    throw error;
  }
}

export async function deleteTopic(db: Database, id: number): Promise<Topic | null> {
  const [row] = await db.delete(topics).where(eq(topics.id, id)).returning();
  return row ?? null;
}

/** The topics of some posts, each in its post's language, by post id. */
export async function topicsOfPosts(db: Database, postIds: number[]): Promise<Map<number, Topic[]>> {
  const result = new Map<number, Topic[]>();
  if (postIds.length === 0) return result;
  const rows = await db
    .select({ postId: postTopics.postId, topic: topics })
    .from(postTopics)
    .innerJoin(topics, eq(topics.id, postTopics.topicId))
    .where(inArray(postTopics.postId, postIds))
    .orderBy(asc(topics.slug));
  for (const row of rows) result.set(row.postId, [...(result.get(row.postId) ?? []), row.topic]);
  return result;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Refuses a post save naming a topic or an author that does not exist (deleted meanwhile, or a
 * hostile client), before anything is written. Undefined: not part of the save.
 */
export async function checkPostReferences(
  tx: Transaction,
  topicIds: number[] | undefined,
  authorId: number | null | undefined,
): Promise<void> {
  const wanted = [...new Set(topicIds ?? [])];
  if (wanted.length) {
    const found = await tx.select({ id: topics.id }).from(topics).where(inArray(topics.id, wanted));
    if (found.length !== wanted.length) throw new UnknownReferenceError("topicIds");
  }
  if (authorId !== null && authorId !== undefined) {
    const [found] = await tx.select({ id: authors.id }).from(authors).where(eq(authors.id, authorId));
    if (!found) throw new UnknownReferenceError("authorId");
  }
}

/** Replaces a post's topics inside its save; undefined leaves them as they are. */
export async function replacePostTopics(tx: Transaction, postId: number, topicIds: number[] | undefined) {
  if (topicIds === undefined) return;
  const wanted = [...new Set(topicIds)];
  await tx.delete(postTopics).where(eq(postTopics.postId, postId));
  if (wanted.length) await tx.insert(postTopics).values(wanted.map((topicId) => ({ postId, topicId })));
}

// ---------------------------------------------------------------------------------------------
// Authors

export async function listAuthors(db: Database): Promise<Author[]> {
  return db.select().from(authors).orderBy(asc(authors.nameEn));
}

export async function readAuthor(db: Database, slug: string, locale: Locale): Promise<AuthorPageData | null> {
  const [row] = await db.select().from(authors).where(eq(authors.slug, slug)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    ...authorProfile(row, locale),
    names: { ar: row.nameAr, en: row.nameEn },
    postCounts: await publicCounts(db, eq(posts.authorId, row.id)),
  };
}

export async function readAuthorById(db: Database, id: number): Promise<Author | null> {
  const [row] = await db.select().from(authors).where(eq(authors.id, id)).limit(1);
  return row ?? null;
}

/** Every author with public posts, per language, for the sitemaps. */
export async function authorsWithPublicPosts(db: Database) {
  const rows = await db
    .select({ slug: authors.slug, locale: posts.locale, total: count(), lastmod: sql<string>`max(${posts.updatedAt})` })
    .from(authors)
    .innerJoin(posts, and(eq(posts.authorId, authors.id), isPublicSql))
    .groupBy(authors.slug, posts.locale)
    .orderBy(asc(authors.slug));
  return rows.map((row) => ({ ...row, lastmod: new Date(row.lastmod).toISOString() }));
}

export async function createAuthor(
  db: Database,
  input: AuthorInput,
  options: { demo?: boolean } = {},
): Promise<Author> {
  try {
    const [row] = await db
      .insert(authors)
      .values({ ...input, demo: options.demo ?? false })
      .returning();
    if (!row) throw new Error("Insert returned no row");
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new TaxonomySlugTakenError(input.slug);
    if (isForeignKeyViolation(error)) throw new StaffAccountUnknownError();
    throw error;
  }
}

export async function updateAuthor(db: Database, id: number, input: AuthorInput): Promise<Author | null> {
  try {
    const [row] = await db
      .update(authors)
      // Saved by someone: the author is the company's own from now on, no longer the demo's.
      .set({ ...input, demo: false, updatedAt: sql`now()` })
      .where(eq(authors.id, id))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error)) throw new TaxonomySlugTakenError(input.slug);
    if (isForeignKeyViolation(error)) throw new StaffAccountUnknownError();
    throw error;
  }
}

export async function deleteAuthor(db: Database, id: number): Promise<Author | null> {
  const [row] = await db.delete(authors).where(eq(authors.id, id)).returning();
  return row ?? null;
}
