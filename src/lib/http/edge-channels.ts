/**
 * Named Node.js diagnostics channels between the app (bundled by Next.js) and the HTTP layer around
 * it (server.mjs, which imports this file directly: plain TypeScript with erasable types only).
 *
 * Channels are the decoupling Node.js provides for this: the app publishes without knowing who
 * listens, and a subscriber runs in the publisher's async context, so server.mjs knows which
 * request a message belongs to.
 */

/**
 * What a page asks of the response it is rendering but cannot set itself: a status other than
 * 200/404 (a database outage is a 503), a Retry-After, and the error catalogue's status message
 * (spec §8) as the reason phrase and in the log.
 */
export const RESPONSE_HINTS_CHANNEL = "asas:response-hints";

export type ResponseHint = {
  status?: number;
  retryAfterSeconds?: number;
  statusMessage?: string;
  /**
   * The body's length in bytes, for a streamed file (an upload): Next.js drops a route handler's
   * own Content-Length, so the edge sets it on the 200 when the body goes out unencoded.
   */
  contentLength?: number;
};

/**
 * Cache tags invalidated in this process, by a write here or announced by another instance
 * (src/server/cache/handler.mts publishes): whole-page caches in front of Next.js drop what they hold.
 */
export const CACHE_INVALIDATIONS_CHANNEL = "asas:cache-invalidations";

export type CacheInvalidation = { tags: string[] };

/**
 * Subscribed by the cache handler while it is installed in this process (src/server/cache/
 * handler.mts): a write holds its answer until its invalidation is applied only where a handler
 * will apply it and say so (src/server/posts/revalidate.ts), not in scripts or unit tests.
 */
export const CACHE_HANDLER_CHANNEL = "asas:cache-handler";
