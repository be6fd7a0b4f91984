import type { Database } from "@/server/db/client";

/**
 * Requests as the dashboard sends them to the route handlers under test: the site's own Origin
 * for writes, JSON bodies, a language, and the session cookie of whoever is signed in.
 */
export const SITE = "http://asas.example";

export type CallInit = Omit<RequestInit, "body"> & {
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  language?: string;
};

export function apiRequest(path: string, init: CallInit = {}): Request {
  const { json, cookie, language, headers, ...rest } = init;
  const writes = rest.method !== undefined && rest.method !== "GET";
  return new Request(`${SITE}${path}`, {
    ...rest,
    body: json === undefined ? init.body : JSON.stringify(json),
    headers: {
      host: "asas.example",
      "accept-language": language ?? "en",
      ...(writes ? { origin: SITE } : {}),
      ...(json === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
}

/**
 * A real session for the user, as a Cookie header. The server's modules are loaded only now: the
 * settings they read at load (src/env.ts) are the ones the test file stubbed.
 */
export async function sessionCookie(db: Database, userId: number): Promise<string> {
  const { SESSION_COOKIE } = await import("@/server/auth/cookie");
  const { createSession } = await import("@/server/auth/sessions");
  const { token } = await createSession(db, userId, "vitest");
  return `${SESSION_COOKIE.name}=${token}`;
}

/** Route handlers' second argument, as Next.js passes it. */
export const paramsOf = <T extends Record<string, string>>(params: T) => ({ params: Promise.resolve(params) });
