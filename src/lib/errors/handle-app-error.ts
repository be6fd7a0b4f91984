import { log } from "@/lib/log";

export type ErrorContext = {
  /** Where the error surfaced: "startup", "request", "process". */
  phase: "startup" | "request" | "process";
  [key: string]: unknown;
};

function describe(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return {
      name: error.name,
      error: error.message,
      stack: error.stack,
      ...(error.cause ? { cause: describe(error.cause) } : {}),
      ...("digest" in error ? { digest: (error as { digest?: unknown }).digest } : {}),
    };
  }
  return { error: String(error) };
}

/** The app's one error handler (spec §8): every start-up, request and stray process error is logged here. */
export function handleAppError(error: unknown, context: ErrorContext): void {
  log("error", `${context.phase} error`, { ...context, ...describe(error) });
}
