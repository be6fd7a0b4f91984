import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { MIN_FILL_MS } from "@/lib/validation/lead";

/** A token older than this is stale (the page was left open for days). */
export const MAX_TOKEN_AGE_MS = 24 * 60 * 60 * 1000;

const sign = (secret: string, payload: string) => createHmac("sha256", secret).update(payload).digest("base64url");

/** A token signed when the contact page renders: direct posts without the page lack one. */
export function issueFormToken(secret: string, now = Date.now()): string {
  const payload = `${now}.${randomBytes(9).toString("base64url")}`;
  return `${payload}.${sign(secret, payload)}`;
}

/**
 * A valid token's id and expiry: the caller records it as used (consumeFormToken in limits.ts), so
 * that it sends one message only.
 */
export type TokenCheck =
  | { valid: true; id: string; expiresAt: Date }
  | { valid: false; reason: "missing_token" | "invalid_token" | "expired_token" | "too_fast" };

export function checkFormToken(secret: string, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== "string" || !token) return { valid: false, reason: "missing_token" };
  const parts = token.split(".");
  if (parts.length !== 3) return { valid: false, reason: "invalid_token" };
  const [issued, nonce, signature] = parts as [string, string, string];
  const expected = Buffer.from(sign(secret, `${issued}.${nonce}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { valid: false, reason: "invalid_token" };
  const age = now - Number(issued);
  if (!Number.isFinite(age) || age > MAX_TOKEN_AGE_MS || age < -60_000)
    return { valid: false, reason: "expired_token" };
  if (age < MIN_FILL_MS) return { valid: false, reason: "too_fast" };
  return { valid: true, id: `${issued}.${nonce}`, expiresAt: new Date(Number(issued) + MAX_TOKEN_AGE_MS) };
}
