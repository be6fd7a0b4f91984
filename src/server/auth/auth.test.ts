import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loginAttempts, sessions, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { hashPassword } from "./password";
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

  it("refuses wrong passwords, unknown accounts and inactive users alike", async () => {
    expect(await signIn("editor@asastech.sa", "wrong-password")).toEqual({ ok: false, error: "invalid_credentials" });
    expect(await signIn("nobody@asastech.sa", PASSWORD)).toEqual({ ok: false, error: "invalid_credentials" });
    await db().update(users).set({ active: false });
    expect(await signIn("editor@asastech.sa", PASSWORD)).toEqual({ ok: false, error: "invalid_credentials" });
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

  it("holds the account limit under 100 parallel wrong attempts, then refuses even the right password", async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        signIn("editor@asastech.sa", "wrong-password", `10.1.${Math.floor(index / 50)}.${index % 50}`),
      ),
    );
    const checked = results.filter((result) => !result.ok && result.error === "invalid_credentials").length;
    const limited = results.filter((result) => !result.ok && result.error === "rate_limited").length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perAccount);
    expect(checked + limited).toBe(100);
    const afterwards = await signIn("editor@asastech.sa", PASSWORD, "10.9.9.9");
    expect(afterwards).toMatchObject({ ok: false, error: "rate_limited", retryAfterSeconds: expect.any(Number) });
  });

  it("limits an IP address across accounts, counting failures only", async () => {
    for (let index = 0; index < LOGIN_LIMITS.perIp + 5; index++) {
      await signIn("editor@asastech.sa", PASSWORD, "10.2.0.1");
    }
    // Successful sign-ins do not count against the address…
    expect((await signIn("editor@asastech.sa", PASSWORD, "10.2.0.1")).ok).toBe(true);
    // …failures do, whichever account they try.
    const failures = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perIp + 5 }, (_, index) =>
        signIn(`user${index}@example.com`, "guess", "10.3.0.1"),
      ),
    );
    expect(
      failures.filter((result) => !result.ok && result.error === "invalid_credentials").length,
    ).toBeLessThanOrEqual(LOGIN_LIMITS.perIp);
    expect(await signIn("editor@asastech.sa", PASSWORD, "10.3.0.1")).toMatchObject({ error: "rate_limited" });
  });

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
