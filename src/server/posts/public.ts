import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import type { Locale } from "@/i18n/locales";
import { renderDelta } from "@/lib/delta";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { withImageDimensions } from "./image-dimensions";
import { authorsWithPublicPosts, readAuthor, readTopic, topicsWithPublicPosts } from "@/server/taxonomy/store";
import {
  latestPublicPosts,
  listPublicPosts,
  listPublicPostsForSitemap,
  nextPublication,
  readPublicPostPage,
  relatedPublicPostsUntilNext,
  searchPublicPosts,
} from "./public-reads";
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
  cacheTag(TAGS.slug(slug), TAGS.topics, TAGS.authors);
  const { post, next } = await withStore(async () => readPublicPostPage(await getDb(), slug));
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
  cacheTag(TAGS.listing(locale), TAGS.authors);
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

/** Posts to read after one (same topics first, same language, public). */
export async function getRelatedPosts(postId: number, locale: Locale) {
  "use cache";
  // Any public post of the language may become related, and topics decide the order.
  cacheTag(TAGS.listing(locale), TAGS.topics);
  const { posts, next } = await withStore(async () => relatedPublicPostsUntilNext(await getDb(), postId, locale, 3));
  lifeUntil(next);
  return posts;
}

/** A topic and one page of its posts in a language; null when there is no such topic. */
export async function getTopicPage(locale: Locale, slug: string, page: number) {
  "use cache";
  cacheTag(TAGS.listing(locale), TAGS.listing(locale === "ar" ? "en" : "ar"), TAGS.topics);
  const { result, next } = await withStore(async () => {
    const db = await getDb();
    const topic = await readTopic(db, slug, locale);
    const [listing, upcoming] = await Promise.all([
      topic
        ? listPublicPosts(db, { locale, page, pageSize: BLOG_PAGE_SIZE, filter: { topicId: topic.id } })
        : Promise.resolve(null),
      nextPublication(db, {}),
    ]);
    return { result: topic && listing ? { topic, listing } : null, next: upcoming };
  });
  lifeUntil(next);
  return result;
}

/** An author and one page of their posts in a language; null when there is no such author. */
export async function getAuthorPage(locale: Locale, slug: string, page: number) {
  "use cache";
  cacheTag(TAGS.listing(locale), TAGS.listing(locale === "ar" ? "en" : "ar"), TAGS.authors);
  const { result, next } = await withStore(async () => {
    const db = await getDb();
    const author = await readAuthor(db, slug, locale);
    const [listing, upcoming] = await Promise.all([
      author
        ? listPublicPosts(db, { locale, page, pageSize: BLOG_PAGE_SIZE, filter: { authorId: author.id } })
        : Promise.resolve(null),
      nextPublication(db, {}),
    ]);
    return { result: author && listing ? { author, listing } : null, next: upcoming };
  });
  lifeUntil(next);
  return result;
}

/** Topics and authors with public posts, per language, for the sitemaps. */
export async function getSitemapTaxonomy() {
  "use cache";
  cacheTag(TAGS.listing("ar"), TAGS.listing("en"), TAGS.topics, TAGS.authors);
  const { result, next } = await withStore(async () => {
    const db = await getDb();
    const [topics, authors, upcoming] = await Promise.all([
      topicsWithPublicPosts(db),
      authorsWithPublicPosts(db),
      nextPublication(db, {}),
    ]);
    return { result: { topics, authors }, next: upcoming };
  });
  lifeUntil(next);
  return result;
}

/** A topic's newest public posts in a language, for its feed; null when there is no such topic. */
export async function getTopicFeedPosts(locale: Locale, slug: string, limit = 20) {
  "use cache";
  cacheTag(TAGS.listing(locale), TAGS.topics, TAGS.authors);
  const { result, next } = await withStore(async () => {
    const db = await getDb();
    const topic = await readTopic(db, slug, locale);
    const [posts, upcoming] = await Promise.all([
      topic ? latestPublicPosts(db, locale, limit, { topicId: topic.id }) : Promise.resolve([]),
      nextPublication(db, { locale }),
    ]);
    return { result: topic ? { topic, posts } : null, next: upcoming };
  });
  lifeUntil(next);
  return result;
}
