import { describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "@/lib/validation/lead";
import { checkFormToken, issueFormToken } from "./form-token";

const SECRET = "test-secret";

describe("contact form tokens", () => {
  it("accepts a token from the page after a human pause", () => {
    const now = Date.now();
    const token = issueFormToken(SECRET, now - 10_000);
    expect(checkFormToken(SECRET, token, now)).toEqual({
      valid: true,
      id: token.split(".").slice(0, 2).join("."),
      expiresAt: new Date(now - 10_000 + 24 * 60 * 60 * 1000),
    });
  });

  it("flags posts made too fast, without a token, with a forged or an old one", () => {
    const now = Date.now();
    expect(checkFormToken(SECRET, issueFormToken(SECRET, now - MIN_FILL_MS + 500), now)).toEqual({
      valid: false,
      reason: "too_fast",
    });
    expect(checkFormToken(SECRET, undefined, now)).toEqual({ valid: false, reason: "missing_token" });
    expect(checkFormToken(SECRET, issueFormToken("another-secret", now - 10_000), now)).toEqual({
      valid: false,
      reason: "invalid_token",
    });
    const [issued, nonce] = issueFormToken(SECRET, now - 10_000).split(".");
    expect(checkFormToken(SECRET, `${Number(issued) - 5000}.${nonce}.forged`, now)).toEqual({
      valid: false,
      reason: "invalid_token",
    });
    expect(checkFormToken(SECRET, issueFormToken(SECRET, now - 2 * 24 * 60 * 60 * 1000), now)).toEqual({
      valid: false,
      reason: "expired_token",
    });
  });
});
