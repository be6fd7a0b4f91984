import "server-only";
import { channel } from "node:diagnostics_channel";
import { RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { RESPONSE_HINTS_CHANNEL, type ResponseHint } from "@/lib/http/edge-channels";
import { log } from "@/lib/log";
import { anyCause } from "./connection-errors";

export { isConnectionClosed, isConnectionEnded } from "./connection-errors";

/** The database cannot be reached or refuses work: readers get a 503, writers a clear error and keep their input. */
export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super("The database is unavailable", { cause });
    this.name = "StoreUnavailableError";
  }
}

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ENOTFOUND",
  "EAI_AGAIN",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "CONNECT_TIMEOUT",
  "CONNECTION_CLOSED",
  "CONNECTION_ENDED",
  "CONNECTION_DESTROYED",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "53300", // too_many_connections
  "EMBEDDED_DB_LOCKED", // another process still holds the embedded database (see client.ts)
]);

/** Whether an error means the store is unreachable (as opposed to a bad query or a constraint). */
export function isStoreUnavailable(error: unknown): boolean {
  // By name too: an error thrown inside a cached function ('use cache') may reach the caller as a
  // copy rather than the same instance.
  if (error instanceof StoreUnavailableError || (error as { name?: unknown })?.name === "StoreUnavailableError")
    return true;
  return anyCause(
    error,
    ({ code, message }) =>
      (typeof code === "string" && (CONNECTION_CODES.has(code) || code.startsWith("08"))) ||
      (typeof message === "string" && /PGlite is closed|connection (terminated|refused)|ECONNREFUSED/i.test(message)),
  );
}

/**
 * Whether an error means the database has none of the site's tables (PostgreSQL's undefined_table):
 * a data folder or database that was never prepared (`npm start` prepares it; `npm run db:migrate`
 * applies the migrations).
 */
export function isSchemaMissing(error: unknown): boolean {
  return anyCause(error, ({ code }) => code === "42P01");
}

/**
 * Whether an error means the database's tables are not this build's: none at all (never prepared)
 * or an older set (a deploy whose migrations were not applied): PostgreSQL's undefined_table or
 * undefined_column.
 */
export function isSchemaBehind(error: unknown): boolean {
  return anyCause(error, ({ code }) => code === "42P01" || code === "42703");
}

let schemaBehindReported = false;

/** Said once per process: every page and route would say it otherwise. */
function reportSchemaBehind(error: unknown) {
  if (schemaBehindReported) return;
  schemaBehindReported = true;
  log("error", "The database's tables are not this build's: pages and writes answer 503 until they are.", {
    error: (error as { cause?: { message?: unknown } })?.cause?.message ?? String(error),
    fix: "Apply the migrations: `npm run db:migrate` (or start the site with `npm start`, which applies them).",
  });
}

const hints = channel(RESPONSE_HINTS_CHANNEL);

/**
 * Runs a store operation, turning connection failures into StoreUnavailableError. The request it
 * serves is then answered 503 with Retry-After by the edge (server.mjs), whatever the page or route
 * made of the error (DESIGN.md decision 7: search engines keep the page). So does a database whose
 * tables are not this build's (isSchemaBehind): before, every page was a 500 with a stack trace in
 * the log while /readyz said "ready".
 */
export async function withStore<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw storeError(error);
  }
}

/**
 * What withStore throws for an error: a StoreUnavailableError, with the request's 503 hint, when the
 * database is unreachable or its tables are not this build's; the error itself otherwise.
 */
export function storeError(error: unknown): unknown {
  if (isSchemaBehind(error)) reportSchemaBehind(error);
  else if (!isStoreUnavailable(error)) return error;
  const hint: ResponseHint = {
    status: 503,
    retryAfterSeconds: RETRY_AFTER_SECONDS,
    statusMessage: "Service Unavailable",
  };
  hints.publish(hint);
  return error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
}
