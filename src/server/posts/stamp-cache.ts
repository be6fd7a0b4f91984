/**
 * A short-lived memo of the stamps the proxy looks up on every blog request (which page version a
 * URL maps to). Every read of /blog and /blog/{slug} needs one; under load the same few answers
 * are asked for hundreds of times a second.
 *
 * - A post write in this process clears it at once (invalidatePublicStamps), so an editor sees
 *   the saved post on the next request.
 * - On PostgreSQL, where several server processes can share the database, the write is also
 *   announced with NOTIFY; every process LISTENs and clears its own memo and page cache
 *   (followPublicChanges), so the change shows on the next request on every instance.
 * - Entries live STAMP_TTL_MS: a scheduled post goes public on time, give or take that, and a
 *   notification lost to a dropped connection costs at most that much staleness.
 * - Concurrent misses for the same key share one query; failures are not remembered.
 * - The proxy and the route handlers are separate bundles, so the state lives on globalThis.
 */
import type { Connection } from "@/server/db/client";

export const STAMP_TTL_MS = 2000;
const MAX_ENTRIES = 2000;

type Entry = { value: Promise<unknown>; expires: number };
type State = { entries: Map<string, Entry> };

const KEY = Symbol.for("asas.public-stamps");

function state(): State {
  const holder = globalThis as typeof globalThis & { [KEY]?: State };
  holder[KEY] ??= { entries: new Map() };
  return holder[KEY];
}

export function cachedStamp<T>(key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  const { entries } = state();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  if (hit) entries.delete(key);
  if (entries.size >= MAX_ENTRIES) {
    // Oldest first: Map iterates in insertion order.
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }
  const value = load();
  const entry = { value, expires: now + STAMP_TTL_MS };
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** The whole-page cache in front of Next.js, when server.mjs runs one (src/server/page-cache.mts). */
const PAGE_CACHE_KEY = Symbol.for("asas.page-cache");

/**
 * Forgets every stamp, and every cached page: called after a post is created, saved or deleted,
 * so the change is on the site with the next request.
 */
export function invalidatePublicStamps(): void {
  state().entries.clear();
  (globalThis as typeof globalThis & { [PAGE_CACHE_KEY]?: { clear(): void } })[PAGE_CACHE_KEY]?.clear();
}

/** The PostgreSQL channel on which post writes are announced to every server process. */
export const PUBLIC_CHANGES_CHANNEL = "asas_public_changes";

/** Clears this process's stamps and pages whenever any process announces a post write. */
export async function followPublicChanges(connection: Pick<Connection, "listen">): Promise<void> {
  await connection.listen(PUBLIC_CHANGES_CHANNEL, () => invalidatePublicStamps());
}

/**
 * After a post write: this process forgets at once (before anything is awaited, so even when the
 * notification fails), and every process following the channel too.
 */
export async function announcePublicChange(connection: Pick<Connection, "notify">): Promise<void> {
  invalidatePublicStamps();
  await connection.notify(PUBLIC_CHANGES_CHANNEL, String(process.pid));
}
