/**
 * Step one of the front server (docs/architecture.md, "Request path"): a request → the guarded
 * request Next.js may see, or a refusal answered here.
 *
 * Refused, in the language of the path's prefix: methods the site does not speak, request targets
 * that are not a path, malformed percent-encoding, and control characters in the path or the
 * query. Next.js answers some of these with a 500 (a malformed %-sequence throws in its router), so
 * none of them reaches it. Pages are read with GET and HEAD; the dashboard's pages also take the
 * POST of a Server Action.
 */
import type { IncomingMessage } from "node:http";
import { errorDocument } from "./error-documents.mts";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/** What addresses outside /api/ answer to. */
export const PAGE_METHODS = ["GET", "HEAD"] as const;

const API_PATH = /^\/api(?:[/?]|$)/;
/** The signed-in pages, whose forms post to Server Actions. */
const ACTION_PAGES = /^(?:\/en)?\/dashboard(?:[/?]|$)/;

/** Controls (C0, DEL, C1) and the Unicode "noncharacters" that no URL of the site contains. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\ufffe\uffff]/;

export type Refusal = {
  status: 400 | 405;
  /** The reason, in English, for the log (never shown as page text). */
  reason: string;
  headers: Record<string, string>;
  body: string;
};

/** A refusal for a request that must not reach the app, or null when it may go on. */
export function refuseRequest(method: string | undefined, target: string | undefined): Refusal | null {
  // Node.js hands over the request target's bytes as Latin-1: a client that sends UTF-8 unencoded
  // (some do, for Arabic) must not have its letters taken for control characters.
  const url = Buffer.from(target ?? "", "latin1").toString("utf8");
  if (!ALLOWED_METHODS.includes((method ?? "") as (typeof ALLOWED_METHODS)[number])) {
    return refusal(405, "Method not allowed", url.startsWith("/") ? url : "/", { allow: ALLOWED_METHODS.join(", ") });
  }
  if (!url.startsWith("/") || url.startsWith("//")) return refusal(400, "Request target is not a path", "/");
  const page = !API_PATH.test(url);
  const action = method === "POST" && ACTION_PAGES.test(url);
  if (page && !action && !PAGE_METHODS.includes(method as (typeof PAGE_METHODS)[number])) {
    return refusal(405, "Method not allowed", url, { allow: PAGE_METHODS.join(", ") });
  }
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? "" : url.slice(queryAt + 1);
  const decodedPath = decoded(path);
  if (decodedPath === null) return refusal(400, "Malformed percent-encoding in the path", url);
  if (CONTROL_CHARACTERS.test(decodedPath)) return refusal(400, "Control character in the path", url);
  // Query values are decoded the way URLSearchParams does (a "+" is a space).
  const decodedQuery = decoded(query.replace(/\+/g, " "));
  if (decodedQuery === null) return refusal(400, "Malformed percent-encoding in the query", url);
  if (CONTROL_CHARACTERS.test(decodedQuery)) return refusal(400, "Control character in the query", url);
  return null;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

function refusal(status: 400 | 405, reason: string, url: string, extra: Record<string, string> = {}): Refusal {
  return { status, reason, ...errorDocument(status, url, extra) };
}

/**
 * What the app may trust of a request that passed: Next.js's internal headers never come from a
 * client, and the connecting address is appended to X-Forwarded-For (the app counts
 * TRUSTED_PROXIES entries back from the end, so an address a client made up is never its own).
 */
export function guardedRequest(request: IncomingMessage): IncomingMessage {
  for (const name of Object.keys(request.headers)) {
    if (name.startsWith("x-middleware-") || name.startsWith("x-invoke-") || name.startsWith("x-nextjs-"))
      delete request.headers[name];
  }
  const remote = request.socket.remoteAddress ?? "unknown";
  const forwarded = request.headers["x-forwarded-for"];
  request.headers["x-forwarded-for"] = forwarded ? `${forwarded}, ${remote}` : remote;
  return request;
}

/**
 * A refusal as raw HTTP/1.1 bytes, for requests Node.js hands over as a bare socket (CONNECT),
 * which have no response object to write to.
 */
export function rawRefusal(refusal: Refusal): string {
  const reasons: Record<Refusal["status"], string> = { 400: "Bad Request", 405: "Method Not Allowed" };
  const headers = {
    ...refusal.headers,
    "content-length": String(Buffer.byteLength(refusal.body)),
    connection: "close",
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${refusal.status} ${reasons[refusal.status]}\r\n${lines.join("\r\n")}\r\n\r\n${refusal.body}`;
}
