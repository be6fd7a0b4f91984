import "server-only";
import { NO_STORE } from "@/lib/http/cache-control";
import { max } from "drizzle-orm";
import { bigint, pgSchema } from "drizzle-orm/pg-core";
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

/** Drizzle's own record of the migrations applied (not in schema.ts: drizzle-kit does not manage it). */
const appliedMigrations = pgSchema("drizzle").table("__drizzle_migrations", {
  createdAt: bigint("created_at", { mode: "number" }),
});

/** When the newest migration of this build was made (drizzle/meta/_journal.json). */
export const NEWEST_MIGRATION = Math.max(...journal.entries.map((entry) => entry.when));

/**
 * Whether the database has this build's newest migration (or a newer one: an instance of the
 * previous build during a deploy stays ready). Drizzle's migrators record each applied migration
 * with its journal time in drizzle.__drizzle_migrations.
 */
async function schemaIsCurrent(): Promise<boolean> {
  try {
    const [row] = await (await getDb()).select({ newest: max(appliedMigrations.createdAt) }).from(appliedMigrations);
    return (row?.newest ?? 0) >= NEWEST_MIGRATION;
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
