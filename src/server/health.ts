import "server-only";
import { NO_STORE } from "@/lib/http/cache-control";
import { sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
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

/** GET /readyz: the database answers a query within a second; 503 otherwise. */
export async function readinessAnswer(): Promise<Response> {
  const ready = await answersWithin(async () => (await getDb()).execute(sql`select 1`), READY_TIMEOUT_MS);
  return ready
    ? new Response("ready\n", { headers: HEADERS })
    : new Response("database not answering\n", {
        status: 503,
        headers: { ...HEADERS, ...RETRY_LATER },
      });
}
