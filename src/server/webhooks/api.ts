import "server-only";
import { env } from "@/env";
import { recordId } from "@/lib/validation/numbers";
import { fieldErrors, webhookInputSchema } from "@/lib/validation/webhooks";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { webhookAddressProblem } from "./address";
import { createWebhookEndpoint, deleteWebhookEndpoint, listDeliveries, listWebhookEndpoints, redeliver } from "./store";

/**
 * The webhooks API (/api/webhooks), for administrators with a session (no API key scope opens it).
 * Adding, deleting and sending again are in the audit log (audit-trail.ts).
 */
const admin = { access: "admin", bodyLimit: BODY_LIMITS.accounts } as const;

/** GET /api/webhooks: the endpoints (never their secrets) and the latest deliveries. */
export const listWebhooksHandler = route(admin, async () => {
  const db = await getDb();
  return json({ endpoints: await listWebhookEndpoints(db), deliveries: await listDeliveries(db) });
});

/**
 * POST /api/webhooks `{ url, description?, events }` → 201 `{ endpoint, secret }` (the secret this
 * once); 400 per field, `url: address_private` for an address on a private or loopback network
 * (unless WEBHOOK_ALLOW_PRIVATE_NETWORKS) and `address_unresolved` for a host that does not resolve.
 */
export const createWebhookHandler = route(admin, async (call) => {
  const input = call.parse(webhookInputSchema, await call.body(), fieldErrors);
  const problem = await webhookAddressProblem(input.url, env.WEBHOOK_ALLOW_PRIVATE_NETWORKS);
  if (problem) throw refuse(400, "invalid", { details: { fields: { url: problem } } });
  const { endpoint, secret } = await createWebhookEndpoint(await getDb(), input, call.user.id);
  return json({ endpoint, secret }, { status: 201 });
});

/** DELETE /api/webhooks/{id}: the endpoint, its queue and its log. */
export const deleteWebhookHandler = route(admin, async (_call, rawId: string) => {
  const id = recordId.safeParse(rawId);
  const endpoint = id.success ? await deleteWebhookEndpoint(await getDb(), id.data) : null;
  if (!endpoint) throw refuse(404, "not_found");
  return json({ endpoint });
});

/** POST /api/webhooks/deliveries/{id}/redeliver: "send again", due now with a day of tries. */
export const redeliverHandler = route(admin, async (_call, rawId: string) => {
  const id = recordId.safeParse(rawId);
  const delivery = id.success ? await redeliver(await getDb(), id.data) : null;
  if (!delivery) throw refuse(404, "not_found");
  return json({ delivery });
});
