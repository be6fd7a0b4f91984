import "server-only";
import { refresh } from "next/cache";
import { headers } from "next/headers";
import type { WriteError, WriteResult } from "@/lib/actions/write-result";

/**
 * Runs a dashboard write, arriving as a Server Action, through the JSON API's own route handler
 * (docs/architecture.md, "Dashboard writes"): the handler sees the request the browser made (its
 * cookies, Origin, Fetch Metadata, forwarding headers and language) with the method, address and
 * JSON body of the API call, so the route wrapper's rules (origin, session, role, two-factor,
 * storable text, body limit, audit log) apply to both in one place. The tags the handler
 * invalidates are in force when the action answers, and `refresh()` sends the page the user is on
 * again with the answer, so the dashboard shows the write without a second request.
 */
export async function callRoute<T = Record<string, unknown>>(
  call: { method: "POST" | "PUT" | "PATCH" | "DELETE"; path: string; body?: unknown },
  handler: (request: Request) => Promise<Response>,
): Promise<WriteResult<T>> {
  const incoming = await headers();
  const forwarded = new Headers();
  for (const [name, value] of incoming) {
    if (!DROPPED.has(name) && !name.startsWith("next-")) forwarded.set(name, value);
  }
  forwarded.set("accept", "application/json");
  if (call.body !== undefined) forwarded.set("content-type", "application/json");
  const request = new Request(new URL(call.path, `http://${incoming.get("host") ?? "localhost"}`), {
    method: call.method,
    headers: forwarded,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const response = await handler(request);
  // Only the sign-in routes set cookies, and they are not actions: a cookie here would be lost.
  if (response.headers.has("set-cookie")) throw new Error(`${call.path} sets a cookie: call it with fetch`);
  const body = (await response.json().catch(() => null)) as (T & { error?: WriteError }) | null;
  if (!response.ok) {
    return {
      ok: false,
      error: body?.error ?? { status: response.status, code: "server_error", message: "" },
    };
  }
  refresh();
  return { ok: true, data: (body ?? {}) as T };
}

/** The action's own envelope, which the API call does not have. */
const DROPPED = new Set(["content-type", "content-length", "accept", "accept-encoding", "transfer-encoding"]);
