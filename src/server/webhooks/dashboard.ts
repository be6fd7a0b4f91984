import "server-only";
import { env } from "@/env";
import { requireAdmin } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { listDeliveries, listWebhookEndpoints } from "./store";

/** The endpoints and the latest deliveries, for /dashboard/webhooks (administrators; a 404 for an editor). */
export async function webhooksForDashboard(loginPath: string) {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [endpoints, deliveries] = await Promise.all([listWebhookEndpoints(db), listDeliveries(db)]);
    return { endpoints, deliveries, privateAllowed: env.WEBHOOK_ALLOW_PRIVATE_NETWORKS };
  });
}
