import "server-only";
import { apiKeyInputSchema, fieldErrors } from "@/lib/validation/api-keys";
import { recordId } from "@/lib/validation/numbers";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { createApiKey, listApiKeys, revokeApiKey } from "./store";

/**
 * The API keys API (/api/api-keys), for administrators with a session: no scope opens it, so a key
 * can never make or revoke keys. Creation and revocation are in the audit log (audit-trail.ts).
 */
const admin = { access: "admin", bodyLimit: BODY_LIMITS.accounts } as const;

/** GET /api/api-keys: every key, newest first, without any token. */
export const listApiKeysHandler = route(admin, async () => json({ keys: await listApiKeys(await getDb()) }));

/** POST /api/api-keys `{ name, scopes, expiresInDays }` → 201 `{ key, token }`: the token, this once. */
export const createApiKeyHandler = route(admin, async (call) => {
  const input = call.parse(apiKeyInputSchema, await call.body(), fieldErrors);
  const { key, token } = await createApiKey(await getDb(), input, call.user.id);
  return json({ key, token }, { status: 201 });
});

/** DELETE /api/api-keys/{id}: revoked at once → `{ key }`. */
export const revokeApiKeyHandler = route(admin, async (_call, rawId: string) => {
  const id = recordId.safeParse(rawId);
  const key = id.success ? await revokeApiKey(await getDb(), id.data) : null;
  if (!key) throw refuse(404, "not_found");
  return json({ key });
});
