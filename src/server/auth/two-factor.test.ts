import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, loginAttempts, recoveryCodes, sessions, settings, signInSources, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { signInWithPassword } from "./sign-in";
import {
  adminTwoFactorRequired,
  confirmTwoFactorSetup,
  disableTwoFactor,
  mustSetUpTwoFactor,
  setAdminTwoFactorRequired,
  startTwoFactorSetup,
  twoFactorStatus,
} from "./two-factor";
import { createUser, type SessionUser } from "./users";

const PASSWORD = "lantern orchard velvet";
const codeAt = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

describe.each(TEST_DATABASE_KINDS)("two-factor sign-in on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let user: SessionUser;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    for (const table of [auditLog, recoveryCodes, loginAttempts, signInSources, sessions, settings, users])
      await db().execute(sql`DELETE FROM ${table}`);
    user = await createUser(db(), { name: "Salma", email: "salma@asastech.sa", password: PASSWORD, role: "admin" });
  });

  const signIn = (code?: string) =>
    signInWithPassword(db(), { email: user.email, password: PASSWORD, code }, { ip: "192.0.2.5", userAgent: "test" });

  async function turnOn() {
    const setup = await startTwoFactorSetup(db(), user);
    if (!setup.ok) throw new Error("not started");
    const used = codeAt(setup.secret);
    const confirmed = await confirmTwoFactorSetup(db(), user, used);
    if (!confirmed.ok) throw new Error("not confirmed");
    return { secret: setup.secret, codes: confirmed.recoveryCodes, used };
  }

  it("sets up with a QR code drawn locally and a code from the app, storing the secret encrypted", async () => {
    const setup = await startTwoFactorSetup(db(), user);
    if (!setup.ok) throw new Error("not started");
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Asas%20Tech%20Consulting:salma%40asastech\.sa\?/);
    expect(setup.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(await confirmTwoFactorSetup(db(), user, "000000")).toEqual({
      ok: false,
      error: "code_invalid",
    });
    const confirmed = await confirmTwoFactorSetup(db(), user, codeAt(setup.secret));
    expect(confirmed.ok && confirmed.recoveryCodes).toHaveLength(10);
    const [row] = await db().select().from(users);
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(setup.secret);
    expect(row?.totpPendingSecret).toBeNull();
    expect((await twoFactorStatus(db(), user.id)).recoveryCodesLeft).toBe(10);
  });

  it("asks for the code after the right password, refuses a wrong or replayed one, and accepts the next", async () => {
    const { secret, used } = await turnOn();
    expect(await signIn()).toEqual({ ok: false, error: "code_required", field: "code" });
    expect(await signIn("123456")).toEqual({ ok: false, error: "code_invalid", field: "code" });
    // The code that confirmed the setup has been used: it does not sign in again (even a step later,
    // when it is still within the allowed drift).
    expect(await signIn(used)).toMatchObject({ ok: false, error: "code_invalid" });
    const next = codeAt(secret, 30);
    expect((await signIn(next)).ok).toBe(true);
    expect(await signIn(next)).toMatchObject({ ok: false, error: "code_invalid" });
    const failures = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'sign_in_failed'`);
    expect(failures.map((row) => row.details)).toEqual([
      { reason: "two_factor" },
      { reason: "two_factor" },
      { reason: "two_factor" },
    ]);
  });

  it("sets up again only with the password or a current code: a session alone keeps the old key", async () => {
    const { secret, codes } = await turnOn();
    const setUpAgain = async (proof?: { password?: string; code?: string }) => {
      const started = await startTwoFactorSetup(db(), user, proof);
      if (!started.ok) return started;
      const confirmed = await confirmTwoFactorSetup(db(), user, codeAt(started.secret));
      return confirmed.ok ? { ...confirmed, secret: started.secret } : confirmed;
    };
    expect(await setUpAgain()).toEqual({ ok: false, error: "reauthentication_required" });
    expect(await setUpAgain({ password: "not the password" })).toEqual({ ok: false, error: "current_password_wrong" });
    expect(await setUpAgain({ code: "000000" })).toEqual({ ok: false, error: "code_invalid" });
    // Nothing changed: nothing is pending, every recovery code is left and the app still signs in.
    expect((await db().select().from(users))[0]?.totpPendingSecret).toBeNull();
    expect((await twoFactorStatus(db(), user.id)).recoveryCodesLeft).toBe(10);
    expect((await signIn(codeAt(secret, 30))).ok).toBe(true);

    // A key left pending without the proof (started before it was asked) cannot replace the one in use.
    const [row] = await db().select().from(users);
    await db().update(users).set({ totpPendingSecret: row!.totpSecret });
    expect(await confirmTwoFactorSetup(db(), user, codeAt(secret, 60))).toEqual({
      ok: false,
      error: "no_setup",
    });

    const withPassword = await setUpAgain({ password: PASSWORD });
    if (!withPassword.ok) throw new Error("not set up again");
    expect(withPassword.recoveryCodes).toHaveLength(10);
    expect(await signIn(codes[0])).toMatchObject({ ok: false, error: "code_invalid" });
    // A current code from the app is proof too.
    const withCode = await setUpAgain({ code: codeAt(withPassword.secret, 30) });
    expect(withCode.ok).toBe(true);
  });

  it("accepts each recovery code once, whatever its case and spacing", async () => {
    const { codes } = await turnOn();
    const code = codes[3]!;
    expect((await signIn(` ${code.toUpperCase()} `)).ok).toBe(true);
    expect(await signIn(code)).toMatchObject({ ok: false, error: "code_invalid" });
    expect((await twoFactorStatus(db(), user.id)).recoveryCodesLeft).toBe(9);
  });

  it("wrong codes count against the sign-in limit like wrong passwords", async () => {
    await turnOn();
    for (let attempt = 0; attempt < 5; attempt++) await signIn("999999");
    expect(await signIn("999999")).toMatchObject({ ok: false, error: "rate_limited" });
  });

  it("turns off only with the password, and not for administrators while it is required", async () => {
    await turnOn();
    expect(await disableTwoFactor(db(), user, "wrong")).toEqual({
      ok: false,
      error: "current_password_wrong",
    });
    await setAdminTwoFactorRequired(db(), true);
    expect(await adminTwoFactorRequired(db())).toBe(true);
    expect(await disableTwoFactor(db(), user, PASSWORD)).toEqual({
      ok: false,
      error: "required_for_admins",
    });
    await setAdminTwoFactorRequired(db(), false);
    expect(await disableTwoFactor(db(), user, PASSWORD)).toEqual({ ok: true });
    expect((await signIn()).ok).toBe(true);
  });

  it("sends an administrator without two-factor to set it up when it is required; never an editor", async () => {
    const editor = await createUser(db(), { name: "Ed", email: "ed@asastech.sa", password: null, role: "editor" });
    expect(await mustSetUpTwoFactor(db(), user)).toBe(false);
    await setAdminTwoFactorRequired(db(), true);
    expect(await mustSetUpTwoFactor(db(), user)).toBe(true);
    expect(await mustSetUpTwoFactor(db(), editor)).toBe(false);
    await turnOn();
    expect(await mustSetUpTwoFactor(db(), user)).toBe(false);
  });
});
