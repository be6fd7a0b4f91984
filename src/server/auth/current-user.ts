import "server-only";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { json } from "@/server/http";
import { originProblem } from "@/server/request";
import { SESSION_COOKIE, readSessionToken } from "./cookie";
import { validateSession } from "./sessions";
import type { SessionUser } from "./users";

/** The signed-in user of the current request (pages and server components), or null. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  const token = (await cookies()).get(SESSION_COOKIE.name)?.value;
  if (!token) return null;
  return withStore(async () => validateSession(await getDb(), token));
});

/** For dashboard pages: the user, or a redirect to the sign-in page that comes back here. */
export async function requireUser(loginPath: string): Promise<SessionUser> {
  const user = await getCurrentUser();
  if (user) return user;
  const path = (await headers()).get("x-asas-path");
  redirect(path ? `${loginPath}?next=${encodeURIComponent(path)}` : loginPath);
}

/** The signed-in user of an API request, read from its own cookie header. */
export async function userFromRequest(request: Request): Promise<SessionUser | null> {
  const token = readSessionToken(request.headers.get("cookie"));
  if (!token) return null;
  return withStore(async () => validateSession(await getDb(), token));
}

export type ApiAuth = { user: SessionUser } | { response: Response };

/**
 * Every dashboard API call authorizes on its own: a session is required, and state-changing calls
 * must come from the site itself (Origin check against cross-site request forgery).
 */
export async function authorizeApi(request: Request): Promise<ApiAuth> {
  const problem = originProblem(request);
  if (problem) {
    return {
      response: json(
        { error: { status: 403, message: "Cross-origin request refused", reason: problem } },
        { status: 403 },
      ),
    };
  }
  const user = await userFromRequest(request);
  if (!user) return { response: json({ error: { status: 401, message: "Sign in required" } }, { status: 401 }) };
  return { user };
}
