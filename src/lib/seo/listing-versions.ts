import { locales, type Locale } from "@/i18n/locales";
import { listingPageHref } from "@/lib/routing/listing-pages";
import { localizedPath } from "./urls";

/**
 * The language versions of a topic's or an author's listing, for hreflang: the first page links the
 * languages that have posts to list (and always itself); a later page is its own document and links
 * only itself, as the blog's later pages do (the other language has its own number of pages).
 */
export function listingVersions(
  locale: Locale,
  path: string,
  page: number,
  postCounts: Record<Locale, number>,
): Partial<Record<Locale, string>> {
  if (page > 1) return { [locale]: localizedPath(locale, listingPageHref(path, page)) };
  const versions: Partial<Record<Locale, string>> = {};
  for (const other of locales) {
    if (other === locale || postCounts[other] > 0) versions[other] = localizedPath(other, path);
  }
  return versions;
}
