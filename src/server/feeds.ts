import "server-only";
import { stat } from "node:fs/promises";
import path from "node:path";
import { getTranslations } from "next-intl/server";
import { localeInfo, type Locale } from "@/i18n/locales";
import { renderRss, type FeedItem } from "@/lib/feeds/rss";
import { localizedPath } from "@/lib/seo/urls";
import { getFeedPosts, getTopicFeedPosts } from "@/server/posts/public";
import { siteOrigin } from "./site";
import { fileStorage } from "./storage";
import { uploadKey } from "./uploads";
import { brandedTitle } from "@/lib/seo/metadata";

type FeedPost = Awaited<ReturnType<typeof getFeedPosts>>[number];

const IMAGE_TYPES: Record<string, string> = {
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
};

/**
 * The file behind a cover's site path (a bundled image under public/, or an upload), for the
 * enclosure's real byte size. Null for other addresses or a file that is missing.
 */
export async function coverFile(cover: string): Promise<{ length: number; type: string } | null> {
  if (!cover.startsWith("/") || cover.includes("..")) return null;
  const type = IMAGE_TYPES[path.extname(cover).toLowerCase()];
  if (!type) return null;
  if (cover.startsWith("/uploads/")) {
    const key = uploadKey(cover);
    const info = key
      ? await fileStorage()
          .head(key)
          .catch(() => null)
      : null;
    return info ? { length: info.length, type: info.contentType } : null;
  }
  const file = path.join(process.cwd(), "public", cover);
  try {
    const info = await stat(file);
    return info.isFile() ? { length: info.size, type } : null;
  } catch {
    return null;
  }
}

async function items(locale: Locale, origin: string, posts: FeedPost[]): Promise<FeedItem[]> {
  return Promise.all(
    posts.map(async (post) => {
      const file = post.coverImage ? await coverFile(post.coverImage) : null;
      return {
        title: post.title,
        link: `${origin}${localizedPath(locale, `/blog/${encodeURIComponent(post.slug)}`)}`,
        description: post.excerpt,
        publishedAt: post.publishedAt,
        author: post.author,
        image: file ? { url: new URL(post.coverImage, origin).toString(), ...file } : undefined,
      };
    }),
  );
}

/** The RSS feed of a language's latest public posts. */
export async function feedXml(locale: Locale): Promise<string> {
  const origin = siteOrigin();
  const t = await getTranslations({ locale });
  const posts = await getFeedPosts(locale, 20);
  return renderRss({
    title: brandedTitle(t("blog.title"), t("site.name")),
    link: `${origin}${localizedPath(locale, "/blog")}`,
    selfUrl: `${origin}${localizedPath(locale, "/feed.xml")}`,
    description: t("blog.meta.description"),
    language: localeInfo[locale].languageTag,
    items: await items(locale, origin, posts),
  });
}

/** The RSS feed of a topic's latest public posts in a language; null when there is no such topic. */
export async function topicFeedXml(locale: Locale, slug: string): Promise<string | null> {
  const origin = siteOrigin();
  const found = await getTopicFeedPosts(locale, slug, 20);
  if (!found) return null;
  const t = await getTranslations({ locale });
  const { topic } = found;
  return renderRss({
    title: brandedTitle(t("blog.topic.metaTitle", { topic: topic.name }), t("site.name")),
    link: `${origin}${localizedPath(locale, `/blog/topics/${topic.slug}`)}`,
    selfUrl: `${origin}${localizedPath(locale, `/blog/topics/${topic.slug}/feed.xml`)}`,
    description: topic.description || t("blog.topic.description", { topic: topic.name }),
    language: localeInfo[locale].languageTag,
    items: await items(locale, origin, found.posts),
  });
}
