/**
 * A short-lived, in-memory cache of whole public page responses, in front of Next.js (server.mjs):
 * the same "microcache" nginx or a CDN keeps in front of the site (deploy/nginx.conf), inside the
 * process, because serving even a cached page through Next.js's request pipeline costs a
 * millisecond or two of a core, and the benchmark budget for anonymous pages needs more.
 *
 * It obeys the same rules as any shared cache in front:
 * - Only anonymous GETs: a request carrying any cookie but the locale cookie, or credentials, or
 *   asking for React Server Component data or a range, goes straight to Next.js.
 * - Only 200 responses that are shared-cacheable (`s-maxage`, not private or no-store), with no
 *   Set-Cookie, whose Vary names nothing outside the key; an entry lives no longer than its
 *   `s-maxage`, nor than PAGE_CACHE_TTL_MS.
 * - The key holds what a page can vary by: host, path and query, the locale cookie,
 *   Accept-Language, Accept-Encoding (the body is stored compressed as sent) and Sec-Fetch-Dest.
 * - Every cache tag invalidation (a post saved here, or announced by another instance) clears it
 *   (server.mjs follows the CACHE_INVALIDATIONS_CHANNEL); a response rendered before an
 *   invalidation and finished after it is not stored.
 * - Bounded: entry count and total bytes; the oldest go first.
 * - Past its lifetime, an entry is refreshed by one request at a time: while that request renders,
 *   the others get the stale copy (within the response's `stale-while-revalidate`), as nginx's
 *   `proxy_cache_use_stale updating` does. Without this every visitor arriving in the render's
 *   time rendered the same page again (the blog listing fell to 9% of nginx's rate in the bench).
 * - A page with no entry at all (a first visit, or after an invalidation) is rendered by one request
 *   while the others for the same key wait for it, then share what it stored, as nginx's
 *   `proxy_cache_lock` does: on a cold start or after a save, 50 visitors meant 50 renders of the
 *   same listing at once, each seconds long (the bench's listing at 2% of nginx). A key whose answer
 *   could not be stored (a 404, a private page) is passed straight through for a while, so no one
 *   queues behind a render whose result will not be shared; nor does anyone wait past
 *   `lockTimeoutMs`.
 *
 * Plain Node.js with erasable types only (.mts, no imports of the app): server.mjs imports it
 * directly and Node strips the types.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";

export type PageCacheOptions = {
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  maxEntryBytes?: number;
  /** The longest a request waits for another's render of the same page. */
  lockTimeoutMs?: number;
  now?: () => number;
};

export type PageCache = {
  /**
   * Answers from the cache, or calls `render` (now, or once another request's render of the same
   * page has finished) with the response prepared to be stored.
   */
  handle(request: IncomingMessage, response: ServerResponse, render: () => void): void;
  clear(): void;
  readonly size: number;
};

type Entry = { headers: OutgoingHttpHeaders; body: Buffer; expires: number; staleUntil: number };

/** A refresh that has not finished in this time (a hung render) no longer holds the others back. */
const REFRESH_TIMEOUT_MS = 10_000;
/** The longest a request waits for another's render of the same page (nginx's default, 5 s). */
const LOCK_TIMEOUT_MS = 5000;
/** How long a key whose answer could not be stored skips the wait (Varnish's "hit-for-miss"). */
const PASS_MS = 10_000;

/** The cookie next-intl keeps the chosen language in; the only cookie a cached page may vary by. */
const LOCALE_COOKIE = "i18n_redirected";
/**
 * Never cached: APIs other than the public post API (whose answers are shared-cacheable like the
 * pages), Next.js's own files (already cached by the browser), uploads.
 */
const BYPASS_PATH = /^\/(?:_next|uploads)(?:[/?]|$)|^\/api(?:\/(?!public\/)|[?]|$)/;
/** Request headers that make Next.js answer with something other than the page's HTML. */
const BYPASS_HEADERS = [
  "authorization",
  "range",
  "rsc",
  "next-action",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
];
/** Vary tokens the key or the bypass already covers. */
const COVERED_VARY = new Set([
  "accept-encoding",
  "accept-language",
  "cookie",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
]);
/** Hop-by-hop and per-response headers that are not replayed. */
const NOT_REPLAYED = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

/** Representation headers a 304 leaves out (RFC 9110, 15.4.5). */
const NOT_IN_NOT_MODIFIED = ["content-type", "content-encoding", "content-length"];

export const PAGE_CACHE_HEADER = "x-page-cache";

/** If-None-Match against a stored ETag, with the weak comparison RFC 9110 asks for. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((candidate) => candidate.trim() === "*" || opaque(candidate) === opaque(etag));
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const {
    ttlMs,
    maxEntries = 500,
    maxBytes = 64 * 1024 * 1024,
    maxEntryBytes = 2 * 1024 * 1024,
    lockTimeoutMs = LOCK_TIMEOUT_MS,
  } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  // Incremented by clear(): a response that started under an older generation is not stored.
  let generation = 0;
  /** Keys being rendered again after their entry's lifetime, with when that began. */
  const refreshing = new Map<string, number>();
  /** Keys with no entry that one request is rendering; the others wait for it to end. */
  const rendering = new Map<string, Promise<void>>();
  /** Keys whose last answer could not be stored, with until when they skip the wait. */
  const passing = new Map<string, number>();

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    totalBytes -= entry.body.length;
    entries.delete(key);
  };

  const store = (key: string, entry: Entry) => {
    remove(key);
    while (entries.size >= maxEntries || (entries.size > 0 && totalBytes + entry.body.length > maxBytes)) {
      const oldest = entries.keys().next();
      if (oldest.done) break;
      remove(oldest.value);
    }
    entries.set(key, entry);
    totalBytes += entry.body.length;
  };

  const pass = (key: string) => {
    passing.delete(key);
    if (passing.size >= maxEntries) passing.delete(passing.keys().next().value!);
    passing.set(key, now() + PASS_MS);
  };

  /** Prepares the response to be stored, then hands it to the app. */
  const renderInto = (key: string, response: ServerResponse, render: () => void) => {
    const startedIn = generation;
    captureInto(response, maxEntryBytes, (stored) => {
      if (!stored) return pass(key);
      if (generation !== startedIn) return;
      const { headers, body } = stored;
      const lifetime = Math.min(ttlMs, sharedMaxAgeSeconds(headers["cache-control"]) * 1000);
      if (lifetime <= 0) return pass(key);
      passing.delete(key);
      const expires = now() + lifetime;
      const staleFor = staleWhileRevalidateSeconds(headers["cache-control"]) * 1000;
      store(key, { headers, body, expires, staleUntil: expires + staleFor });
    });
    render();
  };

  /** Answers from a fresh entry if there is one (true). */
  const answerFresh = (key: string, request: IncomingMessage, response: ServerResponse) => {
    const hit = entries.get(key);
    return hit !== undefined && hit.expires > now() ? answer(request, response, hit, "hit") : false;
  };

  return {
    get size() {
      return entries.size;
    },
    clear() {
      entries.clear();
      refreshing.clear();
      rendering.clear();
      totalBytes = 0;
      generation += 1;
    },
    handle(request, response, render) {
      const key = ttlMs > 0 ? cacheKey(request) : null;
      if (key === null) return render();
      const hit = entries.get(key);
      const time = now();
      if (hit && hit.expires > time) return void answer(request, response, hit, "hit");
      if (hit && hit.staleUntil > time) {
        const since = refreshing.get(key);
        if (since !== undefined && time - since < REFRESH_TIMEOUT_MS)
          return void answer(request, response, hit, "stale");
        // This request renders the page again; the entry stays for the others meanwhile.
        refreshing.set(key, time);
        const refreshedIn = generation;
        response.once("close", () => {
          if (generation === refreshedIn && refreshing.get(key) === time) refreshing.delete(key);
        });
        return renderInto(key, response, render);
      }
      if (hit) remove(key);
      if ((passing.get(key) ?? 0) > time) return renderInto(key, response, render);
      const pending = rendering.get(key);
      if (pending) {
        // Another request is rendering this page: its answer is shared once stored.
        void Promise.race([pending, new Promise((resolve) => setTimeout(resolve, lockTimeoutMs).unref())]).then(() => {
          if (response.destroyed || response.writableEnded) return;
          if (!answerFresh(key, request, response)) renderInto(key, response, render);
        });
        return;
      }
      let resolve = () => {};
      const promise = new Promise<void>((done) => (resolve = done));
      rendering.set(key, promise);
      response.once("close", () => {
        if (rendering.get(key) === promise) rendering.delete(key);
        resolve();
      });
      renderInto(key, response, render);
    },
  };
}

/** Answers from an entry: the whole page, or 304 when the browser already has this version. */
function answer(request: IncomingMessage, response: ServerResponse, entry: Entry, kind: "hit" | "stale"): true {
  if (entry.headers.etag !== undefined && etagMatches(request.headers["if-none-match"], String(entry.headers.etag))) {
    // No body, as the origin itself would answer.
    const headers: OutgoingHttpHeaders = { ...entry.headers, [PAGE_CACHE_HEADER]: kind };
    for (const name of NOT_IN_NOT_MODIFIED) delete headers[name];
    response.writeHead(304, headers);
    response.end();
    return true;
  }
  response.writeHead(200, { ...entry.headers, "content-length": entry.body.length, [PAGE_CACHE_HEADER]: kind });
  response.end(entry.body);
  return true;
}

/** The cache key of a request, or null when it must not be answered from the cache. */
export function cacheKey(request: IncomingMessage): string | null {
  if (request.method !== "GET") return null;
  const url = request.url ?? "/";
  if (BYPASS_PATH.test(url) || /[?&]_rsc=/.test(url)) return null;
  const headers = request.headers;
  if (BYPASS_HEADERS.some((name) => headers[name] !== undefined)) return null;
  const locale = localeCookie(headers);
  if (locale === null) return null;
  return JSON.stringify([
    headers.host ?? "",
    url,
    locale,
    headers["accept-language"] ?? "",
    headers["accept-encoding"] ?? "",
    headers["sec-fetch-dest"] ?? "",
  ]);
}

/** The locale cookie's value ("" without one), or null when the request carries any other cookie. */
function localeCookie(headers: IncomingHttpHeaders): string | null {
  const header = headers.cookie;
  if (!header) return "";
  let value = "";
  for (const pair of header.split(";")) {
    const trimmed = pair.trim();
    if (!trimmed) continue;
    const equals = trimmed.indexOf("=");
    const name = equals === -1 ? trimmed : trimmed.slice(0, equals);
    if (name !== LOCALE_COOKIE) return null;
    value = equals === -1 ? "" : trimmed.slice(equals + 1);
  }
  return value;
}

/** Seconds a shared cache may keep a response by its Cache-Control (0: not at all). */
export function sharedMaxAgeSeconds(value: OutgoingHttpHeaders[string]): number {
  const cacheControl = String(value ?? "").toLowerCase();
  if (/private|no-store|no-cache/.test(cacheControl)) return 0;
  const match = /(?:^|[\s,])s-maxage=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : 0;
}

/** Seconds a stale response may still be served while it is refreshed (0 without the directive). */
export function staleWhileRevalidateSeconds(value: OutgoingHttpHeaders[string]): number {
  const match = /(?:^|[\s,])stale-while-revalidate=(\d+)/.exec(String(value ?? "").toLowerCase());
  return match ? Number(match[1]) : 0;
}

/** Whether a finished response may be stored, judged by its status and headers. */
export function isStorable(status: number, headers: OutgoingHttpHeaders): boolean {
  if (status !== 200 || headers["set-cookie"] !== undefined) return false;
  if (sharedMaxAgeSeconds(headers["cache-control"]) <= 0) return false;
  const vary = String(headers.vary ?? "")
    .toLowerCase()
    .split(",")
    .map((token) => token.trim())
    .filter(Boolean);
  return vary.every((token) => COVERED_VARY.has(token));
}

type WriteCallback = (error?: Error | null) => void;

/**
 * Copies what is sent through the response (after compression, which wraps these methods inside
 * Next.js) and hands it over when the response ends, or null when it cannot be stored.
 */
function captureInto(
  response: ServerResponse,
  maxEntryBytes: number,
  onEnd: (stored: { headers: OutgoingHttpHeaders; body: Buffer } | null) => void,
): void {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let capturing = true;
  const originalWriteHead = response.writeHead;
  const originalWrite = response.write;
  const originalEnd = response.end;

  // Headers given to writeHead() go into the response's header list, where end() can read them.
  response.writeHead = function writeHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = message === undefined ? rest[0] : rest[1];
    if (Array.isArray(headers)) {
      for (let index = 0; index + 1 < headers.length; index += 2)
        this.setHeader(String(headers[index]), headers[index + 1]);
    } else if (headers && typeof headers === "object") {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    const write = originalWriteHead as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
    return message === undefined ? write.call(this, statusCode) : write.call(this, statusCode, message);
  } as typeof response.writeHead;

  const keep = (chunk: unknown, encoding: unknown) => {
    if (!capturing || chunk === undefined || chunk === null || typeof chunk === "function") return;
    // The status and headers are final once the body starts: no copy of what cannot be stored.
    if (bytes === 0 && !isStorable(response.statusCode, response.getHeaders())) {
      capturing = false;
      return;
    }
    const buffer =
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    bytes += buffer.length;
    if (bytes > maxEntryBytes) {
      capturing = false;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };

  response.write = function write(this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    keep(chunk, rest[0]);
    return (originalWrite as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
  } as typeof response.write;

  response.end = function end(this: ServerResponse, ...args: unknown[]) {
    const [chunk, encoding] = args;
    if (typeof chunk !== "function") keep(chunk, encoding);
    if (capturing && isStorable(this.statusCode, this.getHeaders())) {
      const headers: OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(this.getHeaders())) {
        if (value !== undefined && !NOT_REPLAYED.has(name)) headers[name] = value;
      }
      onEnd({ headers, body: Buffer.concat(chunks) });
    } else {
      onEnd(null);
    }
    capturing = false;
    chunks.length = 0;
    return (originalEnd as (...params: unknown[]) => ServerResponse).apply(this, args as [WriteCallback]);
  } as typeof response.end;
}
