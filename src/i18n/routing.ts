import { defineRouting } from "next-intl/routing";
import { defaultLocale, locales } from "./locales";

export const routing = defineRouting({
  locales,
  defaultLocale,
  // Arabic has no prefix, English lives under /en; /ar/... redirects to the unprefixed path.
  localePrefix: "as-needed",
  // The proxy chooses the language at the root only (docs/decisions.md, decision 2), from the cookie the
  // language switcher writes in the browser: next-intl neither detects nor writes a cookie.
  localeDetection: false,
  localeCookie: false,
  // Pages declare their own hreflang alternates (docs/decisions.md, decision 3); a blanket Link header
  // would claim translations that do not exist.
  alternateLinks: false,
});
