import type { Locale } from "@/i18n/locales";

/**
 * Internal routes the proxy rewrites public URLs to. They are not reachable from outside: a path
 * whose first segment starts with the prefix is a 404.
 */
export const INTERNAL_PREFIX = "x-";

export const internalRoutes = {
  /** A blog post, keyed by the post's current stamp so every save renders a fresh page. */
  post: (locale: Locale, slug: string, stamp: string) => `/${locale}/x-post/${encodeURIComponent(slug)}/${stamp}`,
  /** A page of the blog listing, keyed by the listing's current stamp. */
  blogPage: (locale: Locale, page: number, stamp: string) => `/${locale}/x-blog/${page}/${stamp}`,
  search: (locale: Locale) => `/${locale}/x-search`,
  unavailable: (locale: Locale) => `/${locale}/x-unavailable`,
  /** No route: renders the 404 screen. */
  missing: (locale: Locale) => `/${locale}/x-missing`,
};

export function isInternalPath(path: string): boolean {
  return path.split("/")[1]?.startsWith(INTERNAL_PREFIX) ?? false;
}

/** The blog listing's page number from ?page=: 1 when absent, null when malformed. */
export function parsePageParameter(value: string | null): number | null {
  if (value === null) return 1;
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) : null;
}

/** The number of posts in a listing stamp ("total-updated-published"). */
export function totalFromListingStamp(stamp: string): number {
  return Number(stamp.split("-")[0]) || 0;
}
