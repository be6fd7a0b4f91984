import "server-only";
import { signInSchema, type SignInErrorCode } from "@/lib/validation/auth";
import type { Database } from "@/server/db/client";
import { verifyPassword } from "./password";
import { accountSubject, ipSubject, recordLoginAttempt, recordSuccessfulSignIn } from "./rate-limit";
import { createSession } from "./sessions";
import { findUserByEmail, type SessionUser } from "./users";

export type SignInResult =
  | { ok: true; user: SessionUser; token: string; expiresAt: Date }
  | { ok: false; error: SignInErrorCode; field?: "email" | "password"; retryAfterSeconds?: number };

/** Checks the rate limits, then the password, and opens a new session. */
export async function signInWithPassword(
  db: Database,
  input: unknown,
  client: { ip: string; userAgent: string },
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
  const decision = await recordLoginAttempt(db, { account: accountSubject(email), ip: ipSubject(client.ip) });
  if (!decision.allowed) return { ok: false, error: "rate_limited", retryAfterSeconds: decision.retryAfterSeconds };

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !valid || !user.active) return { ok: false, error: "invalid_credentials" };

  await recordSuccessfulSignIn(db, accountSubject(email), decision.attemptIds);
  const session = await createSession(db, user.id, client.userAgent);
  return { ok: true, user: { id: user.id, name: user.name, email: user.email, role: user.role }, ...session };
}
