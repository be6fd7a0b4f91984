import { match } from "@formatjs/intl-localematcher";
import Negotiator from "negotiator";
import { defaultLocale, isLocale, locales, type Locale } from "@/i18n/locales";

/**
 * The language a visitor arriving at the root `/` should see (docs/decisions.md, decision 2): the one they
 * chose with the language switcher (the locale cookie), else the best match of their browser's
 * Accept-Language, else Arabic.
 */
export function preferredLocale(cookie: string | undefined, acceptLanguage: string | null): Locale {
  if (isLocale(cookie)) return cookie;
  if (!acceptLanguage) return defaultLocale;
  const requested = new Negotiator({ headers: { "accept-language": acceptLanguage } })
    .languages()
    .filter((tag) => tag !== "*");
  if (requested.length === 0) return defaultLocale;
  try {
    const matched = match(requested, [...locales], defaultLocale);
    return isLocale(matched) ? matched : defaultLocale;
  } catch {
    // A malformed language tag.
    return defaultLocale;
  }
}
