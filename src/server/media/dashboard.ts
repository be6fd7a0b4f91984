import "server-only";
import { requireUser } from "@/server/auth/current-user";
import { isAdmin } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { listMedia } from "./store";

/** The uploads for /dashboard/media (every staff member), searched with `q`, and who is looking. */
export async function mediaForDashboard(loginPath: string, q: string | undefined) {
  const user = await requireUser(loginPath);
  const items = await withStore(async () => listMedia(await getDb(), { q }));
  return { items, userId: user.id, admin: isAdmin(user) };
}
