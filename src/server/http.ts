import "server-only";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { isStoreUnavailable } from "@/server/db/errors";

/** Public API answers may be cached by a CDN briefly and served stale while it revalidates. */
export const PUBLIC_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";
export const RETRY_AFTER_SECONDS = 120;

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
  return json(
    { error: { status, message, ...extra } },
    { status, headers: { "cache-control": "no-store", ...headers } },
  );
}

/** Runs a route handler body; a database outage becomes 503 with Retry-After, anything else a logged 500. */
export async function guarded(path: string, handler: () => Promise<Response>): Promise<Response> {
  try {
    return await handler();
  } catch (error) {
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
