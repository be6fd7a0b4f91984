import { log } from "@/lib/log";

export type ErrorContext = {
  /** Where the error surfaced: "startup", "request", "process". */
  phase: "startup" | "request" | "process";
  [key: string]: unknown;
};

/** A failed query as Drizzle reports it: its message and stack carry every parameter's value. */
type FailedQuery = Error & { query: string; params: unknown };
const isFailedQuery = (error: Error): error is FailedQuery =>
  typeof (error as Partial<FailedQuery>).query === "string" && "params" in error;

/** A database's own error (PostgreSQL's, or PGlite's): it has a five-character SQLSTATE code. */
type DatabaseError = Error & { code: string; severity?: string; table?: string; column?: string; constraint?: string };
const isDatabaseError = (error: Error): error is DatabaseError =>
  typeof (error as Partial<DatabaseError>).code === "string" && /^[0-9A-Z]{5}$/.test((error as DatabaseError).code);

/**
 * Database messages quote values ('invalid input syntax for type integer: "Noura"'); the quoted
 * parts go, what the message says about the failure stays.
 */
const withoutQuotedValues = (text: string) => text.replace(/"(?:[^"]|"")*"/g, '"…"');

/** The stack's frames, without the message at its head (which may carry values). */
const framesOf = (stack: string | undefined) => (stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));

function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  let message = error.message;
  let stack = error.stack;
  const extra: Record<string, unknown> = {};
  if (isDatabaseError(error)) {
    // PGlite's errors also carry the query and its parameters: only these fields are kept.
    message = withoutQuotedValues(error.message);
    stack = [`${error.name}: ${message}`, ...framesOf(error.stack)].join("\n");
    Object.assign(extra, {
      code: error.code,
      severity: error.severity,
      table: error.table,
      column: error.column,
      constraint: error.constraint,
    });
  } else if (isFailedQuery(error)) {
    // The query's text says what failed; its values (a lead's name, e-mail, message) never go to the log.
    message = `Failed query: ${error.query}`;
    stack = [`${error.name}: ${message}`, ...framesOf(error.stack)].join("\n");
  }
  return {
    name: error.name,
    error: message,
    ...extra,
    stack,
    ...(error.cause ? { cause: describe(error.cause) } : {}),
    ...("digest" in error ? { digest: (error as { digest?: unknown }).digest } : {}),
  };
}

/** The app's one error handler: every start-up, request and stray process error is logged here. */
export function handleAppError(error: unknown, context: ErrorContext): void {
  log("error", `${context.phase} error`, { ...context, ...describe(error) });
}
