import { createHash } from "node:crypto";
import type { Locale } from "../../i18n/locales.ts";

/**
 * The cache tags of the public content (Next.js Cache Components: `cacheTag` on every cached read,
 * `revalidateTag` or `updateTag` after every write). A whole page cached by Next.js carries the tags
 * of every read it made, so the same tags refresh the page. One place, so that a read and the write
 * that changes it cannot disagree on a name. (Imported by server.mjs too: relative imports only.)
 */
export const TAGS = {
  /** Everything cached about one post: its page data and rendered content. */
  post: (id: number) => `post:${id}`,
  /**
   * A lookup by slug, including "no public post here", so a post created later under it shows.
   * Hashed: an Arabic slug percent-encoded can pass the 256 characters a tag may have.
   */
  slug: (slug: string) => `slug:${createHash("sha256").update(slug).digest("base64url")}`,
  /** The posts linked as translations of each other (hreflang, the language switcher). */
  translations: (group: string) => `translations:${group}`,
  /** A language's blog listing, feed and sitemap. */
  listing: (locale: Locale) => `listing:${locale}`,
  /** A language's search index of posts. */
  search: (locale: Locale) => `search:${locale}`,
  /** Every topic's names and slugs (topic pages, the topics shown on posts). */
  topics: "topics",
  /** Every staff author's profile (author pages, bylines). */
  authors: "authors",
  /** The redirects of addresses that have no page (any more): read by a request that would be a 404. */
  redirects: "redirects",
  /** The site settings the marketing team edits: read by every page. */
  settings: "settings",
  /**
   * What a read answered while `next build` prerendered (the build never opens the database):
   * server.mjs expires it at start, so every page the build made is rendered again from the database.
   */
  build: "build",
} as const;
