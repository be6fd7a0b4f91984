import "server-only";
import type { Locale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import {
  getPublicPost,
  getPublicPostStamp,
  latestPublicPosts,
  listPublicPosts,
  listPublicPostsForSitemap,
  publicListingStamp,
  searchPublicPosts,
} from "./store";
import { cachedStamp } from "./stamp-cache";
import type { PublicPostPayload } from "./types";

/** Posts per page of the blog listing. */
export const BLOG_PAGE_SIZE = 9;

/** The public post behind /blog/{slug}, or null; throws StoreUnavailableError when the database is down. */
export async function findPublicPost(slug: string) {
  return withStore(async () => getPublicPost(await getDb(), slug));
}

/** The public API's view of a post (spec §7). */
export async function findPublicPostPayload(slug: string): Promise<PublicPostPayload | null> {
  const post = await findPublicPost(slug);
  return post
    ? {
        title: post.title,
        meta_description: post.meta_description,
        cover_image: post.cover_image,
        content: post.content,
      }
    : null;
}

/** Which version of a post /blog/{slug} shows (memoised for a moment, see stamp-cache.ts). */
export async function findPostStamp(slug: string) {
  return cachedStamp(`post:${slug}`, () => withStore(async () => getPublicPostStamp(await getDb(), slug)));
}

/** Which version of a locale's blog listing /blog shows (memoised for a moment, see stamp-cache.ts). */
export async function findListingStamp(locale: Locale) {
  return cachedStamp(`listing:${locale}`, () => withStore(async () => publicListingStamp(await getDb(), locale)));
}

export async function findBlogPage(locale: Locale, page: number) {
  return withStore(async () => listPublicPosts(await getDb(), { locale, page, pageSize: BLOG_PAGE_SIZE }));
}

export async function findSitemapPosts(locale: Locale) {
  return withStore(async () => listPublicPostsForSitemap(await getDb(), locale));
}

export async function findFeedPosts(locale: Locale, limit = 20) {
  return withStore(async () => latestPublicPosts(await getDb(), locale, limit));
}

export async function findMatchingPosts(locale: Locale, term: string) {
  return withStore(async () => searchPublicPosts(await getDb(), locale, term, 20));
}
