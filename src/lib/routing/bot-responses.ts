import ar from "../../../messages/ar.json";
import en from "../../../messages/en.json";
import type { Locale } from "@/i18n/locales";
import { renderPlainErrorPage } from "@/lib/plain-error-page";
import { localizedPath } from "@/lib/seo/urls";
import { notFoundMessage, type NotFoundReason } from "./not-found-message";

const messages = { ar, en } as const;

/** A script-free error response for a bot user agent (DESIGN.md decision 9). */
export function botErrorResponse(
  locale: Locale,
  status: 404 | 503,
  reason: NotFoundReason | "unavailable",
  path: string,
  headers: HeadersInit = {},
): Response {
  const text = messages[locale];
  const copy = status === 404 ? text.errors["404"] : text.errors["503"];
  const html = renderPlainErrorPage({
    locale,
    status,
    title: copy.title,
    description: copy.description,
    message: reason === "unavailable" ? undefined : notFoundMessage(reason, path),
    homeLabel: text.nav.home,
    homeHref: localizedPath(locale, "/"),
  });
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
      ...headers,
    },
  });
}
