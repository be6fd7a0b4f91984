/**
 * The Cache-Control policies of the site: one place, for pages (set by the proxy) and for route
 * handlers alike.
 */

/**
 * Anything a save can change (public pages, the public post API, feeds, sitemaps): a shared cache
 * (nginx, a CDN) may keep it 10 seconds and then serve it stale for at
 * most 50 more while it fetches a fresh copy, so a change reaches every visitor within a minute
 * even through a cache that does not hear about invalidations. Browsers always revalidate.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, s-maxage=10, stale-while-revalidate=50";

/** A response for one signed-in person, or one that carries a cookie: never stored by anyone. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/** A response that must not be stored anywhere (errors, outages, API answers). */
export const NO_STORE = "no-store";

/** Seconds a client should wait before retrying while the database is down (one value everywhere). */
export const RETRY_AFTER_SECONDS = 30;
