/**
 * The cache handler of `'use cache'` (next.config.ts `cacheHandlers.default`), shared by every
 * instance of the site through PostgreSQL (docs/architecture.md, "Caching and invalidation").
 *
 * Entries are kept in this process's memory by Next.js's own default handler, which also keeps the
 * process's tag manifest (the one Next.js consults for cached data and cached pages alike). What
 * this adds is the traffic of invalidations:
 * - a tag invalidated here (revalidateTag or updateTag after a write) is applied here at once and,
 *   on PostgreSQL, recorded in `cache_invalidations` and announced with NOTIFY;
 * - every instance LISTENs, and applies the invalidations it did not make itself, in order;
 * - after a dropped connection, or if a notification is lost, the table is read again: when the
 *   listener reconnects, and at most once a second from requests, so another instance's save is
 *   visible here within about a second even without notifications.
 *
 * Loaded by Next.js with a native import() of this file and imported by server.mjs, which is the
 * same module instance: server.mjs calls followOtherInstances() once, with the database URL. Plain
 * TypeScript with erasable types only (Node.js strips them); it imports no app code.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { createDefaultCacheHandler, type Durations, type UseCacheHandler } from "./next-internals.mts";

/** The PostgreSQL channel on which invalidations are announced. */
export const PG_CHANNEL = "asas_cache_invalidations";
/** Memory for cached data in this process. */
const MEMORY_BYTES = 64 * 1024 * 1024;
/** Without notifications, how often requests may read the table for other instances' writes. */
const CATCH_UP_INTERVAL_MS = 1000;
/** How soon to try again to listen when the database could not be reached. */
const RETRY_LISTEN_MS = 5000;
/** Invalidations older than this are deleted from the table (an instance offline longer restarts cold). */
const KEEP_INVALIDATIONS = "1 day";

/** The clock Next.js stamps cache entries and tag invalidations with. */
const clock = () => performance.timeOrigin + performance.now();

export type Logger = (level: "info" | "warn" | "error", message: string, fields?: Record<string, unknown>) => void;

type Shared = {
  sql: postgres.Sql;
  instance: string;
  lastSeen: bigint;
  lastCatchUp: number;
  catchingUp: Promise<void> | null;
  log: Logger;
};

/**
 * A cache handler around an in-memory one. Exported as a factory for tests, which run two
 * "instances" in one process; the site uses the default export.
 */
export function createCacheHandler(local: UseCacheHandler = createDefaultCacheHandler(MEMORY_BYTES)) {
  let shared: Shared | null = null;

  async function apply(tags: string[], durations?: Durations): Promise<void> {
    await local.updateTags(tags, durations);
    // Next.js stamps an invalidation with the performance clock rounded to the millisecond and
    // applies it once that time has come: until then (half a millisecond at most) a read still gets
    // the entry the write replaced. A Server Action awaits this before it renders its answer, so
    // the answer and every later request see the write. Timers can fire before the clock has moved
    // (Node.js counts from a cached loop time), so the clock itself is what is waited for.
    const stampedBy = clock() + 0.5;
    while (clock() < stampedBy) await new Promise((resolve) => setImmediate(resolve));
  }

  /** Applies, in order, the invalidations other instances recorded since the last one seen here. */
  async function catchUp(state: Shared): Promise<void> {
    state.lastCatchUp = Date.now();
    if (state.lastSeen < 0n) return;
    const rows = await state.sql<
      Array<{ id: string; tags: string[]; expire_seconds: number | null; instance: string }>
    >`
      SELECT id::text, tags, expire_seconds, instance FROM cache_invalidations
      WHERE id > ${state.lastSeen.toString()} ORDER BY id`;
    for (const row of rows) {
      const id = BigInt(row.id);
      if (id <= state.lastSeen) continue;
      state.lastSeen = id;
      if (row.instance === state.instance) continue;
      await apply(row.tags, row.expire_seconds === null ? undefined : { expire: row.expire_seconds });
    }
  }

  function scheduleCatchUp(state: Shared): Promise<void> {
    state.catchingUp ??= catchUp(state)
      .catch((error: unknown) =>
        state.log("warn", "could not read cache invalidations", { error: (error as Error).message }),
      )
      .finally(() => {
        state.catchingUp = null;
      });
    return state.catchingUp;
  }

  const handler: UseCacheHandler = {
    get: (cacheKey, softTags) => local.get(cacheKey, softTags),
    set: (cacheKey, pendingEntry) => local.set(cacheKey, pendingEntry),
    getExpiration: (tags) => local.getExpiration(tags),
    async refreshTags() {
      await local.refreshTags();
      // Not awaited: a slow or unreachable database must never hold a request up.
      if (shared && Date.now() - shared.lastCatchUp >= CATCH_UP_INTERVAL_MS) void scheduleCatchUp(shared);
    },
    async updateTags(tags, durations) {
      await apply(tags, durations);
      if (!shared) return;
      const state = shared;
      try {
        const expire = durations?.expire ?? null;
        await state.sql`
          WITH recorded AS (
            INSERT INTO cache_invalidations (tags, expire_seconds, instance)
            VALUES (${tags}, ${expire}, ${state.instance}) RETURNING id
          )
          SELECT pg_notify(${PG_CHANNEL}, (SELECT id::text FROM recorded))`;
      } catch (error) {
        // The write itself has been committed; the other instances catch up from the table, or
        // within their entries' lifetimes if the table cannot be written either.
        state.log("warn", "could not announce a cache invalidation", { tags, error: (error as Error).message });
      }
    },
  };

  return {
    handler,
    /**
     * Follows the invalidations of every instance sharing this PostgreSQL database. Resolves once
     * listening; never rejects (without a database the instance keeps working on its own).
     */
    async followOtherInstances(databaseUrl: string, log: Logger): Promise<void> {
      if (shared) return;
      const sql = postgres(databaseUrl, { max: 2, connect_timeout: 3, idle_timeout: 60, onnotice: () => {} });
      const state: Shared = { sql, instance: randomUUID(), lastSeen: -1n, lastCatchUp: 0, catchingUp: null, log };
      shared = state;
      const listen = async (): Promise<void> => {
        try {
          if (state.lastSeen < 0n) {
            // Only what comes after this start matters: this process's caches are empty.
            const [row] = await sql<
              Array<{ last: string | null }>
            >`SELECT max(id)::text AS last FROM cache_invalidations`;
            state.lastSeen = BigInt(row?.last ?? 0);
            await sql`DELETE FROM cache_invalidations WHERE created_at < now() - ${KEEP_INVALIDATIONS}::interval`;
          }
          await sql.listen(
            PG_CHANNEL,
            () => void scheduleCatchUp(state),
            // Called on every (re)connection: anything missed while disconnected is read now.
            () => void scheduleCatchUp(state),
          );
        } catch (error) {
          log("warn", "not following other instances' cache invalidations yet; retrying", {
            error: (error as Error).message,
          });
          if (shared === state) setTimeout(() => void listen(), RETRY_LISTEN_MS).unref();
        }
      };
      await listen();
    },
    async stop(): Promise<void> {
      await shared?.sql.end({ timeout: 1 });
      shared = null;
    },
  };
}

const site = createCacheHandler();

/** For server.mjs: follow the other instances' invalidations when the site runs on PostgreSQL. */
export const followOtherInstances = site.followOtherInstances;

export default site.handler;
