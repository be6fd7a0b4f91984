import { parsePageNumber } from "./page-number";

/**
 * Listings paginate by path (/blog, /blog/page/2, /blog/topics/cloud/page/3) so that every page of
 * them is a cache entry of its own; the query form they had (?page=2) redirects here (src/proxy.ts).
 */
export const listingPageHref = (basePath: string, page: number) => (page <= 1 ? basePath : `${basePath}/page/${page}`);

/** The number of a later page's address (/page/{n}): 2 or more, as plain digits; null for anything else. */
export function laterPageNumber(segment: string): number | null {
  const page = parsePageNumber(segment);
  return page !== null && page >= 2 ? page : null;
}

/** The unprefixed paths of listings, whose old `?page=` addresses redirect to their path form. */
const LISTING = /^\/blog(?:\/(?:topics|authors)\/[^/]+)?$/;

/**
 * Where an old listing address with `?page=` now lives: the path form for a page number, the listing
 * itself for page 1; null when the path is no listing, or the number is not one (a 404).
 */
export function listingPageFor(path: string, page: string[]): string | null | "invalid" {
  if (!LISTING.test(path) || page.length === 0) return null;
  const number = parsePageNumber(page.length === 1 ? page[0] : page);
  return number === null ? "invalid" : listingPageHref(path, number);
}
