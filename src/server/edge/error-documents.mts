/**
 * The error answers the edge (server.mjs) writes itself, in the language of the path's prefix: a
 * small script-free HTML document for pages (status, localised title and message, a link home; the
 * same document bots get), JSON with a code and a localised message for /api/ addresses.
 *
 * Every error page a browser loads comes from here: Next.js 16.3+ does not render a not-found or
 * error screen into the HTML of a full page load (an empty `<html id="__next_error__">` shell that
 * only JavaScript fills; vercel/next.js#62228), so the edge answers for it. Navigations inside the
 * site still show the in-app screens (the not-found.tsx and error.tsx files under app/[locale]).
 *
 * Plain TypeScript with erasable types, imported directly by server.mjs.
 */
import ar from "../../../messages/ar.json" with { type: "json" };
import en from "../../../messages/en.json" with { type: "json" };
import { NO_STORE, PUBLIC_CACHE_CONTROL } from "../../lib/http/cache-control.ts";
import { renderPlainErrorPage } from "../../lib/plain-error-page.ts";

export type ErrorStatus = 400 | 403 | 404 | 405 | 500 | 503;

const CODES: Record<ErrorStatus, string> = {
  400: "bad_request",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  500: "server_error",
  503: "unavailable",
};

export function isErrorStatus(status: number): status is ErrorStatus {
  return status in CODES;
}

export type ErrorDocument = { headers: Record<string, string>; body: string };

/** The language of an address: English under /en, Arabic everywhere else. */
export function addressLocale(url: string): "ar" | "en" {
  return /^\/en(?:[/?#]|$)/.test(url) ? "en" : "ar";
}

/**
 * What names nothing is the same for everyone, and a shared cache must be able to replace a page it
 * holds with it (an unpublished post): as shareable, and as briefly, as the pages themselves.
 * Failures and refusals for one person are never stored.
 */
function cacheControl(status: ErrorStatus): string {
  return status === 400 || status === 404 || status === 405 ? PUBLIC_CACHE_CONTROL : NO_STORE;
}

export function errorDocument(status: ErrorStatus, url: string, extra: Record<string, string> = {}): ErrorDocument {
  const locale = addressLocale(url);
  const messages = locale === "en" ? en : ar;
  const copy = messages.errors[String(status) as `${ErrorStatus}`];
  const headers = { "cache-control": cacheControl(status), "x-content-type-options": "nosniff", ...extra };
  if (/^\/api(?:[/?]|$)/.test(url)) {
    return {
      headers: { ...headers, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ error: { status, code: CODES[status], message: copy.description } }),
    };
  }
  return {
    headers: { ...headers, "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" },
    body: renderPlainErrorPage({
      locale,
      status,
      title: copy.title,
      description: copy.description,
      homeLabel: messages.nav.home,
      homeHref: locale === "en" ? "/en" : "/",
    }),
  };
}
