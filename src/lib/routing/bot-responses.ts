import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import type { Locale } from "@/i18n/locales";
import { NO_STORE } from "@/lib/http/cache-control";
import { renderPlainErrorPage } from "@/lib/plain-error-page";
import { localizedPath } from "@/lib/seo/urls";

const messages = { ar, en } as const;

/** A script-free error response for a bot user agent (DESIGN.md decision 9), in the path's language. */
export function botErrorResponse(locale: Locale, status: 404 | 503, headers: HeadersInit = {}): Response {
  const text = messages[locale];
  const copy = text.errors[String(status) as "404" | "503"];
  const html = renderPlainErrorPage({
    locale,
    status,
    title: copy.title,
    description: copy.description,
    homeLabel: text.nav.home,
    homeHref: localizedPath(locale, "/"),
  });
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": NO_STORE,
      "x-robots-tag": "noindex",
      ...headers,
    },
  });
}
