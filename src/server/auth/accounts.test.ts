import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { auditLog, loginAttempts, sessions, userTokens, users } from "@/server/db/schema";
import { createTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../../../tests/support/test-database";
import { inviteAccount, listAccounts, resendInvitation, updateAccount } from "./accounts";
import { listAudit, postAuditAction, purgeOldAudit, recordAudit } from "./audit";
import { hashPassword, verifyPassword } from "./password";
import {
  changeOwnPassword,
  endOtherSessions,
  listOwnSessions,
  RESET_LIMITS,
  requestPasswordReset,
  setPasswordWithToken,
} from "./password-flows";
import { createSession, hashToken, validateSession } from "./sessions";
import { createUser, type SessionUser } from "./users";
import { unisolatedLtrRuns, unisolatedLtrRunsInHtml } from "@/lib/bidi";
import type * as Mail from "@/server/mail";

type SentMail = {
  to: string;
  from: unknown;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
};
const sent = vi.hoisted(() => [] as SentMail[]);
let mailDown = false;

// The SMTP transport, replaced by one that keeps what it is given (tests/e2e has the real server).
vi.mock("@/server/mail", async (importOriginal) => ({
  // The sender as the site names it (mail.ts): the company's name in the e-mail's language.
  ...(await importOriginal<typeof Mail>()),
  mailer: () => ({
    sendMail: async (mail: SentMail) => {
      if (mailDown) throw new Error("connection refused");
      sent.push(mail);
    },
  }),
  mailConfigured: () => true,
}));

const GOOD_PASSWORD = "lantern orchard velvet";
const tokenIn = (mail: SentMail) => /token=([\w-]{43})/.exec(mail.text)?.[1] ?? "";

describe.each(TEST_DATABASE_KINDS)("staff accounts on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;
  let admin: SessionUser;
  let passwordHash: string;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    passwordHash = await hashPassword("Correct-Horse-Battery-9");
  });
  afterAll(async () => database.close());
  beforeEach(async () => {
    sent.length = 0;
    mailDown = false;
    for (const table of [auditLog, userTokens, loginAttempts, sessions, users])
      await db().execute(sql`DELETE FROM ${table}`);
    admin = await createUser(db(), { name: "Admin", email: "admin@asastech.sa", password: null, role: "admin" });
    await db().update(users).set({ passwordHash });
  });

  const context = () => ({ actor: admin, ip: "192.0.2.1" });
  const invite = (email = "salma@asastech.sa", locale: "ar" | "en" = "ar") =>
    inviteAccount(db(), { name: "سلمى الحربي", email, role: "editor", locale }, context(), true);

  it("invites by e-mail in the invitee's language, storing only the link's hash, valid 72 hours", async () => {
    const result = await invite();
    expect(result).toMatchObject({ ok: true, value: { status: "invited", role: "editor", locale: "ar" } });
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe("salma@asastech.sa");
    // The inviter's gender is not given: wording that fits anyone, the name isolated.
    expect(mail.subject).toBe("دعوة من \u2068Admin\u2069 إلى لوحة تحكم أساس للاستشارات التقنية");
    // From the company's Arabic name, not its English one.
    expect(mail.from).toEqual({ name: "أساس للاستشارات التقنية", address: "no-reply@asastech.sa" });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain("مرحبًا \u2068سلمى الحربي\u2069،");
    expect(mail.text).toContain("http://localhost:3000/set-password?token=");
    const token = tokenIn(mail);
    const [stored] = await db().select().from(userTokens);
    expect(stored?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const hours = (new Date(stored!.expiresAt).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const english = await invite("omar@asastech.sa", "en");
    expect(english.ok).toBe(true);
    expect(sent[1]!.subject).toBe("Admin invited you to the Asas Tech Consulting dashboard");
    expect(sent[1]!.from).toEqual({ name: "Asas Tech Consulting", address: "no-reply@asastech.sa" });
    expect(sent[1]!.html).toContain('<html lang="en" dir="ltr">');
    expect(sent[1]!.text).toContain("http://localhost:3000/en/set-password?token=");

    expect(await invite("SALMA@asastech.sa")).toEqual({ ok: false, error: "email_taken" });
    expect(
      await inviteAccount(db(), { name: "X", email: "x@asastech.sa", role: "editor", locale: "ar" }, context(), false),
    ).toEqual({
      ok: false,
      error: "mail_unavailable",
    });
  });

  it("words the Arabic invitation for the inviter's and the invitee's gender, and isolates every name", async () => {
    await db()
      .update(users)
      .set({ gender: "female" })
      .where(sql`${users.id} = ${admin.id}`);
    await inviteAccount(
      db(),
      { name: "Salma Al-Harbi", email: "salma@asastech.sa", role: "editor", locale: "ar", gender: "female" },
      context(),
      true,
    );
    const [mail] = sent;
    expect(mail!.subject).toBe("دعتك \u2068Admin\u2069 إلى لوحة تحكم أساس للاستشارات التقنية");
    expect(mail!.text).toContain("اختاري كلمة المرور لتبدئي.");
    expect(mail!.text).toContain("إن لم تكوني تتوقعين هذه الدعوة فتجاهلي هذه الرسالة.");
    expect(unisolatedLtrRuns(mail!.text)).toEqual([]);
    expect(unisolatedLtrRunsInHtml(mail!.html)).toEqual([]);
    const [row] = await db()
      .select({ gender: users.gender })
      .from(users)
      .where(sql`${users.email} = 'salma@asastech.sa'`);
    expect(row?.gender).toBe("female");

    await db()
      .update(users)
      .set({ gender: "male" })
      .where(sql`${users.id} = ${admin.id}`);
    await inviteAccount(
      db(),
      { name: "Omar", email: "omar@asastech.sa", role: "editor", locale: "ar", gender: "male" },
      context(),
      true,
    );
    expect(sent[1]!.subject).toBe("دعاك \u2068Admin\u2069 إلى لوحة تحكم أساس للاستشارات التقنية");
    expect(sent[1]!.text).toContain("اختر كلمة المرور لتبدأ.");
  });

  it("sets the password from the link once; a refused password does not spend it", async () => {
    await invite();
    const token = tokenIn(sent[0]!);
    expect(await setPasswordWithToken(db(), token, "short", { ip: "1" })).toEqual({ ok: false, error: "too_short" });
    expect(await setPasswordWithToken(db(), token, "password1234", { ip: "1" })).toEqual({
      ok: false,
      error: "common",
    });
    expect(await setPasswordWithToken(db(), token, "سلمى الحربي salma asastech", { ip: "1" })).toEqual({
      ok: false,
      error: "personal",
    });
    const done = await setPasswordWithToken(db(), token, GOOD_PASSWORD, { ip: "198.51.100.9" });
    expect(done).toEqual({ ok: true, email: "salma@asastech.sa", purpose: "invitation" });
    const [row] = await db()
      .select()
      .from(users)
      .where(sql`${users.email} = 'salma@asastech.sa'`);
    expect(await verifyPassword(GOOD_PASSWORD, row!.passwordHash)).toBe(true);
    expect(await setPasswordWithToken(db(), token, "another long passphrase", { ip: "1" })).toEqual({
      ok: false,
      error: "invalid_token",
    });
    expect((await listAccounts(db())).find((account) => account.email === "salma@asastech.sa")?.status).toBe("active");
    const audit = await listAudit(db(), { page: 1, action: "invitation_accepted" });
    expect(audit.items).toMatchObject([{ actorEmail: "salma@asastech.sa", ip: "198.51.100.9" }]);
  });

  it("refuses an expired link, and a resent invitation voids the earlier one", async () => {
    const invited = await invite();
    const first = tokenIn(sent[0]!);
    const resent = await resendInvitation(db(), invited.ok ? invited.value.id : 0, context(), true);
    expect(resent.ok).toBe(true);
    const second = tokenIn(sent[1]!);
    expect(await setPasswordWithToken(db(), first, GOOD_PASSWORD, { ip: "1" })).toMatchObject({
      error: "invalid_token",
    });
    await db()
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await setPasswordWithToken(db(), second, GOOD_PASSWORD, { ip: "1" })).toMatchObject({
      error: "invalid_token",
    });
    // Once the password is set, there is nothing to resend.
    expect(await resendInvitation(db(), admin.id, context(), true)).toEqual({ ok: false, error: "not_invited" });
  });

  it("keeps at least one active administrator, even when two admins demote each other at once", async () => {
    expect(await updateAccount(db(), admin.id, { role: "editor" })).toEqual({
      ok: false,
      error: "last_admin",
    });
    expect(await updateAccount(db(), admin.id, { active: false })).toEqual({
      ok: false,
      error: "last_admin",
    });
    const second = await createUser(db(), {
      name: "Second",
      email: "second@asastech.sa",
      password: null,
      role: "admin",
    });
    const results = await Promise.all([
      updateAccount(db(), admin.id, { role: "editor" }),
      updateAccount(db(), second.id, { role: "editor" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([{ ok: false, error: "last_admin" }]);
    const admins = await db()
      .select()
      .from(users)
      .where(sql`${users.role} = 'admin' AND ${users.active}`);
    expect(admins).toHaveLength(1);
  });

  it("ends a deactivated user's sessions at once, and lets them back in when reactivated", async () => {
    const editor = await createUser(db(), {
      name: "Ed",
      email: "ed@asastech.sa",
      password: GOOD_PASSWORD,
      role: "editor",
    });
    const session = await createSession(db(), editor.id);
    expect(await validateSession(db(), session.token)).not.toBeNull();
    expect(await updateAccount(db(), editor.id, { active: false })).toMatchObject({
      ok: true,
      value: { status: "deactivated" },
    });
    expect(
      await db()
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${editor.id}`),
    ).toHaveLength(0);
    expect(await validateSession(db(), session.token)).toBeNull();
    expect(await updateAccount(db(), editor.id, { active: true })).toMatchObject({
      value: { status: "active" },
    });
  });

  it("answers a reset request the same for unknown addresses, limits it, and a reset ends every session", async () => {
    const editor = await createUser(db(), {
      name: "Ed",
      email: "ed@asastech.sa",
      password: GOOD_PASSWORD,
      role: "editor",
    });
    await db()
      .update(users)
      .set({ locale: "en" })
      .where(sql`${users.id} = ${editor.id}`);
    const session = await createSession(db(), editor.id);

    expect((await requestPasswordReset(db(), "nobody@asastech.sa", { ip: "203.0.113.1" })).outcome).toBe("unknown");
    const request = await requestPasswordReset(db(), "ED@asastech.sa", { ip: "203.0.113.1" });
    expect(request.outcome).toBe("sent");
    await request.delivery;
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe("Reset your Asas Tech Consulting dashboard password");
    expect(sent[0]!.html).toContain('dir="ltr"');
    const [token] = await db().select().from(userTokens);
    expect((new Date(token!.expiresAt).getTime() - Date.now()) / 60_000).toBeLessThanOrEqual(60);

    expect(await setPasswordWithToken(db(), tokenIn(sent[0]!), "a brand new passphrase", { ip: "1" })).toMatchObject({
      ok: true,
      purpose: "password_reset",
    });
    expect(await validateSession(db(), session.token)).toBeNull();

    // Per account: a few requests a window, then nothing more is sent (the caller still says 202).
    for (let index = 1; index < RESET_LIMITS.perAccount; index++)
      await requestPasswordReset(db(), "ed@asastech.sa", { ip: `203.0.113.${10 + index}` });
    expect((await requestPasswordReset(db(), "ed@asastech.sa", { ip: "203.0.113.99" })).outcome).toBe("limited");
    // Per address, whatever the accounts asked about.
    for (let index = 0; index < RESET_LIMITS.perAddress; index++)
      await requestPasswordReset(db(), `someone${index}@example.com`, { ip: "198.51.100.77" });
    expect((await requestPasswordReset(db(), "admin@asastech.sa", { ip: "198.51.100.77" })).outcome).toBe("limited");
  });

  it("changes the user's own password only with the current one, ending the other sessions", async () => {
    const here = await createSession(db(), admin.id, "Mozilla/5.0 Chrome/142.0");
    const elsewhere = await createSession(db(), admin.id, "Mozilla/5.0 Firefox/140.0");
    expect(
      await changeOwnPassword(db(), admin, { current: "wrong", password: GOOD_PASSWORD }, { sessionToken: here.token }),
    ).toEqual({
      ok: false,
      error: "current_password_wrong",
      field: "current",
    });
    expect(
      await changeOwnPassword(
        db(),
        admin,
        { current: "Correct-Horse-Battery-9", password: "admin@asastech.sa" },
        { sessionToken: here.token },
      ),
    ).toMatchObject({ ok: false, field: "password" });
    // zxcvbn scored this 3, enough on its own: it is the account's own name and e-mail.
    await db().update(users).set({ name: "Erin Editor", email: "editor2@asastech.sa" });
    expect(
      await changeOwnPassword(
        db(),
        admin,
        { current: "Correct-Horse-Battery-9", password: "Erin Editor editor2" },
        { sessionToken: here.token },
      ),
    ).toEqual({ ok: false, error: "personal", field: "password" });
    expect((await listOwnSessions(db(), admin.id, here.token)).map((item) => item.current).sort()).toEqual([
      false,
      true,
    ]);
    expect(
      await changeOwnPassword(
        db(),
        admin,
        { current: "Correct-Horse-Battery-9", password: GOOD_PASSWORD },
        { sessionToken: here.token },
      ),
    ).toEqual({ ok: true });
    expect(await validateSession(db(), here.token)).not.toBeNull();
    expect(await validateSession(db(), elsewhere.token)).toBeNull();
    await createSession(db(), admin.id);
    expect(await endOtherSessions(db(), admin.id, here.token)).toBe(1);
    expect(await listOwnSessions(db(), admin.id, here.token)).toHaveLength(1);
  });

  it("filters the audit log by user and action, and purges entries older than a year", async () => {
    await recordAudit(db(), { actor: admin, action: "leads_exported", target: "all", ip: "1" });
    await recordAudit(db(), { actor: null, action: "sign_in_failed", target: "who@example.com", ip: "2" });
    await recordAudit(db(), { actor: admin, action: "sign_in", target: admin.email, ip: "3" });
    expect((await listAudit(db(), { page: 1, userId: admin.id })).total).toBe(2);
    expect((await listAudit(db(), { page: 1, action: "sign_in_failed" })).items).toMatchObject([
      { userId: null, target: "who@example.com" },
    ]);
    await db().execute(
      sql`UPDATE ${auditLog} SET occurred_at = now() - interval '366 days' WHERE action = 'leads_exported'`,
    );
    await purgeOldAudit(db());
    expect((await listAudit(db(), { page: 1 })).items.map((item) => item.action)).toEqual([
      "sign_in",
      "sign_in_failed",
    ]);
  });
});

describe("post actions in the audit log", () => {
  it("records scheduling, publishing, unpublishing and deleting, not every save", () => {
    expect(postAuditAction(null, "published")).toBe("post_published");
    // Scheduling is not publishing: the scheduler records that when the post goes live.
    expect(postAuditAction("draft", "scheduled")).toBe("post_scheduled");
    expect(postAuditAction(null, "scheduled")).toBe("post_scheduled");
    expect(postAuditAction("published", "scheduled")).toBe("post_scheduled");
    expect(postAuditAction("scheduled", "scheduled")).toBeNull();
    expect(postAuditAction("scheduled", "published")).toBe("post_published");
    expect(postAuditAction("scheduled", "draft")).toBe("post_unpublished");
    expect(postAuditAction("published", "draft")).toBe("post_unpublished");
    expect(postAuditAction("draft", null)).toBe("post_deleted");
    expect(postAuditAction("published", "published")).toBeNull();
    expect(postAuditAction(null, "draft")).toBeNull();
  });
});
