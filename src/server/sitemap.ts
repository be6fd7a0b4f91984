import "server-only";
import { locales, type Locale } from "@/i18n/locales";
import { renderSitemap, type SitemapEntry } from "@/lib/feeds/sitemap";
import { STATIC_PUBLIC_PATHS } from "@/lib/routing/site-routes";
import { hreflangAlternates, localizedPath } from "@/lib/seo/urls";
import { getSitemapPosts, getSitemapTaxonomy } from "@/server/posts/public";
import { siteOrigin } from "./site";

function absolute(origin: string, links: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(links).map(([lang, path]) => [lang, `${origin}${path}`]));
}

/** The pages of one locale, each with its alternates. */
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
  // Each public post, with its translation only when one is public (docs/decisions.md, decision 3).
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
  // Topic and author pages with posts in this language, each linked to its version in the other
  // language when that one has posts too (the same rule as their hreflang).
  const taxonomy = await getSitemapTaxonomy();
  const listings: SitemapEntry[] = (
    [
      ["topics", taxonomy.topics],
      ["authors", taxonomy.authors],
    ] as const
  ).flatMap(([kind, rows]) =>
    rows
      .filter((row) => row.locale === locale)
      .map((row) => {
        const path = `/blog/${kind}/${row.slug}`;
        const versions: Partial<Record<Locale, string>> = {};
        for (const other of locales) {
          if (rows.some((candidate) => candidate.slug === row.slug && candidate.locale === other))
            versions[other] = localizedPath(other, path);
        }
        return {
          loc: `${origin}${localizedPath(locale, path)}`,
          lastmod: row.lastmod,
          changefreq: "weekly" as const,
          priority: 0.5,
          alternates: absolute(origin, hreflangAlternates(versions)),
        };
      }),
  );
  return [...pages, ...posts, ...listings];
}

export async function sitemapXml(locale: Locale): Promise<string> {
  return renderSitemap(await sitemapEntries(locale));
}
