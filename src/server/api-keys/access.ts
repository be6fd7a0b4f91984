import "server-only";
import type { SessionUser } from "@/server/auth/users";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import type { ApiScope } from "@/server/db/schema";
import { ApiError } from "@/server/http";
import { authenticateApiKey } from "./store";

/**
 * The token of `Authorization: Bearer …`, or null when the request names none. Another scheme is
 * not a key: a staging site behind a proxy's Basic authentication passes that header on to every
 * request, and its sessions must keep working.
 */
export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer(?:\s+(.*))?$/i.exec((headers.get("authorization") ?? "").trim());
  return match ? (match[1] ?? "").trim() : null;
}

/** 401s say which scheme to use, as RFC 6750 asks. */
const CHALLENGE = { "www-authenticate": 'Bearer realm="asas", error="invalid_token"' };

/**
 * The administrator an API key acts as, for the route wrapper (route.ts): a route that names no
 * scope is not open to keys (403 `api_key_not_allowed`), an unknown, revoked or expired key is a 401
 * saying which, and a key without the route's scope a 403 `api_key_scope` naming it.
 */
export async function userFromApiKey(
  token: string,
  scope: ApiScope | undefined,
): Promise<{ user: SessionUser; keyName: string }> {
  const caller = await withStore(async () => authenticateApiKey(await getDb(), token));
  if (typeof caller === "string") throw new ApiError(401, caller, { headers: CHALLENGE });
  if (!scope) throw new ApiError(403, "api_key_not_allowed");
  if (!caller.key.scopes.includes(scope)) throw new ApiError(403, "api_key_scope", { details: { scope } });
  return { user: caller.user, keyName: caller.key.name };
}
