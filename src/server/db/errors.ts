import "server-only";
import { log } from "@/lib/log";
import { anyCause } from "./connection-errors";

export { isConnectionClosed, isConnectionEnded } from "./connection-errors";

/**
 * The digest a StoreUnavailableError carries. React keeps an error's own digest when it passes it
 * out of a cached function ('use cache' encodes a thrown error as its digest alone, in production),
 * so the caller still knows what it was (the canary test, tests/e2e/next-canary.spec.ts, checks it).
 */
export const STORE_UNAVAILABLE_DIGEST = "asas-store-unavailable";

/** The database cannot be reached or refuses work: readers get a 503, writers a clear error and keep their input. */
export class StoreUnavailableError extends Error {
  readonly digest = STORE_UNAVAILABLE_DIGEST;

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
  // By digest too: an error thrown inside a cached function ('use cache') reaches the caller as a
  // copy that keeps only its digest.
  if (error instanceof StoreUnavailableError || (error as { digest?: unknown })?.digest === STORE_UNAVAILABLE_DIGEST)
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

/**
 * Whether a write was refused by a unique constraint (PostgreSQL's unique_violation), this one when
 * named: PGlite names it in `constraint`, postgres.js in `constraint_name`, either in the message.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  return anyCause(error, (cause) => {
    if (cause.code !== "23505") return false;
    if (constraint === undefined) return true;
    const named = cause as { constraint?: unknown; constraint_name?: unknown };
    return (
      named.constraint === constraint ||
      named.constraint_name === constraint ||
      (typeof cause.message === "string" && cause.message.includes(constraint))
    );
  });
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

/**
 * Runs a store operation, turning connection failures into StoreUnavailableError: a route answers
 * 503 with Retry-After (route.ts), and a page that cannot render answers the same from the front
 * server (docs/decisions.md, "Error answers": search engines keep the page). So does a database
 * whose tables are not this build's (isSchemaBehind), which /readyz reports too.
 */
export async function withStore<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    throw storeError(error);
  }
}

/**
 * What withStore throws for an error: a StoreUnavailableError when the database is unreachable or
 * its tables are not this build's; the error itself otherwise.
 */
export function storeError(error: unknown): unknown {
  if (isSchemaBehind(error)) reportSchemaBehind(error);
  else if (!isStoreUnavailable(error)) return error;
  return error instanceof StoreUnavailableError ? error : new StoreUnavailableError(error);
}
