import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { isLocale, type Locale } from "@/i18n/locales";
import { posts, type DeltaDocument } from "@/server/db/schema";

/** What the post stores share: which posts are public, and how a row's values are read. */

/** Posts outside the trash: the only ones the dashboard's lists and the editor work on (trash.ts). */
export const notTrashedSql: SQL = sql`${posts.trashedAt} IS NULL`;

/**
 * Visitors see published (or scheduled and due) posts whose publication time has come, unless they
 * are in the trash: a trashed post's page is a 404 and it leaves listings, feeds and sitemaps.
 */
export const isPublicSql: SQL = sql`(${posts.status} IN ('published', 'scheduled') AND ${posts.publishedAt} IS NOT NULL AND ${posts.publishedAt} <= now() AND ${posts.trashedAt} IS NULL)`;

const WORDS_PER_MINUTE = 200;
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function asLocale(value: string): Locale {
  if (!isLocale(value)) throw new Error(`Unexpected locale in the database: ${value}`);
  return value;
}

export function excerptOf(metaDescription: string, plainText: string): string {
  if (metaDescription.trim()) return metaDescription.trim();
  const text = plainText.replace(/\s+/g, " ").trim();
  return text.length <= 180 ? text : `${text.slice(0, 177).replace(/\s+\S*$/, "")}…`;
}

export function normaliseDelta(value: unknown): DeltaDocument {
  return value && typeof value === "object" && Array.isArray((value as DeltaDocument).ops)
    ? (value as DeltaDocument)
    : { ops: [] };
}

/** A LIKE pattern that finds `text` anywhere, its own `%`, `_` and `\\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** What an editor writes in a post, as a post row and each of its revisions both store it. */
export const WRITTEN_COLUMNS = [
  "locale",
  "slug",
  "title",
  "metaDescription",
  "coverImage",
  "coverFocusX",
  "coverFocusY",
  "seoTitle",
  "socialImage",
  "canonicalUrl",
  "noindex",
  "content",
  "status",
  "publishedAt",
  "author",
  "authorId",
] as const satisfies ReadonlyArray<keyof typeof posts.$inferSelect>;

type WrittenRow = Pick<typeof posts.$inferSelect, (typeof WRITTEN_COLUMNS)[number]>;

/** A row's written fields as they are stored: a revision copies them from its post. */
export function writtenColumns(row: WrittenRow): WrittenRow {
  return Object.fromEntries(WRITTEN_COLUMNS.map((column) => [column, row[column]])) as WrittenRow;
}

/** A row's written fields as the editor and the API read them. */
export function writtenFields(row: WrittenRow) {
  return {
    ...writtenColumns(row),
    locale: asLocale(row.locale),
    content: normaliseDelta(row.content),
    publishedAt: iso(row.publishedAt),
  };
}
