import "server-only";
import { unstable_rethrow } from "next/navigation";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { NO_STORE, RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { isStoreUnavailable } from "@/server/db/errors";

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
}

export function problem(
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
  headers: HeadersInit = {},
) {
  return json({ error: { status, message, ...extra } }, { status, headers: { "cache-control": NO_STORE, ...headers } });
}

/** Runs a route handler body; a database outage becomes 503 with Retry-After, anything else a logged 500. */
export async function guarded(path: string, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
    // Next.js's own signals (prerendering bailing out to request time, notFound, redirect) pass.
    unstable_rethrow(error);
    if (isStoreUnavailable(error)) {
      return problem(
        503,
        "The service is temporarily unavailable. Please retry later.",
        {},
        {
          "retry-after": String(RETRY_AFTER_SECONDS),
        },
      );
    }
    handleAppError(error, { phase: "request", path });
    return problem(500, "Internal error");
  }
}
