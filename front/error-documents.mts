/**
 * The error answers the front server writes itself, in the language of the path's prefix: a small
 * script-free HTML document for pages (status, localised title and message, a way on), JSON with a
 * code and a localised message under /api/.
 *
 * Every error page a browser loads on a full visit comes from here: Next.js 16 writes its
 * not-found and error screens into an empty `<html id="__next_error__">` document that only
 * JavaScript fills (the canary test, tests/e2e/next-canary.spec.ts, keeps checking that this is
 * still so). Navigations inside the site still show the app's own screens.
 */
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { NO_STORE, PUBLIC_CACHE_CONTROL } from "../src/lib/http/cache-control.ts";
import { renderNotFoundPage, renderPlainErrorPage } from "../src/lib/plain-error-page.ts";
import { RESOURCE_CONTENT_SECURITY_POLICY, securityHeaders } from "../src/lib/security/headers.ts";

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

export const isApiAddress = (url: string) => /^\/api(?:[/?]|$)/.test(url);

/** The headers every answer carries, written here for the answers the app never sees. */
const SECURITY_HEADERS: Record<string, string> = {
  ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value])),
  "content-security-policy": RESOURCE_CONTENT_SECURITY_POLICY,
};

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
  const headers = { ...SECURITY_HEADERS, "cache-control": cacheControl(status), ...extra };
  if (isApiAddress(url)) {
    return {
      headers: { ...headers, "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify({ error: { status, code: CODES[status], message: copy.description } }),
    };
  }
  return {
    headers: { ...headers, "content-type": "text/html; charset=utf-8", "x-robots-tag": "noindex" },
    body:
      status === 404
        ? renderNotFoundPage(locale, messages)
        : renderPlainErrorPage({
            locale,
            status,
            title: copy.title,
            description: copy.description,
            homeLabel: messages.nav.home,
            homeHref: locale === "en" ? "/en" : "/",
            siteName: messages.site.name,
          }),
  };
}
