import "server-only";
import { signInSchema, type SignInErrorCode } from "@/lib/validation/auth";
import type { Database } from "@/server/db/client";
import { recordAudit } from "./audit";
import { newDeviceToken } from "./cookie";
import { needsRehash, verifyPassword } from "./password";
import { recordSuccessfulSignIn, releaseLoginAttempt, reserveLoginAttempt, type SignInClient } from "./rate-limit";
import { createSession } from "./sessions";
import { verifySecondFactor } from "./two-factor";
import { findUserByEmail, setPassword, type SessionUser } from "./users";

export type SignInResult =
  | { ok: true; user: SessionUser; token: string; expiresAt: Date; device: string }
  | { ok: false; error: SignInErrorCode; field?: "email" | "password" | "code"; retryAfterSeconds?: number };

/**
 * Checks the input, then the rate limits, then the password, and opens a new session. `device` in
 * the answer is the browser's device token to keep in its cookie (the one it sent, or a new one).
 */
export async function signInWithPassword(
  db: Database,
  input: unknown,
  client: SignInClient & { userAgent: string },
): Promise<SignInResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      error: (issue?.message as SignInErrorCode) ?? "invalid_credentials",
      field: issue?.path[0] as "email" | "password",
    };
  }
  const { email, password } = parsed.data;
  const decision = await reserveLoginAttempt(db, email, client);
  if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !valid || !user.active) {
    // Checked failures only: refused (rate-limited) attempts would let anyone flood the log.
    await recordAudit(db, {
      actor: user ? { id: user.id, email: user.email } : null,
      action: "sign_in_failed",
      target: email,
      ip: client.ip,
      ...(user && valid ? { details: { reason: "deactivated" } } : {}),
    });
    // Only the account's own password learns that it was deactivated: anyone else is told no more
    // than for a wrong password.
    return { ok: false, error: user && valid ? "account_deactivated" : "invalid_credentials" };
  }

  if (user.totpEnabledAt) {
    const raw = (input as { code?: unknown }).code;
    const code = typeof raw === "string" ? raw.trim().slice(0, 40) : "";
    // The password was right: asking for the code is not a failure. A wrong code is, like a wrong password.
    if (!code) {
      await releaseLoginAttempt(db, decision.reservation);
      return { ok: false, error: "code_required", field: "code" };
    }
    if (!(await verifySecondFactor(db, user, code))) {
      await recordAudit(db, {
        actor: user,
        action: "sign_in_failed",
        target: email,
        ip: client.ip,
        details: { reason: "two_factor" },
      });
      return { ok: false, error: "code_invalid", field: "code" };
    }
  }

  // A hash made with older parameters (password.ts) is replaced while the password is at hand.
  if (user.passwordHash && needsRehash(user.passwordHash)) await setPassword(db, user.id, password);
  const device = client.device ?? newDeviceToken();
  await recordSuccessfulSignIn(db, email, { ip: client.ip, device }, decision.reservation);
  const session = await createSession(db, user.id, client.userAgent);
  await recordAudit(db, {
    actor: user,
    action: "sign_in",
    target: user.email,
    ip: client.ip,
    details: { method: user.totpEnabledAt ? "password+totp" : "password" },
  });
  return {
    ok: true,
    user: { id: user.id, name: user.name, email: user.email, role: user.role },
    device,
    ...session,
  };
}
