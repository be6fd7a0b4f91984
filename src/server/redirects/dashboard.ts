import "server-only";
import { requireAdmin } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { listNotFound } from "./not-found";
import { listRedirects } from "./store";

/**
 * Every redirect, and the most visited addresses that answer 404, for /dashboard/redirects
 * (administrators; a 404 for an editor).
 */
export async function redirectsForDashboard(loginPath: string) {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [items, missing] = await Promise.all([listRedirects(db), listNotFound(db)]);
    return { items, missing };
  });
}
