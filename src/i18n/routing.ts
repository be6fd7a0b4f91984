import { defineRouting } from "next-intl/routing";
import { LOCALE_COOKIE, defaultLocale, locales } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Arabic has no prefix, English lives under /en; /ar/... redirects to the unprefixed path.
  localePrefix: "as-needed",
  localeDetection: true,
  localeCookie: {
    name: LOCALE_COOKIE.name,
    maxAge: LOCALE_COOKIE.maxAgeSeconds,
    sameSite: LOCALE_COOKIE.sameSite,
    path: LOCALE_COOKIE.path,
  },
  // Pages declare their own hreflang alternates (DESIGN.md decision 4); a blanket Link header
  // would claim translations that do not exist.
  alternateLinks: false,
});
