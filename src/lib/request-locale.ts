import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from "@/i18n/locales";

/**
 * The language to answer an API call in, when the call does not name one: the page it came from
 * (the dashboard sends its own URL as Referer), then the visitor's language cookie, then
 * Accept-Language, then Arabic.
 */
export function requestLocale(request: Request, explicit?: unknown): Locale {
  if (isLocale(explicit)) return explicit;
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host === new URL(request.url).host || from.host === request.headers.get("host")) {
        return /^\/en(\/|$)/.test(from.pathname) ? "en" : "ar";
      }
    } catch {
      // Not a URL: fall through.
    }
  }
  const cookie = (request.headers.get("cookie") ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE.name}=`))
    ?.slice(LOCALE_COOKIE.name.length + 1);
  if (isLocale(cookie)) return cookie;
  for (const range of (request.headers.get("accept-language") ?? "").split(",")) {
    const language = range.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(language)) return language;
  }
  return defaultLocale;
}
