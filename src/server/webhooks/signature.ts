import { createHmac, randomBytes } from "node:crypto";

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): a secret "whsec_" + base64 of random
 * bytes; each delivery carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature`, "v1," + base64 of HMAC-SHA256 over `${id}.${timestamp}.${body}` keyed with
 * the secret's bytes. Receivers can check it with any Standard Webhooks library.
 */
export const SECRET_PREFIX = "whsec_";

export const newWebhookSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString("base64")}`;

export function webhookSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The headers of one try: a new timestamp each time, the same id on every try. */
export function signedHeaders(secret: string, id: string, body: string, now = new Date()): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": webhookSignature(secret, id, timestamp, body),
  };
}
