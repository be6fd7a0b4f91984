import "server-only";
import { getServiceContent } from "@/content/services";
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "@/content/service-slugs";
import type { Locale } from "@/i18n/locales";
import { getMatchingPosts } from "@/server/posts/public";
import { arabicSearchForm } from "@/server/search/post-query";

export { SEARCH_TERM_MAX } from "@/lib/search-term";

export type SiteSearchResult = {
  services: Array<{ href: string; title: string; excerpt: string }>;
  posts: Array<{ href: string; title: string; excerpt: string; publishedAt: string }>;
};

/** Text as the search compares it: lower case, and Arabic as the post search sees it (see arabicSearchForm). */
export function normaliseForSearch(text: string): string {
  return arabicSearchForm(text.toLowerCase());
}

/** Words of the term, in the compared form (variant letters unified, the article ال taken off). */
function searchWords(term: string): string[] {
  return normaliseForSearch(term)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
}

/** Services whose bundled content mentions every word of the term, best matches (in the title) first. */
async function matchingServices(locale: Locale, term: string) {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const results: Array<{ href: string; title: string; excerpt: string; score: number }> = [];
  for (const slug of [...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS]) {
    const content = await getServiceContent(locale, slug);
    if (!content) continue;
    const title = normaliseForSearch(`${content.title} ${content.meta.title}`);
    const body = normaliseForSearch(
      [
        content.content,
        content.description,
        ...content.features.steps.map((step) => `${step.key} ${step.description}`),
        ...content.faqs.map((faq) => `${faq.key} ${faq.description}`),
      ].join(" "),
    );
    if (!words.every((word) => title.includes(word) || body.includes(word))) continue;
    const score = words.filter((word) => title.includes(word)).length * 10 + words.length;
    results.push({ href: `/services/${slug}`, title: content.title, excerpt: content.content, score });
  }
  return results.sort((a, b) => b.score - a.score).map(({ score: _score, ...result }) => result);
}

/** The site search behind /?s= (docs/decisions.md, decision 36): services and posts in the page's language. */
export async function searchSite(locale: Locale, term: string): Promise<SiteSearchResult> {
  const [services, posts] = await Promise.all([matchingServices(locale, term), getMatchingPosts(locale, term)]);
  return {
    services,
    posts: posts.map((post) => ({
      href: `/blog/${encodeURIComponent(post.slug)}`,
      title: post.title,
      excerpt: post.excerpt,
      publishedAt: post.publishedAt,
    })),
  };
}
