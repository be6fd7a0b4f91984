import "server-only";
import { getTranslations } from "next-intl/server";
import { localeInfo, type Locale } from "@/i18n/locales";
import { renderRss } from "@/lib/feeds/rss";
import { localizedPath } from "@/lib/seo/urls";
import { getFeedPosts } from "@/server/posts/public";
import { siteOrigin } from "./site";

/** The RSS feed of a language's latest public posts. */
export async function feedXml(locale: Locale): Promise<string> {
  const origin = siteOrigin();
  const t = await getTranslations({ locale });
  const posts = await getFeedPosts(locale, 20);
  return renderRss({
    title: `${t("blog.title")} | ${t("site.name")}`,
    link: `${origin}${localizedPath(locale, "/blog")}`,
    selfUrl: `${origin}${localizedPath(locale, "/feed.xml")}`,
    description: t("blog.meta.description"),
    language: localeInfo[locale].languageTag,
    items: posts.map((post) => ({
      title: post.title,
      link: `${origin}${localizedPath(locale, `/blog/${encodeURIComponent(post.slug)}`)}`,
      description: post.excerpt,
      publishedAt: post.publishedAt,
      author: post.author,
      image: post.coverImage ? new URL(post.coverImage, origin).toString() : undefined,
    })),
  });
}
