import "server-only";
import { NO_STORE } from "@/lib/http/cache-control";
import { sql } from "drizzle-orm";
import journal from "../../drizzle/meta/_journal.json";
import { getDb } from "@/server/db/client";
import { isSchemaMissing } from "@/server/db/errors";
import { RETRY_LATER } from "@/server/http";

/** How long /readyz waits for the database before it answers "not ready". */
export const READY_TIMEOUT_MS = 1000;

/**
 * For load balancers and nginx. Neither answer is logged, cached or counted as a visit (visits are
 * counted by the pages' tracking script only).
 */
const HEADERS = { "content-type": "text/plain; charset=utf-8", "cache-control": NO_STORE };

/** GET /healthz: the process answers. */
export function healthAnswer(): Response {
  return new Response("ok\n", { headers: HEADERS });
}

/** Whether `probe` settles successfully within `timeoutMs`. */
export async function answersWithin(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** When the newest migration of this build was made (drizzle/meta/_journal.json). */
export const NEWEST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

/**
 * Whether the database has this build's newest migration (or a newer one: an instance of the
 * previous build during a deploy stays ready). Drizzle's migrators record each applied migration
 * with its journal time in drizzle.__drizzle_migrations.
 */
async function schemaIsCurrent(): Promise<boolean> {
  try {
    const result = await (
      await getDb()
    ).execute<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    // postgres.js answers the rows, PGlite an object that holds them.
    const rows = Array.isArray(result)
      ? result
      : (result as unknown as { rows: Array<{ newest: string | null }> }).rows;
    return Number(rows[0]?.newest ?? 0) >= NEWEST_MIGRATION;
  } catch (error) {
    if (isSchemaMissing(error)) return false;
    throw error;
  }
}

/**
 * GET /readyz: the database answers within a second, with this build's tables; 503 otherwise, with
 * the reason (a load balancer sends no one to an instance whose pages would all answer 503).
 */
export async function readinessAnswer(): Promise<Response> {
  let current = false;
  const answered = await answersWithin(async () => {
    current = await schemaIsCurrent();
  }, READY_TIMEOUT_MS);
  if (answered && current) return new Response("ready\n", { headers: HEADERS });
  return new Response(answered ? "database not migrated to this build\n" : "database not answering\n", {
    status: 503,
    headers: { ...HEADERS, ...RETRY_LATER },
  });
}
