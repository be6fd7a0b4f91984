import "server-only";
import { and, asc, count, desc, eq, ilike, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { deltaToPlainText } from "@/lib/delta";
import { mendLineDirections } from "@/lib/delta/direction";
import type { ValidPostInput } from "@/lib/validation/post";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { posts, postTopics, type DeltaDocument, type PostStatus } from "@/server/db/schema";
import { describeFromText } from "@/server/media/store";
import { checkPostReferences, replacePostTopics } from "@/server/taxonomy/store";
import { asLocale, containsPattern, isPublicSql, iso, notTrashedSql, writtenFields } from "./rows";
import { pageNowAt, postPath, redirectMovedPage } from "@/server/redirects/store";
import { recordRevision } from "./revisions";
import { keepTranslationsInStep, translationOutOfDateSql } from "./translation-status";
import { linkTranslation } from "./translations";
import type { EditablePost, PostListItem, PublicFootprint } from "./types";

/** What the dashboard reads and writes: a post as it is edited, saves and the post list (deleting: trash.ts). */

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

async function toEditable(db: Database, row: typeof posts.$inferSelect): Promise<EditablePost> {
  let translation: EditablePost["translation"] = null;
  if (row.translationGroup) {
    const [other] = await db
      .select({ id: posts.id, locale: posts.locale, slug: posts.slug, title: posts.title })
      .from(posts)
      .where(and(eq(posts.translationGroup, row.translationGroup), ne(posts.id, row.id), notTrashedSql))
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
    ...writtenFields(row),
    topicIds: topicRows.map((topic) => topic.id),
    createdBy: row.createdBy,
    demo: row.demo,
    version: row.version,
    createdAt: iso(row.createdAt) ?? "",
    updatedAt: iso(row.updatedAt) ?? "",
    translation,
    trashedAt: iso(row.trashedAt),
    isPublic:
      !row.trashedAt && row.status !== "draft" && !!row.publishedAt && new Date(row.publishedAt).getTime() <= now,
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
    })
    .from(posts)
    .where(eq(posts.id, id))
    .limit(1);
  return row ? { ...row, locale: asLocale(row.locale), isPublic: !!row.isPublic } : null;
}

/**
 * A post as the editor reads it. A trashed post is not one to edit (null), unless `includeTrashed`
 * asks for it: the trash and the audit trail read it too.
 */
export async function getEditablePost(
  db: Database,
  id: number,
  { includeTrashed = false }: { includeTrashed?: boolean } = {},
): Promise<EditablePost | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(includeTrashed ? eq(posts.id, id) : and(eq(posts.id, id), notTrashedSql))
    .limit(1);
  return row ? toEditable(db, row) : null;
}

export async function isSlugAvailable(db: Database, slug: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    // A trashed post's slug is free: the unique index leaves the trash out (trash.ts restores it elsewhere).
    .where(and(eq(posts.slug, slug), notTrashedSql, exceptId ? ne(posts.id, exceptId) : undefined))
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
    coverFocusX: input.coverFocusX,
    coverFocusY: input.coverFocusY,
    seoTitle: input.seoTitle,
    socialImage: input.socialImage,
    canonicalUrl: input.canonicalUrl,
    noindex: input.noindex,
    // An English line's direction follows its own text, whatever the editor sent (src/lib/delta/direction.ts).
    content: mendLineDirections(input.content, input.locale) as DeltaDocument,
    plainText,
    wordCount,
    status: storedStatus(input.status as PostStatus, publishedAt),
    publishedAt,
    // One author: with a staff profile chosen, the profile is the byline and no other text remains
    // to disagree with it (the feed, the structured data and the page all name the profile).
    author: typeof input.authorId === "number" ? "" : input.author,
    // Left out of the input: the post keeps its author.
    ...(input.authorId === undefined ? {} : { authorId: input.authorId }),
  };
}

/**
 * A post that is not a draft is "scheduled" while its date is to come and "published" from then
 * on, whichever the editor chose: the scheduler (scheduled.ts) moves it on at its time.
 */
function storedStatus(status: PostStatus, publishedAt: Date | null): PostStatus {
  if (status === "draft") return status;
  return publishedAt && publishedAt.getTime() > Date.now() ? "scheduled" : "published";
}

/** Whether a post saved with this input is public as soon as it is saved. */
function isPublicNow(input: ValidPostInput): boolean {
  if (input.status === "draft") return false;
  return !input.publishedAt || new Date(input.publishedAt).getTime() <= Date.now();
}

/** Who made a save, and what it was: kept with the revision it writes (revisions.ts). */
export type SaveContext = { savedBy?: number | null; restoredFrom?: number | null };

/**
 * Creates a post; `createdBy` is the account that may change it besides the administrators, `demo`
 * marks the demo content seeded on a first start (docs/content.md, "Demo content").
 */
export async function createPost(
  db: Database,
  input: ValidPostInput,
  owner: { createdBy: number | null; demo?: boolean } = { createdBy: null },
): Promise<EditablePost> {
  try {
    const id = await db.transaction(async (tx) => {
      await checkPostReferences(tx, input.topicIds, input.authorId);
      const [row] = await tx
        .insert(posts)
        .values({ ...columnsFrom(input), createdBy: owner.createdBy, demo: owner.demo ?? false })
        .returning({ id: posts.id });
      if (!row) throw new Error("Insert returned no row");
      await replacePostTopics(tx, row.id, input.topicIds);
      if (input.translationId) await linkTranslation(tx, row.id, input.locale, input.translationId);
      if (isPublicNow(input)) await pageNowAt(tx, postPath(input.locale, input.slug));
      await describeFromText(tx, input.content, input.locale);
      await recordRevision(tx, row.id, { savedBy: owner.createdBy });
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
  context: SaveContext = {},
): Promise<EditablePost> {
  try {
    const updated = await db.transaction(async (tx) => {
      await checkPostReferences(tx, input.topicIds, input.authorId);
      const [previous] = await tx
        .select({ slug: posts.slug, locale: posts.locale, isPublic: sql<boolean>`${isPublicSql}` })
        .from(posts)
        .where(eq(posts.id, id));
      const rows = await tx
        .update(posts)
        // Saved by someone: the post is the company's own from now on, no longer the demo's.
        .set({ ...columnsFrom(input), demo: false, version: sql`${posts.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(posts.id, id), eq(posts.version, expectedVersion), notTrashedSql))
        .returning({ id: posts.id });
      if (rows.length === 0) return false;
      await replacePostTopics(tx, id, input.topicIds);
      const linkedAnew = await linkTranslation(tx, id, input.locale, input.translationId ?? null);
      if (!linkedAnew) await keepTranslationsInStep(tx, id);
      await describeFromText(tx, input.content, input.locale);
      await recordRevision(tx, id, context);
      // A public post's old address leads to its new one, for the links and search results out there.
      const from = previous ? postPath(asLocale(previous.locale), previous.slug) : null;
      const to = postPath(input.locale, input.slug);
      if (previous?.isPublic && from !== null && from !== to) await redirectMovedPage(tx, from, to);
      else if (isPublicNow(input)) await pageNowAt(tx, to);
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
  const conditions: SQL[] = [notTrashedSql];
  if (query.q?.trim()) {
    conditions.push(ilike(posts.title, containsPattern(query.q.trim())));
  }
  if (query.status) conditions.push(eq(posts.status, query.status));
  if (query.locale) conditions.push(eq(posts.locale, query.locale));
  const where = and(...conditions);
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
      demo: posts.demo,
      isPublic: sql<boolean>`${isPublicSql}`,
      translationOutOfDate: translationOutOfDateSql,
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
    translationOutOfDate: !!row.translationOutOfDate,
  }));
  return { items, total, page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Post counts by status and language, for the dashboard home. */
export async function countPosts(db: Database) {
  const rows = await db
    .select({ status: posts.status, locale: posts.locale, total: count() })
    .from(posts)
    .where(notTrashedSql)
    .groupBy(posts.status, posts.locale);
  return rows.map((row) => ({ status: row.status, locale: asLocale(row.locale), total: row.total }));
}

/** Whether the store holds any post at all (the demo content is only added to an empty store). */
export async function hasAnyPost(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: posts.id }).from(posts).where(isNotNull(posts.id)).limit(1);
  return !!row;
}
