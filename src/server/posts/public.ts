import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Locale } from "@/i18n/locales";
import { renderDelta } from "@/lib/delta";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { withImageDimensions } from "./image-dimensions";
import {
  latestPublicPosts,
  listPublicPosts,
  listPublicPostsForSitemap,
  nextPublication,
  readPublicPost,
  searchPublicPosts,
} from "./store";
import type { PublicPost } from "./types";

/**
 * The public reads of the blog, cached with Next.js Cache Components. Every entry is tagged with
 * what can change it (src/server/cache/tags.ts) and invalidated by the write that changes it
 * (revalidate.ts); a scheduled post's entries end at its publication time, so it appears on time
 * without a write. A database failure is never cached: it propagates (StoreUnavailableError).
 */

/** Posts per page of the blog listing. */
export const BLOG_PAGE_SIZE = 9;

/** Cache entries live this long unless a write or a publication time ends them sooner. */
const DEFAULT_LIFE = "days";

/**
 * Ends a cache entry when the next scheduled publication it depends on comes (one call per cached
 * invocation, as cacheLife requires).
 */
function lifeUntil(next: Date | null): void {
  if (!next) {
    cacheLife(DEFAULT_LIFE);
    return;
  }
  const seconds = Math.max(1, Math.ceil((next.getTime() - Date.now()) / 1000));
  if (seconds >= 24 * 60 * 60) cacheLife(DEFAULT_LIFE);
  // Every reader renders per request, so a short-lived entry is fine: gone at the publication time.
  else cacheLife({ stale: seconds, revalidate: seconds, expire: seconds });
}

export type PublicPostPage = PublicPost & { contentHtml: string };

/** The public post behind /blog/{slug} with its rendered content, or null. */
export async function getPublicPost(slug: string): Promise<PublicPostPage | null> {
  "use cache";
  cacheTag(TAGS.slug(slug));
  const { post, next } = await withStore(async () => {
    const db = await getDb();
    const [found, upcoming] = await Promise.all([readPublicPost(db, slug), nextPublication(db, { slug })]);
    return { post: found, next: upcoming };
  });
  lifeUntil(next);
  if (!post) return null;
  cacheTag(TAGS.post(post.id));
  if (post.translationGroup) cacheTag(TAGS.translations(post.translationGroup));
  return { ...post, contentHtml: await withImageDimensions(renderDelta(post.content)) };
}

/** One page of a language's blog listing. */
export async function getBlogPage(locale: Locale, page: number) {
  "use cache";
  cacheTag(TAGS.listing(locale));
  const { listing, next } = await withStore(async () => {
    const db = await getDb();
    const [found, upcoming] = await Promise.all([
      listPublicPosts(db, { locale, page, pageSize: BLOG_PAGE_SIZE }),
      nextPublication(db, { locale }),
    ]);
    return { listing: found, next: upcoming };
  });
  lifeUntil(next);
  return listing;
}

/** A language's public posts for its sitemap, with their public translations. */
export async function getSitemapPosts(locale: Locale) {
  "use cache";
  cacheTag(TAGS.listing(locale));
  const { posts, next } = await withStore(async () => {
    const db = await getDb();
    const [found, upcoming] = await Promise.all([listPublicPostsForSitemap(db, locale), nextPublication(db, {})]);
    return { posts: found, next: upcoming };
  });
  lifeUntil(next);
  return posts;
}

/** A language's newest public posts, for its RSS feed. */
export async function getFeedPosts(locale: Locale, limit = 20) {
  "use cache";
  cacheTag(TAGS.listing(locale));
  const { posts, next } = await withStore(async () => {
    const db = await getDb();
    const [found, upcoming] = await Promise.all([
      latestPublicPosts(db, locale, limit),
      nextPublication(db, { locale }),
    ]);
    return { posts: found, next: upcoming };
  });
  lifeUntil(next);
  return posts;
}

/** Posts of a language matching a search term. */
export async function getMatchingPosts(locale: Locale, term: string) {
  "use cache";
  cacheTag(TAGS.search(locale));
  const { posts, next } = await withStore(async () => {
    const db = await getDb();
    const [found, upcoming] = await Promise.all([
      searchPublicPosts(db, locale, term, 20),
      nextPublication(db, { locale }),
    ]);
    return { posts: found, next: upcoming };
  });
  lifeUntil(next);
  return posts;
}
