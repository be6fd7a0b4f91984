import { z } from "./zod";

export { fieldErrors } from "./users";

/** The events a webhook endpoint can subscribe to (src/server/webhooks/events.ts sends them). */
export const WEBHOOK_EVENTS = [
  "lead.created",
  "lead.status_changed",
  "post.published",
  "post.unpublished",
  "post.deleted",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_URL_MAX = 2000;

/**
 * An endpoint as an administrator adds it at /dashboard/webhooks: an http(s) address without a
 * user name or password in it (the signature is the authentication), and at least one event. Where
 * it points (a private network) is checked on the server (src/server/webhooks/address.ts).
 */
export const webhookInputSchema = z.object({
  url: z
    .string({ error: "url_required" })
    .trim()
    .min(1, "url_required")
    .max(WEBHOOK_URL_MAX, "url_invalid")
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
      } catch {
        return false;
      }
    }, "url_invalid"),
  description: z.string().trim().max(200, "description_too_long").default(""),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, { error: "events_required" }), { error: "events_required" })
    .min(1, "events_required"),
});

export type WebhookInput = z.input<typeof webhookInputSchema>;
