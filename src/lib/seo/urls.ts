import { defaultLocale, locales, type Locale } from "../../i18n/locales.ts";

/** The public path of an unprefixed route in a locale: Arabic has no prefix, English has /en. */
export function localizedPath(locale: Locale, path: string): string {
  const normalised = path.startsWith("/") ? path : `/${path}`;
  if (locale === defaultLocale) return normalised;
  return normalised === "/" ? `/${locale}` : `/${locale}${normalised}`;
}

/** localizedPath for an href that may carry a query or #hash ("/#services" → "/en#services"). */
export function localizedHref(locale: Locale, href: string): string {
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? "" : href.slice(split);
  return `${localizedPath(locale, path || "/")}${rest}`;
}

/** Splits a public path into its locale and the unprefixed path. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    // The default locale's prefix only appears on internal (rewritten) paths.
    if (pathname === `/${locale}`) return { locale, path: "/" };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: defaultLocale, path: pathname || "/" };
}

/** Query parameters that only say where a visitor came from; they never change the page. */
const TRACKING_PARAMETER = /^(utm_[a-z0-9_]*|gclid|fbclid|gbraid|wbraid|msclkid|mc_cid|mc_eid)$/i;

/** Removes tracking parameters from a query string; returns "" or "?a=b". */
export function cleanQuery(search: string | URLSearchParams | undefined): string {
  if (!search) return "";
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (TRACKING_PARAMETER.test(key)) params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Canonical URL: origin + path + query without tracking parameters (docs/decisions.md, decision 4). */
export function canonicalUrl(origin: string, pathname: string, search?: string | URLSearchParams): string {
  return `${origin}${pathname}${cleanQuery(search)}`;
}

/** The six Gulf markets of the hreflang alternates (docs/decisions.md, decision 3). */
export const MARKETS = ["SA", "AE", "KW", "QA", "BH", "OM"] as const;

/**
 * hreflang alternates for a page whose versions live at the given public paths
 * (docs/decisions.md, decision 3): one entry per market and language, the bare languages, and x-default (Arabic
 * when it exists). A locale without a version gets no entries.
 */
export function hreflangAlternates(paths: Partial<Record<Locale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of locales) {
    const path = paths[locale];
    if (!path) continue;
    for (const market of MARKETS) languages[`${locale}-${market}`] = path;
    languages[locale] = path;
  }
  const fallback = paths[defaultLocale] ?? locales.map((locale) => paths[locale]).find(Boolean);
  if (fallback) languages["x-default"] = fallback;
  return languages;
}

/** hreflang alternates for a route that exists in every locale under the same unprefixed path. */
export function routeAlternates(path: string): Record<string, string> {
  return hreflangAlternates(Object.fromEntries(locales.map((locale) => [locale, localizedPath(locale, path)])));
}
