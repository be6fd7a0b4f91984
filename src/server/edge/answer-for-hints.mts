/**
 * Makes a response honest about what its page found out while rendering.
 *
 * Next.js with Cache Components sends a page's prerendered shell first, so the status line (200)
 * is written before a page rendered per request knows that its listing page does not exist, or that
 * the database is down. Such pages publish a hint instead (src/lib/http/edge-channels.ts); this
 * module, installed by server.mjs around each response, acts on it:
 *
 * - An HTML page answered 200 is held back (status line, headers and body) until it is complete,
 *   which for pages rendered from cached data is a matter of milliseconds. Past MAX_HELD_BYTES it
 *   is let through as it is.
 * - When the response is complete, or as soon as its status is known for anything else, an error
 *   page (Next.js's own 403/404/500 outside /api/, or a hinted 404 for a 200, 503 for a 200 or a
 *   500) is replaced
 *   by the edge's own error document in the address's language (error-documents.mts: HTML, or
 *   JSON for an API answer the database outage prevented): never stored, 503 with Retry-After.
 * - A hinted status message becomes the reason phrase of a 404 or 503 (spec §8's catalogue).
 * - A page sent whole gets its script policy completed from its HTML (script-policy.mts).
 *
 * Plain TypeScript with erasable types, imported directly by server.mjs.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { RETRY_AFTER_SECONDS } from "../../lib/http/cache-control.ts";
import type { ResponseHint } from "../../lib/http/edge-channels.ts";
import { errorDocument, isErrorStatus, type ErrorStatus } from "./error-documents.mts";
import { bodyOf, type Chunk, type ScriptPolicy } from "./script-policy.mts";

/** An HTML page larger than this is not held back (no page of the site comes near it). */
export const MAX_HELD_BYTES = 4 * 1024 * 1024;

/** Headers of the original answer that do not describe the edge's own document. */
const REPLACED_HEADERS = [
  "content-type",
  "content-encoding",
  "content-length",
  "transfer-encoding",
  "etag",
  "last-modified",
  "link",
  "vary",
  "cache-control",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-postponed",
  "x-nextjs-stale-time",
];

type Callback = (error?: Error | null) => void;

export type HintedResponseLog = (fields: { status: number; statusMessage?: string; replaced: boolean }) => void;

/** The status the hints make of a response about to be written with `status`. */
export function hintedStatus(hint: ResponseHint, status: number): number {
  if (hint.status === 503 && (status === 200 || status === 500)) return 503;
  if (hint.status === 404 && status === 200) return 404;
  return status;
}

/**
 * Whether the edge writes the answer itself: an error page (HTML) of a status it has a document
 * for, or an API answer the app could not give because the database was down.
 */
function answersItself(status: number, contentType: string, hint: ResponseHint, url: string): status is ErrorStatus {
  if (!isErrorStatus(status)) return false;
  const api = /^\/api(?:[/?]|$)/.test(url);
  // Route handlers under /api/ write their own pages on purpose (the sign-in popup's refusal).
  if (contentType.startsWith("text/html")) return !api;
  // An API answer is JSON: Next.js's own (an empty 405 for a method a route does not export) is
  // replaced by the edge's.
  if (api && !contentType.startsWith("application/json")) return true;
  return status === 503 && hint.status === 503;
}

/** A reason phrase is printable ASCII: anything else (a non-ASCII path) stays percent-encoded. */
export function reasonPhrase(message: string): string {
  return message.replace(/[^\x20-\x7e]/g, (character) => encodeURIComponent(character));
}

export function answerForHints(
  request: IncomingMessage,
  response: ServerResponse,
  hint: ResponseHint,
  onError: HintedResponseLog,
  scripts?: ScriptPolicy,
): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  const flushHeaders = response.flushHeaders.bind(response);
  const url = request.url ?? "/";

  let state: "open" | "holding" | "through" | "answered" = "open";
  let held: { status: number; headers: OutgoingHttpHeaders | undefined } | null = null;
  const chunks: Chunk[] = [];
  let heldBytes = 0;

  const callLater = (args: unknown[]) => {
    const callback = args.find((arg): arg is Callback => typeof arg === "function");
    if (callback) queueMicrotask(() => callback());
  };

  /** Writes the edge's own document in place of whatever the app was sending. */
  const answer = (status: ErrorStatus) => {
    state = "answered";
    chunks.length = 0;
    for (const name of REPLACED_HEADERS) response.removeHeader(name);
    const document = errorDocument(
      status,
      url,
      status === 503 ? { "retry-after": String(hint.retryAfterSeconds ?? RETRY_AFTER_SECONDS) } : {},
    );
    const message = hint.statusMessage ? reasonPhrase(hint.statusMessage) : undefined;
    onError({ status, statusMessage: hint.statusMessage, replaced: true });
    if (message) writeHead(status, message, document.headers);
    else writeHead(status, document.headers);
    end(request.method === "HEAD" ? undefined : document.body);
  };

  /** Sends the status line as the app gave it, with the hinted reason phrase for a 404 or 503. */
  const sendHead = (status: number, headers: OutgoingHttpHeaders | undefined) => {
    if (status === 200 && hint.contentLength !== undefined && !response.getHeader("content-encoding"))
      response.setHeader("content-length", hint.contentLength);
    if (status >= 400) onError({ status, statusMessage: hint.statusMessage, replaced: false });
    const message =
      hint.statusMessage && (status === 404 || status === 503) ? reasonPhrase(hint.statusMessage) : undefined;
    if (message) writeHead(status, message, headers);
    else writeHead(status, headers);
  };

  const release = () => {
    if (!held) return;
    state = "through";
    const { status, headers } = held;
    held = null;
    sendHead(status, headers);
    // One write: the compression around the edge then compresses the page in one piece.
    const body = bodyOf(chunks.splice(0));
    if (body.length > 0) write(body);
  };

  response.writeHead = function (status: number, ...rest: unknown[]) {
    if (state === "through" || state === "answered") return response;
    // While a page is held nothing has been sent, so every chunk (write and end below) asks for
    // the same status line again: that changes nothing.
    if (state === "holding" && status === held?.status) return response;
    // A different status line (Next.js starting over with a redirect or its error page) replaces
    // what was held. A body the app compressed itself is one stream, so its bytes so far stay (a
    // redirect's body is not read; an error page is replaced whole below).
    if (state === "holding") {
      if (!response.getHeader("content-encoding")) {
        chunks.length = 0;
        heldBytes = 0;
      }
      held = null;
      state = "open";
    }
    if (typeof rest[0] === "string") rest.shift();
    const headers = rest[0] as OutgoingHttpHeaders | undefined;
    if (headers && typeof headers === "object" && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) response.setHeader(name, value);
    }
    const type = String(response.getHeader("content-type") ?? "");
    const final = hintedStatus(hint, status);
    if (answersItself(final, type, hint, url)) {
      answer(final);
      return response;
    }
    if (status === 200 && request.method === "GET" && type.startsWith("text/html")) {
      state = "holding";
      held = { status, headers: undefined };
      return response;
    }
    state = "through";
    sendHead(status, undefined);
    // What a page the app compressed itself wrote before it started over starts the same stream.
    for (const { chunk, encoding } of chunks.splice(0)) write(chunk, encoding);
    return response;
  } as typeof response.writeHead;

  response.flushHeaders = function () {
    if (state === "through") flushHeaders();
  };

  response.write = function (chunk: unknown, ...rest: unknown[]) {
    // Every chunk asks for the status line as it stands (as Node's own write does before the head is
    // sent): a page that starts over with a redirect or an error page has set another status.
    if (state === "open" || state === "holding") response.writeHead(response.statusCode);
    if (state === "answered") {
      callLater(rest);
      return true;
    }
    if (state === "holding") {
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
        chunks.push({ chunk, encoding: typeof rest[0] === "string" ? rest[0] : undefined });
        heldBytes += typeof chunk === "string" ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
      }
      callLater(rest);
      if (heldBytes > MAX_HELD_BYTES) release();
      return true;
    }
    return write(chunk, ...rest);
  } as typeof response.write;

  response.end = function (...args: unknown[]) {
    if (state === "open" || state === "holding") response.writeHead(response.statusCode);
    if (state === "answered") {
      callLater(args);
      return response;
    }
    if (state === "holding") {
      const [chunk] = args;
      if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
        chunks.push({ chunk, encoding: typeof args[1] === "string" ? args[1] : undefined });
      }
      // The page is complete: now its hints are all known.
      const final = hintedStatus(hint, held?.status ?? 200);
      if (answersItself(final, "text/html", hint, url)) {
        answer(final);
        callLater(args);
        return response;
      }
      if (scripts) chunks.splice(0, chunks.length, ...scripts.complete(response, chunks));
      release();
      return end(...args.filter((arg) => typeof arg === "function"));
    }
    return end(...args);
  } as typeof response.end;
}
