import { z } from "./zod";

export { fieldErrors } from "./users";

/**
 * What an API key may do (src/server/api-keys/): each scope opens the routes that declare it
 * (src/server/route.ts `scope`), and nothing else; a key never manages keys, accounts or webhooks.
 */
export const API_SCOPES = ["posts:read", "posts:write", "leads:read", "leads:write"] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/** How long a new key lasts, in days; null: until it is revoked. */
export const API_KEY_LIFETIMES = [30, 90, 365, null] as const;

export const API_KEY_NAME_MAX = 100;

/** A key as an administrator asks for it at /dashboard/api-keys; errors are codes (messages: dashboard.apiKeys.errors). */
export const apiKeyInputSchema = z.object({
  name: z.string({ error: "name_required" }).trim().min(1, "name_required").max(API_KEY_NAME_MAX, "name_too_long"),
  scopes: z
    .array(z.enum(API_SCOPES, { error: "scopes_required" }), { error: "scopes_required" })
    .min(1, "scopes_required"),
  expiresInDays: z
    .union([z.literal(30), z.literal(90), z.literal(365), z.null()], { error: "expiry_invalid" })
    .default(90),
});

export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;
