import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import { Secret, TOTP } from "otpauth";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { signInWithForm } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_ADMIN, E2E_BASE_URL, EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";
import { mailBodies, startSmtpServer, type ReceivedMail } from "./support/smtp";
import { unisolatedLtrRuns } from "../../src/lib/bidi";

/**
 * Staff accounts without a server operator, end to end on a server of its own with a real SMTP
 * server on loopback: an administrator invites an editor from the users screen, the editor opens
 * the e-mailed link and sets a password, signs in, forgets the password and resets it by e-mail,
 * and the administrator follows every step in the audit log. Right-to-left first: all in Arabic.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startExtraServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer(EXTRA_SERVER_PORTS.accountsSmtp);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "asas-accounts-e2e-"));
  server = await startExtraServer(EXTRA_SERVER_PORTS.accounts, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: `smtp://localhost:${EXTRA_SERVER_PORTS.accountsSmtp}`,
    MAIL_FROM: '"Asas Tech" <no-reply@asastech.test>',
    TRUSTED_PROXIES: "0",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const EDITOR = { name: "سلمى الحربي", email: "salma@asastech.test" };
const FIRST_PASSWORD = "lantern orchard velvet";
const RESET_PASSWORD = "copper meadow kestrel";
/** The editor's recovery codes, shown once when two-factor is turned on: later sign-ins use them. */
let recoveryCodes: string[] = [];

/** The code an authenticator app shows for a secret, `offset` seconds from now. */
const totpCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSeconds * 1000,
  });

async function waitForMail(predicate: (mail: ReceivedMail) => boolean, after = 0): Promise<ReceivedMail> {
  await expect.poll(() => smtp.received.slice(after).some(predicate), { timeout: 15_000 }).toBe(true);
  return smtp.received.slice(after).find(predicate)!;
}

/** The link of an account e-mail, opened on this test's server (links name the site's public origin). */
function linkIn(mail: ReceivedMail): string {
  const link = /https?:\/\/\S+\/set-password\?token=[\w-]{43}/.exec(mailBodies(mail).text)?.[0];
  if (!link) throw new Error("No link in the e-mail");
  return link.replace(E2E_BASE_URL, server.url);
}

/** Checks an account e-mail is in Arabic, right to left, in plain text and HTML. */
function expectArabicMail(mail: ReceivedMail, subject: RegExp) {
  expect(mail.subject).toMatch(subject);
  const { text, html } = mailBodies(mail);
  // The name is isolated from the Arabic around it (docs/content.md).
  expect(text).toContain(`مرحبًا \u2068${EDITOR.name}\u2069،`);
  expect(html).toContain('<html lang="ar" dir="rtl">');
  expect(html).toContain(`مرحبًا \u2068${EDITOR.name}\u2069،`);
  expect(unisolatedLtrRuns(text)).toEqual([]);
}

async function arabicContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.url, locale: "ar-SA" });
  return { context, page: await context.newPage() };
}

async function signInAs(page: Page, credentials: { email: string; password: string }, code?: string) {
  await page.goto("/login");
  await signInWithForm(page, credentials);
  if (code) {
    // The password was right: the form now asks for the second factor, in Arabic.
    const field = page.getByRole("textbox", { name: "رمز التحقق" });
    await expect(field).toBeFocused();
    await field.fill(code);
    await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  }
  await page.waitForURL(/\/dashboard$/);
}

test("an administrator invites an editor, who sets a password from the e-mail and signs in", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context: adminContext, page: admin } = await arabicContext(browser);
  await signInAs(admin, E2E_ADMIN);
  await admin.goto("/dashboard/users");
  await expect(admin.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(admin.getByRole("heading", { level: 1, name: "المستخدمون" })).toBeVisible();
  await expectNoAxeViolations(admin);

  // A mistake first: the form says what is wrong, in Arabic, and keeps what was typed.
  await admin.getByLabel("الاسم الكامل").fill(EDITOR.name);
  await admin.getByLabel("بريد العمل الإلكتروني").fill("salma@");
  await admin.getByRole("button", { name: "أرسل الدعوة" }).click();
  await expect(admin.getByText("أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.")).toBeVisible();
  await expect(admin.getByLabel("الاسم الكامل")).toHaveValue(EDITOR.name);

  await admin.getByLabel("بريد العمل الإلكتروني").fill(EDITOR.email);
  await admin.getByLabel("الدور", { exact: true }).selectOption("editor");
  // How Arabic text speaks of her: the e-mail then addresses her as a woman.
  await admin.getByLabel("صيغة المخاطبة بالعربية").selectOption({ label: "مؤنث" });
  await admin.getByRole("button", { name: "أرسل الدعوة" }).click();
  await expect(admin.getByText(`أُرسلت الدعوة إلى \u2068${EDITOR.email}\u2069`)).toBeVisible();
  const row = admin.getByTestId(`user-${EDITOR.email}`);
  await expect(row).toContainText("بانتظار قبول الدعوة");
  await expect(row).toContainText("الرابط صالح حتى");

  const invitation = await waitForMail((mail) => mail.to.includes(EDITOR.email));
  // The administrator has not said how Arabic should speak of them: wording that fits anyone.
  expectArabicMail(invitation, /^دعوة من \u2068.+\u2069 إلى لوحة تحكم أساس للاستشارات التقنية$/);
  expect(invitation.headers.get("from")).toContain("أساس للاستشارات التقنية");
  expect(mailBodies(invitation).text).toContain("اختاري كلمة المرور لتبدئي.");
  expect(mailBodies(invitation).text).toContain("72 ساعة");
  const link = linkIn(invitation);

  const { context: editorContext, page: editor } = await arabicContext(browser);
  await editor.goto(link);
  await expect(editor.getByRole("heading", { level: 1, name: `أهلًا بك يا \u2068${EDITOR.name}\u2069` })).toBeVisible();
  await expectNoAxeViolations(editor);
  const password = editor.getByLabel("كلمة المرور الجديدة");
  await password.fill("password1234");
  await expect(editor.getByTestId("password-strength")).toContainText("ضعيفة");
  await editor.getByRole("button", { name: "حفظ كلمة المرور" }).click();
  await expect(editor.getByRole("main").getByRole("alert")).toHaveText(
    "كلمة المرور هذه من الكلمات الشائعة أو المسرّبة، فاختر غيرها.",
  );
  await expect(password).toHaveValue("password1234");
  await password.fill(FIRST_PASSWORD);
  await expect(editor.getByTestId("password-strength")).toContainText("قوية");
  await editor.getByRole("button", { name: "حفظ كلمة المرور" }).click();
  await editor.waitForURL(/\/login\?password=set$/);
  await expect(editor.getByRole("main").getByRole("status")).toHaveText("تم تعيين كلمة المرور. سجّل الدخول بها الآن.");
  // The address is filled in (it is not in the page's address), and the password is next.
  await expect(editor.getByRole("textbox", { name: "البريد الإلكتروني" })).toHaveValue(EDITOR.email);
  await expect(editor.getByLabel("كلمة المرور", { exact: true })).toBeFocused();
  // Once: a later visit of the page asks for it again.
  await editor.reload();
  await expect(editor.getByRole("textbox", { name: "البريد الإلكتروني" })).toHaveValue("");

  // The link worked once.
  await editor.goto(link);
  await expect(editor.getByRole("heading", { level: 1, name: "هذا الرابط لم يعد صالحًا" })).toBeVisible();

  await signInAs(editor, { email: EDITOR.email, password: FIRST_PASSWORD });
  await editor.goto("/dashboard/profile");
  await expect(editor.getByRole("heading", { level: 1, name: "ملفك الشخصي" })).toBeVisible();
  await expect(editor.getByTestId("sessions")).toContainText("هذا المتصفح");
  await expectNoAxeViolations(editor);

  // Two-factor: the key from the page into an "app", a wrong code first, then the right one.
  await editor.getByRole("button", { name: "تفعيل التحقق بخطوتين" }).click();
  await expect(editor.getByRole("img", { name: "رمز QR لتطبيق المصادقة" }).locator("svg")).toBeVisible();
  const secret = (await editor.getByTestId("totp-secret").textContent()) ?? "";
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(editor);
  const codeField = editor.getByRole("textbox", { name: "الرمز الظاهر في التطبيق" });
  await codeField.fill("000000");
  await editor.getByRole("button", { name: "تأكيد وتفعيل" }).click();
  await expect(editor.getByRole("main").getByRole("alert")).toHaveText(
    "هذا الرمز غير صحيح. أدخل الرمز الظاهر في التطبيق الآن.",
  );
  await codeField.fill(totpCode(secret));
  await editor.getByRole("button", { name: "تأكيد وتفعيل" }).click();
  const codes = editor.getByTestId("recovery-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allTextContents();
  await editor.getByRole("button", { name: "حفظتُ الرموز" }).click();
  await expect(editor.getByText(/^مفعّل منذ .+\. بقيت 10 رموز استرداد\.$/)).toBeVisible();

  // Signed out and back in: password, then a code from the app (the next one: each is good once).
  await editor.getByRole("button", { name: "تسجيل الخروج", exact: true }).click();
  await editor.waitForURL(/\/login/);
  await signInAs(editor, { email: EDITOR.email, password: FIRST_PASSWORD }, totpCode(secret, 30));
  // Editors have no users screen and no audit log.
  await expect(editor.getByRole("link", { name: "المستخدمون" })).toHaveCount(0);
  expect((await editor.goto("/dashboard/users"))?.status()).toBe(404);

  await admin.reload();
  await expect(admin.getByTestId(`user-${EDITOR.email}`)).toContainText("نشط");
  await expect(admin.getByTestId(`user-${EDITOR.email}`)).toContainText("مفعّل");
  await adminContext.close();
  await editorContext.close();
});

test("the editor resets a forgotten password by e-mail, which signs out every other session", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context: elsewhereContext, page: elsewhere } = await arabicContext(browser);
  await signInAs(elsewhere, { email: EDITOR.email, password: FIRST_PASSWORD }, recoveryCodes[0]);

  const { context, page } = await arabicContext(browser);
  await page.goto("/login");
  await page.getByRole("link", { name: "نسيت كلمة المرور؟" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "استعادة كلمة المرور" })).toBeVisible();
  await expectNoAxeViolations(page);
  const before = smtp.received.length;

  // An address without an account gets the same answer, and no e-mail goes anywhere.
  const unknown = await page.request.post("/api/_auth/password-reset", {
    headers: { origin: server.url },
    data: { email: "nobody@asastech.test" },
  });
  expect(unknown.status()).toBe(202);

  await page.getByRole("textbox", { name: "البريد الإلكتروني" }).fill(EDITOR.email);
  await page.getByRole("button", { name: "أرسل الرابط" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    `إن كان \u2068${EDITOR.email}\u2069 مرتبطًا بحساب`,
  );
  const reset = await waitForMail((mail) => mail.to.includes(EDITOR.email), before);
  expectArabicMail(reset, /^إعادة تعيين كلمة مرور لوحة تحكم أساس للاستشارات التقنية$/);
  expect(smtp.received.slice(before).some((mail) => mail.to.includes("nobody@asastech.test"))).toBe(false);

  await page.goto(linkIn(reset));
  await expect(page.getByRole("heading", { level: 1, name: "اختر كلمة مرور جديدة" })).toBeVisible();
  await page.getByRole("textbox", { name: "كلمة المرور الجديدة" }).fill(RESET_PASSWORD);
  await page.getByRole("button", { name: "حفظ كلمة المرور" }).click();
  await page.waitForURL(/\/login\?password=set$/);
  await expect(page.getByRole("textbox", { name: "البريد الإلكتروني" })).toHaveValue(EDITOR.email);

  // The other browser was signed out; the old password no longer works, the new one does.
  expect(await (await elsewhere.request.get("/api/_auth/session")).json()).toEqual({});
  const old = await page.request.post("/api/_auth/login", {
    headers: { origin: server.url },
    data: { email: EDITOR.email, password: FIRST_PASSWORD },
  });
  expect(old.status()).toBe(401);
  // A reset keeps two-factor on: the new password alone is not enough.
  await signInAs(page, { email: EDITOR.email, password: RESET_PASSWORD }, recoveryCodes[1]);
  await elsewhereContext.close();
  await context.close();
});

test("the administrator sees each step in the audit log, filters it, and deactivates the editor", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const { context: editorContext, page: editor } = await arabicContext(browser);
  await signInAs(editor, { email: EDITOR.email, password: RESET_PASSWORD }, recoveryCodes[2]);

  const { context, page: admin } = await arabicContext(browser);
  await signInAs(admin, E2E_ADMIN);
  await admin.goto("/dashboard/audit");
  await expect(admin.getByRole("heading", { level: 1, name: "سجل التدقيق" })).toBeVisible();
  await expect(admin.getByTestId("audit-row").filter({ hasText: "إرسال دعوة" })).toContainText(EDITOR.email);
  await expectNoAxeViolations(admin);

  await admin.getByLabel("المستخدم").selectOption({ label: `${EDITOR.name} (${EDITOR.email})` });
  await admin.getByRole("button", { name: "تصفية" }).click();
  await admin.waitForURL(/user=\d+/);
  const rows = admin.getByTestId("audit-row");
  for (const action of [
    "قبول دعوة",
    "تسجيل دخول",
    "تفعيل التحقق بخطوتين",
    "طلب استعادة كلمة المرور",
    "إعادة تعيين كلمة المرور",
  ])
    await expect(rows.filter({ hasText: action }).first()).toBeVisible();
  // Only the editor's own entries: the administrator's invitation is not among them.
  await expect(rows.filter({ hasText: "إرسال دعوة" })).toHaveCount(0);

  await admin.getByLabel("الإجراء").selectOption("sign_in");
  await admin.getByRole("button", { name: "تصفية" }).click();
  await admin.waitForURL(/action=sign_in/);
  await expect(rows.first()).toBeVisible();
  expect(await rows.filter({ hasNotText: "تسجيل دخول" }).count()).toBe(0);

  // Deactivating ends the editor's session at once.
  await admin.goto("/dashboard/users");
  admin.once("dialog", (dialog) => void dialog.accept());
  await admin.getByTestId(`user-${EDITOR.email}`).getByRole("button", { name: "إيقاف الحساب" }).click();
  await expect(admin.getByTestId(`user-${EDITOR.email}`)).toContainText("موقوف");
  expect(await (await editor.request.get("/api/_auth/session")).json()).toEqual({});
  // Signing in again: a wrong password learns nothing more than usual; the right one is told why.
  await editor.goto("/login");
  await signInWithForm(editor, { email: EDITOR.email, password: "not the password" });
  await expect(editor.getByRole("main").getByRole("alert")).toHaveText("البريد الإلكتروني أو كلمة المرور غير صحيحة.");
  await signInWithForm(editor, { email: EDITOR.email, password: RESET_PASSWORD });
  await expect(editor.getByRole("main").getByRole("alert")).toHaveText(
    "هذا الحساب موقوف. اطلب من أحد مديري الموقع إعادة تفعيله.",
  );
  await admin.getByTestId(`user-${EDITOR.email}`).getByRole("button", { name: "إعادة التفعيل" }).click();
  await expect(admin.getByTestId(`user-${EDITOR.email}`)).toContainText("نشط");

  // The rule that administrators use two-factor: until this one turns it on, the profile is the only way.
  // Once stored, the page refreshes and this administrator is sent to the profile at once: the
  // server's answer, not the checkbox (gone with the page), says the rule is on.
  // (The write is a Server Action: a POST of the users screen itself.)
  const policySaved = admin.waitForResponse(
    (response) => new URL(response.url()).pathname === "/dashboard/users" && response.request().method() === "POST",
  );
  await admin.getByRole("checkbox", { name: "إلزام المديرين بالتحقق بخطوتين" }).check();
  expect((await policySaved).status()).toBe(200);
  await admin.goto("/dashboard/audit");
  await admin.waitForURL(/\/dashboard\/profile\?twoFactor=required$/);
  await expect(admin.getByRole("main").getByRole("alert")).toHaveText(
    "يجب على المديرين تفعيل التحقق بخطوتين قبل استخدام لوحة التحكم.",
  );
  const refused = await admin.request.get("/api/users", { headers: { referer: `${server.url}/dashboard` } });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("two_factor_required");
  await admin.getByRole("button", { name: "تفعيل التحقق بخطوتين" }).click();
  const secret = (await admin.getByTestId("totp-secret").textContent()) ?? "";
  await admin.getByRole("textbox", { name: "الرمز الظاهر في التطبيق" }).fill(totpCode(secret));
  await admin.getByRole("button", { name: "تأكيد وتفعيل" }).click();
  await expect(admin.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
  expect((await admin.goto("/dashboard/audit"))?.status()).toBe(200);
  await expect(admin.getByTestId("audit-row").first()).toContainText("تفعيل التحقق بخطوتين");
  await editorContext.close();
  await context.close();
});
