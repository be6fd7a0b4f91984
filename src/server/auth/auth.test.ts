import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts, sessions, signInSources, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { earlierPasswordHash } from "../../../tests/support/earlier-password-hash";
import { hashPassword, needsRehash, verifyPassword } from "./password";
import { LOGIN_LIMITS } from "./rate-limit";
import { createSession, deleteSession, hashToken, SESSION_IDLE_MS, validateSession } from "./sessions";
import { signInWithPassword } from "./sign-in";
import { createUser, EmailTakenError, ensureFirstAdmin, findUserByEmail } from "./users";

const PASSWORD = "a-long-and-proper-passphrase";

describe.each(TEST_DATABASE_KINDS)("accounts and sessions on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    passwordHash = await hashPassword(PASSWORD);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    await db().execute(sql`DELETE FROM ${loginAttempts}`);
    await db().execute(sql`DELETE FROM ${signInSources}`);
    await db().execute(sql`DELETE FROM ${sessions}`);
    await db().execute(sql`DELETE FROM ${users}`);
    await db().insert(users).values({ name: "Editor", email: "editor@asastech.sa", passwordHash, role: "editor" });
  });

  const signIn = (email: string, password: string, ip = "10.0.0.1") =>
    signInWithPassword(db(), { email, password }, { ip, userAgent: "test" });

  it("matches emails case-insensitively and refuses a second account with the same address", async () => {
    expect((await findUserByEmail(db(), "EDITOR@AsasTech.sa"))?.name).toBe("Editor");
    await expect(
      createUser(db(), { name: "Again", email: "Editor@asastech.sa", password: null, role: "editor" }),
    ).rejects.toBeInstanceOf(EmailTakenError);
  });

  it("signs in with the right password, storing only the token's hash", async () => {
    const result = await signIn("Editor@asastech.sa", PASSWORD);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toEqual({
      id: expect.any(Number),
      name: "Editor",
      email: "editor@asastech.sa",
      role: "editor",
    });
    const stored = await db().select().from(sessions);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(result.token));
    expect(stored[0]?.tokenHash).not.toContain(result.token);
    expect(await validateSession(db(), result.token)).toMatchObject({ email: "editor@asastech.sa" });
  });

  it("opens a new session at every sign-in", async () => {
    const first = await signIn("editor@asastech.sa", PASSWORD);
    const second = await signIn("editor@asastech.sa", PASSWORD);
    expect(first.ok && second.ok && first.token !== second.token).toBe(true);
    expect(await db().select().from(sessions)).toHaveLength(2);
  });

  it("stores a password hashed with earlier parameters again at its next sign-in, not after a wrong one", async () => {
    await db()
      .update(users)
      .set({ passwordHash: earlierPasswordHash(PASSWORD) });
    expect((await signIn("editor@asastech.sa", "wrong-password")).ok).toBe(false);
    expect(needsRehash((await findUserByEmail(db(), "editor@asastech.sa"))!.passwordHash!)).toBe(true);
    expect((await signIn("editor@asastech.sa", PASSWORD)).ok).toBe(true);
    const stored = (await findUserByEmail(db(), "editor@asastech.sa"))!.passwordHash!;
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword(PASSWORD, stored)).toBe(true);
    expect((await signIn("editor@asastech.sa", PASSWORD)).ok).toBe(true);
  });

  it("refuses wrong passwords and unknown accounts alike, and says a deactivated account is one only to its password", async () => {
    expect(await signIn("editor@asastech.sa", "wrong-password")).toEqual({ ok: false, error: "invalid_credentials" });
    expect(await signIn("nobody@asastech.sa", PASSWORD)).toEqual({ ok: false, error: "invalid_credentials" });
    await db().update(users).set({ active: false });
    expect(await signIn("editor@asastech.sa", "wrong-password")).toEqual({ ok: false, error: "invalid_credentials" });
    expect(await signIn("editor@asastech.sa", PASSWORD)).toEqual({ ok: false, error: "account_deactivated" });
    expect(await db().select().from(sessions)).toHaveLength(0);
  });

  it("reports invalid input per field", async () => {
    expect(await signInWithPassword(db(), { email: "", password: "x" }, { ip: "1", userAgent: "" })).toMatchObject({
      ok: false,
      error: "email_required",
      field: "email",
    });
    expect(
      await signInWithPassword(db(), { email: "not-an-email", password: "x" }, { ip: "1", userAgent: "" }),
    ).toMatchObject({
      error: "email_invalid",
    });
    expect(await signInWithPassword(db(), { email: "a@b.co" }, { ip: "1", userAgent: "" })).toMatchObject({
      error: "password_required",
    });
  });

  it("ends sessions that were signed out, idle too long or past their absolute expiry", async () => {
    const user = await findUserByEmail(db(), "editor@asastech.sa");
    const signedOut = await createSession(db(), user!.id);
    await deleteSession(db(), signedOut.token);
    expect(await validateSession(db(), signedOut.token)).toBeNull();

    const idle = await createSession(db(), user!.id);
    await db()
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(sql`${sessions.tokenHash} = ${hashToken(idle.token)}`);
    expect(await validateSession(db(), idle.token)).toBeNull();

    const expired = await createSession(db(), user!.id);
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${sessions.tokenHash} = ${hashToken(expired.token)}`);
    expect(await validateSession(db(), expired.token)).toBeNull();
    expect(await validateSession(db(), "made-up-token")).toBeNull();
  });

  /** Ages every recorded failure (and attempt) of a subject pattern by `seconds`. */
  const age = (seconds: number) =>
    db()
      .update(loginAttempts)
      .set({ attemptedAt: sql`${loginAttempts.attemptedAt} - make_interval(secs => ${seconds})` });

  it(
    "1,000 wrong guesses from one address: at most 5 are checked, and the owner signs in from another at once",
    {
      timeout: 120_000,
    },
    async () => {
      const results: Awaited<ReturnType<typeof signIn>>[] = [];
      for (let batch = 0; batch < 10; batch++) {
        // In parallel, 100 at a time, as an attacker would.
        results.push(
          ...(await Promise.all(
            Array.from({ length: 100 }, () => signIn("editor@asastech.sa", "wrong-password", "203.0.113.7")),
          )),
        );
      }
      const checked = results.filter((result) => !result.ok && result.error === "invalid_credentials").length;
      const limited = results.filter((result) => !result.ok && result.error === "rate_limited").length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perSource);
      expect(checked + limited).toBe(1000);
      // Refused attempts left no record: only the checked ones count.
      expect(
        await db()
          .select()
          .from(loginAttempts)
          .where(sql`${loginAttempts.subject} LIKE 'pair:%'`),
      ).toHaveLength(checked);

      const owner = await signIn("editor@asastech.sa", PASSWORD, "198.51.100.20");
      expect(owner.ok).toBe(true);
      // The attacker's address stays throttled for this account, even with the right password.
      expect(await signIn("editor@asastech.sa", PASSWORD, "203.0.113.7")).toMatchObject({ error: "rate_limited" });
    },
  );

  it("says exactly when to retry, and refused attempts do not extend the wait", async () => {
    const started = Date.now();
    for (let index = 0; index < LOGIN_LIMITS.perSource; index++) {
      await signIn("editor@asastech.sa", "wrong-password", "203.0.113.8");
      // One minute apart: the oldest is the one that frees the next attempt.
      await age(60);
    }
    // Failures now 5, 4, 3, 2 and 1 minutes old: the oldest leaves the window in 10 minutes.
    const first = await signIn("editor@asastech.sa", PASSWORD, "203.0.113.8");
    expect(first).toMatchObject({ ok: false, error: "rate_limited" });
    const wait = (first as { retryAfterSeconds: number }).retryAfterSeconds;
    // Exact to the second, give or take the time this test took so far.
    expect(wait).toBeGreaterThanOrEqual(10 * 60 - Math.ceil((Date.now() - started) / 1000) - 1);
    expect(wait).toBeLessThanOrEqual(10 * 60);

    for (let index = 0; index < 50; index++) await signIn("editor@asastech.sa", "wrong-password", "203.0.113.8");
    const later = await signIn("editor@asastech.sa", PASSWORD, "203.0.113.8");
    expect((later as { retryAfterSeconds: number }).retryAfterSeconds).toBeLessThanOrEqual(wait);

    // Once the oldest failure has left the window, the next attempt is checked.
    await age(10 * 60 + 1);
    expect((await signIn("editor@asastech.sa", PASSWORD, "203.0.113.8")).ok).toBe(true);
  });

  it("strangers on many addresses close the account to new addresses, never to the owner's own", async () => {
    const owner = await signIn("editor@asastech.sa", PASSWORD, "198.51.100.30");
    expect(owner.ok).toBe(true);
    const device = owner.ok ? owner.device : "";
    expect(device).toMatch(/^[\w-]{43}$/);

    // Two guesses from each of ten addresses: the account's limit for strangers is reached.
    for (let address = 0; address < 10; address++) {
      for (let guess = 0; guess < 2; guess++) await signIn("editor@asastech.sa", "guess", `192.0.2.${address}`);
    }
    expect(await signIn("editor@asastech.sa", PASSWORD, "192.0.2.200")).toMatchObject({ error: "rate_limited" });
    // The owner's address and the owner's browser (anywhere) still get in.
    expect((await signIn("editor@asastech.sa", PASSWORD, "198.51.100.30")).ok).toBe(true);
    const travelling = await signInWithPassword(
      db(),
      { email: "editor@asastech.sa", password: PASSWORD },
      { ip: "192.0.2.201", device, userAgent: "test" },
    );
    expect(travelling.ok).toBe(true);
    // A made-up device cookie is a stranger like any other.
    const forged = await signInWithPassword(
      db(),
      { email: "editor@asastech.sa", password: PASSWORD },
      { ip: "192.0.2.202", device: "x".repeat(43), userAgent: "test" },
    );
    expect(forged).toMatchObject({ error: "rate_limited" });
  });

  it("a known browser's own wrong guesses are limited too", async () => {
    const owner = await signIn("editor@asastech.sa", PASSWORD, "198.51.100.40");
    const device = owner.ok ? owner.device : "";
    const attempt = (password: string) =>
      signInWithPassword(db(), { email: "editor@asastech.sa", password }, { ip: "10.9.9.9", device, userAgent: "" });
    const results = await Promise.all(Array.from({ length: 20 }, () => attempt("wrong")));
    expect(results.filter((result) => !result.ok && result.error === "invalid_credentials")).toHaveLength(
      LOGIN_LIMITS.perSource,
    );
    expect(await attempt(PASSWORD)).toMatchObject({ error: "rate_limited" });
  });

  it("limits an IP address across accounts, counting failures only", async () => {
    for (let index = 0; index < LOGIN_LIMITS.perAddress + 5; index++) {
      await signIn("editor@asastech.sa", PASSWORD, "10.2.0.1");
    }
    // Successful sign-ins do not count against the address…
    expect((await signIn("editor@asastech.sa", PASSWORD, "10.2.0.1")).ok).toBe(true);
    // …failures do, whichever account they try.
    const failures = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perAddress + 5 }, (_, index) =>
        signIn(`user${index}@example.com`, "guess", "10.3.0.1"),
      ),
    );
    expect(
      failures.filter((result) => !result.ok && result.error === "invalid_credentials").length,
    ).toBeLessThanOrEqual(LOGIN_LIMITS.perAddress);
    expect(await signIn("editor@asastech.sa", PASSWORD, "10.3.0.1")).toMatchObject({ error: "rate_limited" });
  }, 120_000);

  it("creates the first admin from the environment, or with a generated password when there is no user", async () => {
    const configured = await ensureFirstAdmin(
      db(),
      { email: "Boss@AsasTech.sa", password: "configured-password-123" },
      "admin@asastech.sa",
    );
    expect(configured).toEqual({ email: "boss@asastech.sa" });
    expect((await signIn("boss@asastech.sa", "configured-password-123")).ok).toBe(true);
    expect(await ensureFirstAdmin(db(), {}, "admin@asastech.sa")).toBeNull();

    await db().execute(sql`DELETE FROM ${sessions}`);
    await db().execute(sql`DELETE FROM ${users}`);
    const generated = await ensureFirstAdmin(db(), {}, "admin@asastech.sa");
    expect(generated?.generatedPassword).toMatch(/^[\w-]{20,}$/);
    expect((await signIn("admin@asastech.sa", generated!.generatedPassword!)).ok).toBe(true);
  });
});
