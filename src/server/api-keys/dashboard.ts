import "server-only";
import { requireAdmin } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { listApiKeys } from "./store";

/** Every API key, for /dashboard/api-keys (administrators; a 404 for an editor). */
export async function apiKeysForDashboard(loginPath: string) {
  await requireAdmin(loginPath);
  return withStore(async () => listApiKeys(await getDb()));
}
