/**
 * Step three of the front server: the answer Next.js wrote → the answer that goes out. Pure: the
 * response class (site-response.mts) collects an answer, calls this, and sends what it returns.
 *
 * - An HTML error answer outside /api/ becomes the front's own document (error-documents.mts:
 *   Next.js's screens are empty shells without JavaScript). A page that failed to render (500) is
 *   answered 503 with Retry-After: its data could not be read now, which is what the site's only
 *   expected failure, the database being out of reach, means; search engines then keep the page.
 * - A 404 carries the reason phrase of the error catalogue (docs/decisions.md, "Error answers"),
 *   with the path but never the query.
 * - A public page answered 200 gets its script policy completed (page-finish.mts).
 * - A header that came twice with the same value comes once (a redirect has one Location).
 */
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from "node:http";
import { RETRY_AFTER_SECONDS } from "../src/lib/http/cache-control.ts";
import { notFoundMessage } from "../src/lib/routing/not-found-message.ts";
import { matchRoute } from "../src/lib/routing/site-routes.ts";
import { splitLocalePath } from "../src/lib/seo/urls.ts";
import { errorDocument, isApiAddress, isErrorStatus, type ErrorStatus } from "./error-documents.mts";
import type { PageFinisher } from "./page-finish.mts";

export type Answer = {
  status: number;
  statusMessage?: string;
  headers: OutgoingHttpHeaders;
  body: Buffer;
};

const text = (value: unknown) => (typeof value === "string" ? value : Array.isArray(value) ? value.join(", ") : "");

/** Headers of the app's answer that describe its own body, not the front's document. */
const BODY_HEADERS = ["content-length", "etag", "last-modified", "link", "vary", "x-nextjs-postponed"];

/** The catalogue's reason phrase for a 404 at this address (printable ASCII: the rest stays encoded). */
export function notFoundReason(url: string): string {
  const pathname = url.split("?", 1)[0] ?? "/";
  const { path } = splitLocalePath(pathname.replace(/\/+$/, "") || "/");
  const kind = matchRoute(path).kind;
  // A route that exists answering 404 refused its parameters (a page number past the last, say).
  const reason = kind === "post" ? "post" : kind === "unknown" ? "unknown" : "invalid-params";
  const message = notFoundMessage(reason, pathname);
  return message.replace(/[^\x20-\x7e]/g, (character) => encodeURIComponent(character));
}

/** The headers with each value once (Set-Cookie aside: two cookies of the same text are one). */
function withoutRepeats(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
  const once: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const values = Array.isArray(value) ? [...new Set(value)] : value;
    once[name] = Array.isArray(values) && values.length === 1 ? values[0] : values;
  }
  return once;
}

function documentAnswer(status: ErrorStatus, url: string, answer: Answer): Answer {
  const extra: Record<string, string> = status === 503 ? { "retry-after": String(RETRY_AFTER_SECONDS) } : {};
  const document = errorDocument(status, url, extra);
  const headers: OutgoingHttpHeaders = { ...answer.headers };
  for (const name of BODY_HEADERS) delete headers[name];
  return {
    status,
    statusMessage: status === 404 ? notFoundReason(url) : undefined,
    headers: { ...headers, ...document.headers },
    body: Buffer.from(document.body),
  };
}

/**
 * Whether a request is the app's own asking for a React payload: a navigation or prefetch (the RSC
 * header) or a Server Action (Next-Action). Only these get one; an address typed with `.rsc` on
 * the end is a missing page like any other.
 */
export function asksForRsc(headers: IncomingHttpHeaders): boolean {
  return headers.rsc !== undefined || headers["next-action"] !== undefined;
}

/** Headers Next.js uses between its own layers (the proxy's rewrite), never meant for a client. */
const INTERNAL_HEADER = /^x-middleware-/;

export function finishAnswer(answer: Answer, url: string, finishPage: PageFinisher, rscAsked = false): Answer {
  // Next.js 16.4 writes a page's headers twice while it makes the page (once from the render, once
  // from the cache entry it made): a redirect with two Locations, two identical Links.
  const headers = withoutRepeats(answer.headers);
  for (const name of Object.keys(headers)) if (INTERNAL_HEADER.test(name)) delete headers[name];
  answer = { ...answer, headers };
  const type = text(answer.headers["content-type"]);
  if (type.startsWith("text/x-component") && !rscAsked) return documentAnswer(404, url, answer);
  const html = type.startsWith("text/html");
  if (isApiAddress(url)) {
    // Route handlers answer for themselves (JSON, or a page for a plain form post); Next.js's own
    // answer under /api/ (an empty 405 for a method a route does not export) is made JSON.
    if (isErrorStatus(answer.status) && !type) return documentAnswer(answer.status, url, answer);
    return answer;
  }
  if (html && isErrorStatus(answer.status))
    return documentAnswer(answer.status === 500 ? 503 : answer.status, url, answer);
  const policy = text(answer.headers["content-security-policy"]);
  if (html && answer.status === 200 && policy) {
    const page = finishPage(policy, answer.body);
    return { ...answer, headers: { ...answer.headers, "content-security-policy": page.policy }, body: page.html };
  }
  return answer;
}
