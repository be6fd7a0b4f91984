import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import type { Locale } from "@/i18n/locales";
import { NO_STORE, PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { renderNotFoundPage, renderPlainErrorPage } from "@/lib/plain-error-page";
import { localizedPath } from "@/lib/seo/urls";

const messages = { ar, en } as const;

/**
 * A small script-free error page in the path's language, for the answers the proxy gives before
 * any page renders (an invalid preview link, a dashboard address that names nothing). A 404 is as
 * shareable as the pages it stands for; a 503 is never stored.
 */
export function errorPageResponse(locale: Locale, status: 404 | 503, headers: HeadersInit = {}): Response {
  const text = messages[locale];
  const copy = text.errors[String(status) as "404" | "503"];
  const html =
    status === 404
      ? renderNotFoundPage(locale, text)
      : renderPlainErrorPage({
          locale,
          status,
          title: copy.title,
          description: copy.description,
          homeLabel: text.nav.home,
          homeHref: localizedPath(locale, "/"),
          siteName: text.site.name,
        });
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": status === 404 ? PUBLIC_CACHE_CONTROL : NO_STORE,
      "x-robots-tag": "noindex",
      ...headers,
    },
  });
}
