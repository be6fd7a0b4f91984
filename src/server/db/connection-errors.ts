import "server-only";

/**
 * What a failed statement says about its connection. Kept apart from errors.ts, which logs: the
 * database client loads this, and loading the logger would read the settings (src/env.ts) first.
 */

/** Whether the error, or one of the errors it wraps (drivers and Drizzle wrap them), has `test`. */
export function anyCause(error: unknown, test: (cause: { code?: unknown; message?: unknown }) => boolean): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (test(current as { code?: unknown; message?: unknown })) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Whether a statement failed because the server was ending its connection (a restart, an
 * administrator, a crashed backend): PostgreSQL refuses the statement, or aborts it uncommitted, so
 * it can be sent again on another connection. A pool keeps such a connection until it is used.
 */
export function isConnectionEnded(error: unknown): boolean {
  return anyCause(error, ({ code }) => code === "57P01" || code === "57P02" || code === "57P03");
}

/** Whether the connection closed under a statement: a read can be sent again, a write may have run. */
export function isConnectionClosed(error: unknown): boolean {
  return anyCause(error, ({ code }) => code === "CONNECTION_CLOSED" || code === "ECONNRESET" || code === "EPIPE");
}
