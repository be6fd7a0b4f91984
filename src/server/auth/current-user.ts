import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { connection } from "next/server";
import { cache } from "react";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { SESSION_COOKIE, readSessionToken } from "./cookie";
import { isAdmin } from "./roles";
import { validateSession } from "./sessions";
import { mustSetUpTwoFactor } from "./two-factor";
import type { SessionUser } from "./users";

/** The signed-in user of the current request (pages and server components), or null. */
export const getCurrentUser = cache(async (): Promise<SessionUser | null> => {
  // A session is checked against the clock and the database at request time, never while Next.js
  // prerenders a shell of the page.
  await connection();
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

/** For administrators' pages: the user, a redirect to sign in, or a 404 for an editor. */
export async function requireAdmin(loginPath: string): Promise<SessionUser> {
  const user = await requireUser(loginPath);
  if (!isAdmin(user)) notFound();
  // Layouts are not rendered again on navigation inside the dashboard: the admin pages check too.
  await requireTwoFactorWhenDue(user, loginPath.replace(/\/login$/, "/dashboard/profile"));
  return user;
}

/**
 * For the dashboard layout: an administrator who must use two-factor sign-in and has not set it
 * up is sent to the profile page (the one page they may use) until they have.
 */
export async function requireTwoFactorWhenDue(user: SessionUser, profilePath: string): Promise<void> {
  if (!(await withStore(async () => mustSetUpTwoFactor(await getDb(), user)))) return;
  const path = (await headers()).get("x-asas-path") ?? "";
  if (path.split("?")[0] !== profilePath) redirect(`${profilePath}?twoFactor=required`);
}
