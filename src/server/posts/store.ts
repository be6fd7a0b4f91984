import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, min, ne, or, sql, type SQL } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { isLocale, type Locale } from "@/i18n/locales";
import { deltaToPlainText } from "@/lib/delta";
import type { ValidPostInput } from "@/lib/validation/post";
import type { Database } from "@/server/db/client";
import { authors, posts, postTopics, type DeltaDocument, type PostStatus } from "@/server/db/schema";
import { postSearchSql } from "@/server/search/post-query";
import {
  authorProfile,
  checkPostReferences,
  replacePostTopics,
  topicLink,
  topicsOfPosts,
} from "@/server/taxonomy/store";
import type { EditablePost, PostListItem, PostSummary, PublicFootprint, PublicPost } from "./types";

export class SlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The slug "${slug}" is already used by another post`);
    this.name = "SlugTakenError";
  }
}

export class VersionConflictError extends Error {
  constructor(readonly current: EditablePost) {
    super("The post was changed by someone else since it was opened");
    this.name = "VersionConflictError";
  }
}

export class PostNotFoundError extends Error {
  constructor(readonly id: number) {
    super(`No post with id ${id}`);
    this.name = "PostNotFoundError";
  }
}

export class InvalidTranslationError extends Error {
  constructor() {
    super("A translation must be another post in the other language");
    this.name = "InvalidTranslationError";
  }
}

/** Visitors see published (or scheduled and due) posts whose publication time has come. */
export const isPublicSql: SQL = sql`(${posts.status} IN ('published', 'scheduled') AND ${posts.publishedAt} IS NOT NULL AND ${posts.publishedAt} <= now())`;

const WORDS_PER_MINUTE = 200;
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function asLocale(value: string): Locale {
  if (!isLocale(value)) throw new Error(`Unexpected locale in the database: ${value}`);
  return value;
}

function excerptOf(metaDescription: string, plainText: string): string {
  if (metaDescription.trim()) return metaDescription.trim();
  const text = plainText.replace(/\s+/g, " ").trim();
  return text.length <= 180 ? text : `${text.slice(0, 177).replace(/\s+\S*$/, "")}…`;
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let current = error as
      { code?: string; constraint_name?: string; constraint?: string; message?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (
      current.code === "23505" &&
      (current.constraint_name === constraint ||
        current.constraint === constraint ||
        current.message?.includes(constraint))
    ) {
      return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Public reads

export async function readPublicPost(db: Database, slug: string): Promise<PublicPost | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.slug, slug), isPublicSql))
    .limit(1);
  return row ? publicPostOf(db, row) : null;
}

/**
 * Any post by id, public or not, in the shape of the public page: what a preview link shows
 * (preview.ts). Its translation is named only if that one is public.
 */
export async function readPreviewPost(db: Database, id: number): Promise<PublicPost | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
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
  return {
    id: row.id,
    slug: row.slug,
    locale,
    title: row.title,
    meta_description: row.metaDescription,
    cover_image: row.coverImage,
    content: normaliseDelta(row.content),
    author: row.author,
    authorProfile: writer ? authorProfile(writer, locale) : null,
    topics: (topicsById.get(row.id) ?? []).map((topic) => topicLink(topic, locale)),
    publishedAt: iso(row.publishedAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
    version: row.version,
    readingMinutes: readingMinutes(row.wordCount),
    translationGroup: row.translationGroup,
    translation,
  };
}

/**
 * The next time a post that is not yet public becomes public (a scheduled post, or one published
 * with a future date): for one slug and the posts linked to it as translations, for one language,
 * or for the whole blog. Cached public reads end at this time, so the post appears without a write.
 */
export async function nextPublication(db: Database, scope: { slug?: string; locale?: Locale }): Promise<Date | null> {
  const conditions: SQL[] = [sql`${posts.status} IN ('published', 'scheduled')`, sql`${posts.publishedAt} > now()`];
  if (scope.locale) conditions.push(eq(posts.locale, scope.locale));
  if (scope.slug) {
    conditions.push(
      or(
        eq(posts.slug, scope.slug),
        sql`${posts.translationGroup} = (SELECT translation_group FROM posts WHERE slug = ${scope.slug})`,
      ) as SQL,
    );
  }
  const [row] = await db
    .select({ next: min(posts.publishedAt) })
    .from(posts)
    .where(and(...conditions));
  return row?.next ? new Date(row.next) : null;
}

/** The columns a post card needs (listings, related posts), and the card made of them. */
const SUMMARY_COLUMNS = {
  slug: posts.slug,
  locale: posts.locale,
  title: posts.title,
  metaDescription: posts.metaDescription,
  plainText: sql<string>`left(${posts.plainText}, 400)`,
  coverImage: posts.coverImage,
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
  publishedAt: Date | null;
  wordCount: number;
}): PostSummary {
  return {
    slug: row.slug,
    locale: asLocale(row.locale),
    title: row.title,
    excerpt: excerptOf(row.metaDescription, row.plainText),
    coverImage: row.coverImage,
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
    .where(and(eq(posts.locale, locale), isPublicSql))
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
      metaDescription: posts.metaDescription,
      plainText: sql<string>`left(${posts.plainText}, 400)`,
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
      metaDescription: posts.metaDescription,
      plainText: sql<string>`left(${posts.plainText}, 400)`,
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

// ---------------------------------------------------------------------------------------------
// Dashboard reads and writes

function normaliseDelta(value: unknown): DeltaDocument {
  return value && typeof value === "object" && Array.isArray((value as DeltaDocument).ops)
    ? (value as DeltaDocument)
    : { ops: [] };
}

async function toEditable(db: Database, row: typeof posts.$inferSelect): Promise<EditablePost> {
  let translation: EditablePost["translation"] = null;
  if (row.translationGroup) {
    const [other] = await db
      .select({ id: posts.id, locale: posts.locale, slug: posts.slug, title: posts.title })
      .from(posts)
      .where(and(eq(posts.translationGroup, row.translationGroup), ne(posts.id, row.id)))
      .limit(1);
    if (other) translation = { ...other, locale: asLocale(other.locale) };
  }
  const now = Date.now();
  const topicRows = await db
    .select({ id: postTopics.topicId })
    .from(postTopics)
    .where(eq(postTopics.postId, row.id))
    .orderBy(asc(postTopics.topicId));
  return {
    id: row.id,
    locale: asLocale(row.locale),
    slug: row.slug,
    title: row.title,
    metaDescription: row.metaDescription,
    coverImage: row.coverImage,
    content: normaliseDelta(row.content),
    status: row.status,
    publishedAt: iso(row.publishedAt),
    author: row.author,
    authorId: row.authorId,
    topicIds: topicRows.map((topic) => topic.id),
    createdBy: row.createdBy,
    version: row.version,
    createdAt: iso(row.createdAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
    translation,
    isPublic: row.status !== "draft" && !!row.publishedAt && new Date(row.publishedAt).getTime() <= now,
  };
}

/** What the public site sees of a post (revalidate.ts works out the cache tags a write affects). */
export async function postFootprint(db: Database, id: number): Promise<PublicFootprint | null> {
  const [row] = await db
    .select({
      id: posts.id,
      slug: posts.slug,
      locale: posts.locale,
      translationGroup: posts.translationGroup,
      isPublic: sql<boolean>`${isPublicSql}`,
      upcoming: sql<boolean>`(${posts.status} = 'scheduled' AND ${posts.publishedAt} > now())`,
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row ? { ...row, locale: asLocale(row.locale), isPublic: !!row.isPublic, upcoming: !!row.upcoming } : null;
}

export async function getEditablePost(db: Database, id: number): Promise<EditablePost | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row ? toEditable(db, row) : null;
}

export async function isSlugAvailable(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(exceptId ? and(eq(posts.slug, slug), ne(posts.id, exceptId)) : eq(posts.slug, slug))
    .limit(1);
  return !row;
}

function columnsFrom(input: ValidPostInput) {
  const plainText = deltaToPlainText(input.content);
  const wordCount = plainText.split(/\s+/).filter(Boolean).length;
  // Publishing without a date publishes now; a draft keeps whatever date it had been given.
  const publishedAt = input.publishedAt ?? (input.status === "published" ? new Date() : null);
  return {
    locale: input.locale,
    slug: input.slug,
    title: input.title,
    metaDescription: input.metaDescription,
    coverImage: input.coverImage,
    content: input.content as DeltaDocument,
    plainText,
    wordCount,
    status: input.status as PostStatus,
    publishedAt,
    author: input.author,
    // Left out of the input: the post keeps its author.
    ...(input.authorId === undefined ? {} : { authorId: input.authorId }),
  };
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Links a post to its translation (or unlinks it), keeping at most one post per language in a group. */
async function linkTranslation(tx: Transaction, postId: number, locale: Locale, translationId: number | null) {
  const [current] = await tx.select({ group: posts.translationGroup }).from(posts).where(eq(posts.id, postId));
  const previousGroup = current?.group ?? null;

  if (translationId === null) {
    if (previousGroup) {
      await tx.update(posts).set({ translationGroup: null }).where(eq(posts.id, postId));
      await dissolveLoneGroup(tx, previousGroup);
    }
    return;
  }

  const [target] = await tx
    .select({ id: posts.id, locale: posts.locale, group: posts.translationGroup })
    .from(posts)
    .where(eq(posts.id, translationId));
  if (!target || target.id === postId || target.locale === locale) throw new InvalidTranslationError();
  if (previousGroup && previousGroup === target.group) return;

  const group = target.group ?? randomUUID();
  if (target.group) {
    // The target's group may already hold a post in this language: that link is replaced.
    await tx
      .update(posts)
      .set({ translationGroup: null })
      .where(and(eq(posts.translationGroup, target.group), eq(posts.locale, locale), ne(posts.id, postId)));
  } else {
    await tx.update(posts).set({ translationGroup: group }).where(eq(posts.id, target.id));
  }
  await tx.update(posts).set({ translationGroup: group }).where(eq(posts.id, postId));
  if (previousGroup) await dissolveLoneGroup(tx, previousGroup);
}

async function dissolveLoneGroup(tx: Transaction, group: string) {
  const [row] = await tx.select({ members: count() }).from(posts).where(eq(posts.translationGroup, group));
  if ((row?.members ?? 0) < 2)
    await tx.update(posts).set({ translationGroup: null }).where(eq(posts.translationGroup, group));
}

/** Creates a post; `createdBy` is the account that may change it besides the administrators. */
export async function createPost(
  db: Database,
  input: ValidPostInput,
  owner: { createdBy: number | null } = { createdBy: null },
): Promise<EditablePost> {
  try {
    const id = await db.transaction(async (tx) => {
      await checkPostReferences(tx, input.topicIds, input.authorId);
      const [row] = await tx
        .insert(posts)
        .values({ ...columnsFrom(input), createdBy: owner.createdBy })
        .returning({ id: posts.id });
      if (!row) throw new Error("Insert returned no row");
      await replacePostTopics(tx, row.id, input.topicIds);
      if (input.translationId) await linkTranslation(tx, row.id, input.locale, input.translationId);
      return row.id;
    });
    const created = await getEditablePost(db, id);
    if (!created) throw new Error("The new post vanished");
    return created;
  } catch (error) {
    if (isUniqueViolation(error, "posts_slug_unique")) throw new SlugTakenError(input.slug);
    throw error;
  }
}

/**
 * Saves a post over the version the editor started from. A newer version in the database means
 * someone else saved in between: nothing is overwritten and VersionConflictError carries theirs.
 */
export async function updatePost(
  db: Database,
  id: number,
  expectedVersion: number,
  input: ValidPostInput,
): Promise<EditablePost> {
  try {
    const updated = await db.transaction(async (tx) => {
      await checkPostReferences(tx, input.topicIds, input.authorId);
      const rows = await tx
        .update(posts)
        .set({ ...columnsFrom(input), version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(posts.id, id), eq(posts.version, expectedVersion)))
        .returning({ id: posts.id });
      if (rows.length === 0) return false;
      await replacePostTopics(tx, id, input.topicIds);
      await linkTranslation(tx, id, input.locale, input.translationId ?? null);
      return true;
    });
    const current = await getEditablePost(db, id);
    if (!current) throw new PostNotFoundError(id);
    if (!updated) throw new VersionConflictError(current);
    return current;
  } catch (error) {
    if (isUniqueViolation(error, "posts_slug_unique")) throw new SlugTakenError(input.slug);
    throw error;
  }
}

export async function deletePost(db: Database, id: number): Promise<{ slug: string; locale: Locale } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(posts)
      .where(eq(posts.id, id))
      .returning({ slug: posts.slug, locale: posts.locale, group: posts.translationGroup });
    if (!row) return null;
    if (row.group) await dissolveLoneGroup(tx, row.group);
    return { slug: row.slug, locale: asLocale(row.locale) };
  });
}

export type PostListQuery = {
  q?: string;
  status?: PostStatus;
  locale?: Locale;
  sort?: "updated" | "published" | "title";
  order?: "asc" | "desc";
  page?: number;
  pageSize?: number;
};

export async function listPosts(db: Database, query: PostListQuery = {}) {
  const pageSize = Math.min(Math.max(query.pageSize ?? 20, 1), 100);
  const page = Math.max(query.page ?? 1, 1);
  const conditions: SQL[] = [];
  if (query.q?.trim()) {
    conditions.push(ilike(posts.title, `%${query.q.trim().replace(/[\\%_]/g, (character) => `\\${character}`)}%`));
  }
  if (query.status) conditions.push(eq(posts.status, query.status));
  if (query.locale) conditions.push(eq(posts.locale, query.locale));
  const where = conditions.length ? and(...conditions) : undefined;
  const column =
    query.sort === "title" ? posts.title : query.sort === "published" ? posts.publishedAt : posts.updatedAt;
  const direction = query.order === "asc" ? asc : desc;
  const [totals] = await db.select({ total: count() }).from(posts).where(where);
  const rows = await db
    .select({
      id: posts.id,
      locale: posts.locale,
      slug: posts.slug,
      title: posts.title,
      status: posts.status,
      publishedAt: posts.publishedAt,
      updatedAt: posts.updatedAt,
      author: posts.author,
      isPublic: sql<boolean>`${isPublicSql}`,
    })
    .from(posts)
    .where(where)
    .orderBy(direction(column), desc(posts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const total = totals?.total ?? 0;
  const items: PostListItem[] = rows.map((row) => ({
    ...row,
    locale: asLocale(row.locale),
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt) ?? "",
    isPublic: !!row.isPublic,
  }));
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Post counts by status and language, for the dashboard home. */
export async function countPosts(db: Database) {
  const rows = await db
    .select({ status: posts.status, locale: posts.locale, total: count() })
    .from(posts)
    .groupBy(posts.status, posts.locale);
  return rows.map((row) => ({ status: row.status, locale: asLocale(row.locale), total: row.total }));
}

/** Posts in the other language that a post could be linked to as its translation. */
export async function translationCandidates(db: Database, locale: Locale, search = "") {
  const other: Locale = locale === "ar" ? "en" : "ar";
  const rows = await db
    .select({ id: posts.id, title: posts.title, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.locale, other), search ? ilike(posts.title, `%${search}%`) : undefined))
    .orderBy(desc(posts.updatedAt))
    .limit(50);
  return rows.map((row) => ({ ...row, locale: other }));
}

/** Whether the store holds any post at all (the demo content is only added to an empty store). */
export async function hasAnyPost(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(isNotNull(posts.id)).limit(1);
  return !!row;
}
