import "server-only";
import { locales, type Locale } from "@/i18n/locales";
import { renderSitemap, type SitemapEntry } from "@/lib/feeds/sitemap";
import { STATIC_PUBLIC_PATHS } from "@/lib/routing/site-routes";
import { hreflangAlternates, localizedPath } from "@/lib/seo/urls";
import { getSitemapPosts } from "@/server/posts/public";
import { siteOrigin } from "./site";

function absolute(origin: string, links: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(links).map(([lang, path]) => [lang, `${origin}${path}`]));
}

/** The pages of one locale, each with its alternates (spec §2 route list). */
export async function sitemapEntries(locale: Locale): Promise<SitemapEntry[]> {
  const origin = siteOrigin();
  const pages: SitemapEntry[] = STATIC_PUBLIC_PATHS.map((path) => ({
    loc: `${origin}${localizedPath(locale, path)}`,
    changefreq: path === "/blog" ? "daily" : "monthly",
    priority: path === "/" ? 1 : path.startsWith("/services") ? 0.8 : 0.6,
    alternates: absolute(
      origin,
      hreflangAlternates(Object.fromEntries(locales.map((other) => [other, localizedPath(other, path)]))),
    ),
  }));
  // Each public post, with its translation only when one is public (DESIGN.md decision 4).
  const posts: SitemapEntry[] = (await getSitemapPosts(locale)).map((post) => {
    const versions: Partial<Record<Locale, string>> = {
      [locale]: localizedPath(locale, `/blog/${encodeURIComponent(post.slug)}`),
    };
    if (post.translation) {
      versions[post.translation.locale] = localizedPath(
        post.translation.locale,
        `/blog/${encodeURIComponent(post.translation.slug)}`,
      );
    }
    return {
      loc: `${origin}${versions[locale]}`,
      lastmod: post.updatedAt,
      changefreq: "monthly",
      priority: 0.7,
      alternates: absolute(origin, hreflangAlternates(versions)),
    };
  });
  return [...pages, ...posts];
}

export async function sitemapXml(locale: Locale): Promise<string> {
  return renderSitemap(await sitemapEntries(locale));
}
