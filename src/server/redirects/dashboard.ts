import "server-only";
import { requireAdmin } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { listRedirects } from "./store";

/** Every redirect, for /dashboard/redirects (administrators; a 404 for an editor). */
export async function redirectsForDashboard(loginPath: string) {
  await requireAdmin(loginPath);
  return withStore(async () => listRedirects(await getDb()));
}
