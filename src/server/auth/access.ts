import "server-only";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { ApiError } from "@/server/http";
import { isAdmin } from "./roles";
import { mustSetUpTwoFactor } from "./two-factor";
import type { SessionUser } from "./users";

/**
 * Who may call a piece of server code:
 *
 * - `public`: anyone;
 * - `self`: anyone signed in, about their own account (profile, password, sessions, two-factor);
 * - `staff`: anyone signed in, for the dashboard's work (posts, media, topics…; what each may change
 *   is the handler's to check, roles.ts);
 * - `admin`: administrators only.
 *
 * An administrator who must use two-factor sign-in and has not set it up holds every administrator
 * power (any post, any upload) through `staff` calls too, so until it is set up only `self` calls
 * are open to them: the dashboard sends them to their profile for the same reason.
 */
export type Access = "public" | "self" | "staff" | "admin";

/**
 * The one access check, for route handlers (route.ts) and any other entry point (a Server Action):
 * the user when the access allows them, otherwise the refusal to answer, thrown as an ApiError
 * (401 `unauthorized`, 403 `admin_only`, 403 `two_factor_required`).
 */
export async function checkAccess(user: SessionUser | null, access: Access): Promise<SessionUser | null> {
  if (access === "public") return user;
  if (!user) throw new ApiError(401, "unauthorized");
  if (access === "admin" && !isAdmin(user)) throw new ApiError(403, "admin_only");
  if (access !== "self" && (await withStore(async () => mustSetUpTwoFactor(await getDb(), user))))
    throw new ApiError(403, "two_factor_required");
  return user;
}
