import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { getTranslations } from "next-intl/server";
import { isBuildPhase } from "@/env";
import type { Locale } from "@/i18n/locales";
import { renderDelta } from "@/lib/delta";
import { TAGS } from "@/server/cache/tags";
import { getDb, type Database } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { withImageDimensions } from "./image-dimensions";
import { authorsWithPublicPosts, readAuthor, readTopic, topicsWithPublicPosts } from "@/server/taxonomy/store";
import {
  latestPublicPosts,
  listPublicPosts,
  listPublicPostsForSitemap,
  readPublicPost,
  relatedPublicPosts,
  searchPublicPosts,
} from "./public-reads";
import type { PublicPost } from "./types";

/**
 * The public reads of the blog, cached with Next.js Cache Components. Every entry is tagged with
 * what can change it (src/server/cache/tags.ts) and invalidated by the write that changes it
 * (revalidate.ts); a page cached whole carries the same tags. A scheduled post becomes public
 * through a write too, at its time (scheduled.ts). A database failure is never cached: it
 * propagates (StoreUnavailableError).
 */

/** Posts per page of the blog listing. */
export const BLOG_PAGE_SIZE = 9;

/**
 * A cached read: the store's answer, kept for days unless a write ends it sooner; while `next build`
 * prerenders, `atBuild` (the build never opens the database), tagged so that server.mjs expires it
 * when the site starts.
 */
async function publicRead<T>(atBuild: T, read: (db: Database) => Promise<T>): Promise<T> {
  cacheLife("days");
  if (isBuildPhase()) {
    cacheTag(TAGS.build);
    return atBuild;
  }
  return withStore(async () => read(await getDb()));
}

export type PublicPostPage = PublicPost & { contentHtml: string };

/** The public post behind /blog/{slug} with its rendered content, or null. */
export async function getPublicPost(slug: string): Promise<PublicPostPage | null> {
  "use cache";
  cacheTag(TAGS.slug(slug), TAGS.topics, TAGS.authors);
  const post = await publicRead(null, (db) => readPublicPost(db, slug));
  if (!post) return null;
  cacheTag(TAGS.post(post.id));
  if (post.translationGroup) cacheTag(TAGS.translations(post.translationGroup));
  return { ...post, contentHtml: await postContentHtml(post) };
}

/** A post's text as its page shows it: its videos named in the post's language. */
export async function postContentHtml(post: Pick<PublicPost, "content" | "locale" | "title">): Promise<string> {
  const t = await getTranslations({ locale: post.locale, namespace: "blog" });
  return withImageDimensions(renderDelta(post.content, { videoTitle: t("videoTitle", { title: post.title }) }));
}

const EMPTY_LISTING = { posts: [], total: 0, page: 1, pageCount: 1 };

/** One page of a language's blog listing. */
export async function getBlogPage(locale: Locale, page: number) {
  "use cache";
  cacheTag(TAGS.listing(locale));
  return publicRead({ ...EMPTY_LISTING, page }, (db) =>
    listPublicPosts(db, { locale, page, pageSize: BLOG_PAGE_SIZE }),
  );
}

/** A language's public posts for its sitemap, with their public translations. */
export async function getSitemapPosts(locale: Locale) {
  "use cache";
  cacheTag(TAGS.listing(locale));
  return publicRead([], (db) => listPublicPostsForSitemap(db, locale));
}

/** A language's newest public posts, for its RSS feed. */
export async function getFeedPosts(locale: Locale, limit = 20) {
  "use cache";
  cacheTag(TAGS.listing(locale), TAGS.authors);
  return publicRead([], (db) => latestPublicPosts(db, locale, limit));
}

/** Posts of a language matching a search term. */
export async function getMatchingPosts(locale: Locale, term: string) {
  "use cache";
  cacheTag(TAGS.search(locale));
  return publicRead([], (db) => searchPublicPosts(db, locale, term, 20));
}

/** Posts to read after one (same topics first, same language, public). */
export async function getRelatedPosts(postId: number, locale: Locale) {
  "use cache";
  // Any public post of the language may become related, and topics decide the order.
  cacheTag(TAGS.listing(locale), TAGS.topics);
  return publicRead([], (db) => relatedPublicPosts(db, postId, locale, 3));
}

/** A topic and one page of its posts in a language; null when there is no such topic. */
export async function getTopicPage(locale: Locale, slug: string, page: number) {
  "use cache";
  cacheTag(TAGS.listing(locale), TAGS.listing(locale === "ar" ? "en" : "ar"), TAGS.topics);
  return publicRead(null, async (db) => {
    const topic = await readTopic(db, slug, locale);
    if (!topic) return null;
    const filter = { topicId: topic.id };
    return { topic, listing: await listPublicPosts(db, { locale, page, pageSize: BLOG_PAGE_SIZE, filter }) };
  });
}

/** An author and one page of their posts in a language; null when there is no such author. */
export async function getAuthorPage(locale: Locale, slug: string, page: number) {
  "use cache";
  cacheTag(TAGS.listing(locale), TAGS.listing(locale === "ar" ? "en" : "ar"), TAGS.authors);
  return publicRead(null, async (db) => {
    const author = await readAuthor(db, slug, locale);
    if (!author) return null;
    const filter = { authorId: author.id };
    return { author, listing: await listPublicPosts(db, { locale, page, pageSize: BLOG_PAGE_SIZE, filter }) };
  });
}

/** Topics and authors with public posts, per language, for the sitemaps. */
export async function getSitemapTaxonomy() {
  "use cache";
  cacheTag(TAGS.listing("ar"), TAGS.listing("en"), TAGS.topics, TAGS.authors);
  return publicRead({ topics: [], authors: [] }, async (db) => {
    const [topics, authors] = await Promise.all([topicsWithPublicPosts(db), authorsWithPublicPosts(db)]);
    return { topics, authors };
  });
}

/** A topic's newest public posts in a language, for its feed; null when there is no such topic. */
export async function getTopicFeedPosts(locale: Locale, slug: string, limit = 20) {
  "use cache";
  cacheTag(TAGS.listing(locale), TAGS.topics, TAGS.authors);
  return publicRead(null, async (db) => {
    const topic = await readTopic(db, slug, locale);
    return topic ? { topic, posts: await latestPublicPosts(db, locale, limit, { topicId: topic.id }) } : null;
  });
}
