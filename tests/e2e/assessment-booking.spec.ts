import { expect, type Browser, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_ADMIN, EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";
import { followFormTokens, untilTheFormMaySend } from "./support/form-token";
import { untilInteractive } from "./support/hydration";
import { startSmtpServer, type ReceivedMail } from "./support/smtp";

/**
 * Booking the free assessment, end to end on a server of its own (its schedule and bookings are
 * its own) with a real SMTP server on loopback: an administrator sets the times in the dashboard,
 * visitors book one on the contact page in English and in Arabic, each gets a confirmation e-mail
 * with a calendar invitation, the team sees the bookings in the leads inbox, and a slot someone has
 * just booked cannot be booked again.
 */
test.describe.configure({ mode: "serial" });

let server: Awaited<ReturnType<typeof startExtraServer>>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  smtp = await startSmtpServer(EXTRA_SERVER_PORTS.assessmentsSmtp);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "asas-assessments-e2e-"));
  server = await startExtraServer(EXTRA_SERVER_PORTS.assessments, {
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SMTP_URL: `smtp://localhost:${EXTRA_SERVER_PORTS.assessmentsSmtp}`,
    LEADS_EMAIL_TO: "sales@asastech.test",
    LEAD_MAIL_RETRY_SECONDS: "1",
    // The tests stand in for a reverse proxy: each visitor says which address it is.
    TRUSTED_PROXIES: "1",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

let address = 40;

/** A visitor on an address of their own, on a device set to New York time (the slots are Riyadh's). */
async function visitor(browser: Browser, locale: "ar-SA" | "en-US") {
  address += 1;
  const context = await browser.newContext({
    baseURL: server.url,
    locale,
    timezoneId: "America/New_York",
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${address}` },
  });
  followFormTokens(context);
  return { context, page: await context.newPage() };
}

async function staff(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.url, locale: "en-US" });
  const page = await context.newPage();
  await signInThroughApi(page.request);
  return { context, page };
}

async function waitForMail(predicate: (mail: ReceivedMail) => boolean) {
  await expect.poll(() => smtp.received.some(predicate), { timeout: 20_000 }).toBe(true);
  return smtp.received.find(predicate)!;
}

/** The text/calendar part of a message, decoded, wherever it sits in the MIME tree. */
function calendarPart(mail: ReceivedMail): string {
  for (const [, boundary] of mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)) {
    for (const part of mail.raw.split(`--${boundary}`)) {
      const split = part.search(/\r?\n\r?\n/);
      const head = part.slice(0, split);
      if (!/content-type:\s*text\/calendar/i.test(head)) continue;
      const body = part.slice(split).trim();
      if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, "base64").toString("utf8");
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return Buffer.from(bytes, "latin1").toString("utf8");
      }
      return body;
    }
  }
  return "";
}

/** A slot's start as iCalendar writes it in UTC: 20261206T060000Z. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");

const slotSelect = (page: Page, label: RegExp) => page.getByRole("main").getByLabel(label);

/** The values of the slots a form offers, in order. */
const offered = (page: Page, label: RegExp) =>
  slotSelect(page, label)
    .locator("option")
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value).filter(Boolean));

test("an administrator sets the booking times in the dashboard, in Riyadh time, and bad input is explained", async ({
  browser,
}) => {
  const { context, page } = await staff(browser);
  // Next to the bookings, in the leads inbox.
  await page.goto("/dashboard/leads");
  await page.getByRole("link", { name: "مواعيد التقييم المجاني" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("التقييمات المجانية");
  await expect(page.getByRole("main")).toContainText("الجمعة: لا حجوزات (يوم الإجازة الأسبوعية).");
  await expect(page.getByRole("main")).toContainText("لا توجد تقييمات محجوزة بعد.");
  await untilInteractive(page);

  const days = ["السبت", "الأحد", "الاثنين", "الثلاثاء", "الأربعاء", "الخميس"];
  await page.getByLabel("الأحد", { exact: true }).fill("9 صباحًا");
  await page.getByLabel("مدة اللقاء (بالدقائق)").fill("0");
  await page.getByRole("button", { name: "حفظ أوقات الحجز" }).click();
  await expect(page.getByText("اكتب كل وقت بهذه الصيغة: 09:00 (نظام 24 ساعة).")).toBeVisible();
  await expect(page.getByText("أدخل عددًا صحيحًا ضمن الحدود المسموح بها.")).toBeVisible();

  for (const day of days) await page.getByLabel(day, { exact: true }).fill("09:00, 14:30");
  await page.getByLabel("مدة اللقاء (بالدقائق)").fill("60");
  await page.getByLabel("عدد الأيام المتاحة للحجز مقدمًا").fill("10");
  await page.getByLabel("أقل مهلة قبل اللقاء (بالساعات)").fill("2");
  await page.getByRole("button", { name: "حفظ أوقات الحجز" }).click();
  await expect(page.getByText("حُفظت أوقات الحجز.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("الخميس", { exact: true })).toHaveValue("09:00, 14:30");
  await expect(page.getByLabel("مدة اللقاء (بالدقائق)")).toHaveValue("60");
  await expectNoAxeViolations(page);

  // The API refuses the same mistakes, field by field.
  const refused = await page.request.put("/api/assessments/schedule", {
    headers: { origin: server.url, "content-type": "application/json" },
    data: { times: { sat: ["25:00"] }, minutes: 45, daysAhead: 10, noticeHours: 2, closedDates: [] },
  });
  expect(refused.status()).toBe(400);
  await context.close();
});

test("visitors book slots in English and Arabic, are confirmed by e-mail with an invitation, and a taken slot cannot be booked twice", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  // The Arabic visitor opens the form first: the slot they will try is still offered on their page.
  const arabic = await visitor(browser, "ar-SA");
  await arabic.page.goto("/contact?service=security-assessment");

  const english = await visitor(browser, "en-US");
  await english.page.goto("/en/contact");
  // Near the top of the page, a link opens the form with the assessment chosen.
  await english.page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Book a free assessment" })
    .click();
  await expect(english.page).toHaveURL(/\/en\/contact\?service=security-assessment#contact-form$/);
  await expect(english.page.getByLabel(/^Service you are interested in/)).toHaveValue("security-assessment");
  const EN_SLOT = /^Date and time \(Riyadh time\)/;
  await expect(slotSelect(english.page, EN_SLOT)).toBeVisible();
  await expect(english.page.getByRole("main")).toContainText("A free meeting with one of our consultants, 60 minutes");
  // Working days only, at the team's times in Riyadh (the device is in New York).
  const labels = await slotSelect(english.page, EN_SLOT).locator("option").allTextContents();
  expect(labels.length).toBeGreaterThan(4);
  expect(labels.join("\n")).not.toContain("Friday");
  for (const label of labels.slice(1)) expect(label).toMatch(/ · (09:00|14:30)$/);
  const slots = await offered(english.page, EN_SLOT);
  const [first, second] = slots;
  expect(first).toBeTruthy();
  expect(second).toBeTruthy();
  await expectNoAxeViolations(english.page);

  await untilInteractive(english.page);
  await english.page.getByLabel(/^Full name/).fill("Faisal Al-Harbi");
  await english.page.getByLabel(/^Work email/).fill("faisal@example.sa");
  await english.page.getByLabel(/^Company/).fill("Hala Logistics");
  await english.page.getByLabel(/^Country/).selectOption("SA");
  await english.page.getByLabel(/agree to be contacted/).check();
  // No slot chosen yet: said in the visitor's language.
  await untilTheFormMaySend(english.page);
  await english.page.getByRole("button", { name: "Book the assessment" }).click();
  await expect(english.page.getByText("Please choose a date and time.")).toBeVisible();
  await slotSelect(english.page, EN_SLOT).selectOption(first!);
  const firstLabel = (await slotSelect(english.page, EN_SLOT).locator("option:checked").textContent())!;
  const [firstDay, firstTime] = firstLabel.split(" · ");
  await english.page.getByRole("button", { name: "Book the assessment" }).click();
  await expect(english.page.getByTestId("contact-success")).toContainText(
    `Thank you, Faisal Al-Harbi. Your free assessment is booked for ${firstDay}, ${firstTime}, Riyadh time.`,
  );
  await english.context.close();

  // The Arabic visitor tries the same slot: it has just gone, and they are told so in Arabic.
  const AR_SLOT = /^اليوم والوقت \(بتوقيت الرياض\)/;
  await untilInteractive(arabic.page);
  await expect(slotSelect(arabic.page, AR_SLOT).locator(`option[value="${first}"]`)).toHaveCount(1);
  const arabicLabels = await slotSelect(arabic.page, AR_SLOT).locator("option").allTextContents();
  expect(arabicLabels.join("\n")).not.toContain("الجمعة");
  await arabic.page.getByLabel(/^الاسم الكامل/).fill("نورة العتيبي");
  await arabic.page.getByLabel(/^البريد الإلكتروني/).fill("noura@example.sa");
  await arabic.page.getByLabel(/^الدولة/).selectOption("SA");
  await slotSelect(arabic.page, AR_SLOT).selectOption(first!);
  await arabic.page.getByLabel(/^هل هناك ما تودّ أن نعرفه مسبقًا/).fill("نريد مراجعة إعدادات الجدار الناري.");
  await arabic.page.getByLabel(/أوافق على أن تتواصل/).check();
  await untilTheFormMaySend(arabic.page);
  await arabic.page.getByRole("button", { name: "احجز التقييم" }).click();
  await expect(arabic.page.getByText("حُجز هذا الوقت للتو. يُرجى اختيار وقت آخر.").first()).toBeVisible();
  await expect(slotSelect(arabic.page, AR_SLOT)).toHaveValue("");
  await expect(slotSelect(arabic.page, AR_SLOT).locator(`option[value="${first}"]`)).toHaveCount(0);
  // What they typed is kept; they choose another time and book it.
  await expect(arabic.page.getByLabel(/^الاسم الكامل/)).toHaveValue("نورة العتيبي");
  await slotSelect(arabic.page, AR_SLOT).selectOption(second!);
  await untilTheFormMaySend(arabic.page);
  await arabic.page.getByRole("button", { name: "احجز التقييم" }).click();
  await expect(arabic.page.getByTestId("contact-success")).toContainText(
    /^شكرًا لك يا \u2068نورة العتيبي\u2069\. حُجز تقييمك المجاني يوم .+، الساعة (09:00|14:30) بتوقيت الرياض/,
  );
  // A new page no longer offers either slot.
  await arabic.page.goto("/contact?service=security-assessment");
  const left = await offered(arabic.page, AR_SLOT);
  expect(left).not.toContain(first);
  expect(left).not.toContain(second);
  await arabic.context.close();

  // Each visitor's confirmation, in their language, with the meeting as an invitation at the slot.
  const englishMail = await waitForMail((mail) => mail.to.includes("faisal@example.sa"));
  expect(englishMail.subject).toMatch(/^Your free initial security assessment with .+: /);
  const englishInvitation = calendarPart(englishMail);
  expect(englishInvitation).toContain("METHOD:REQUEST");
  expect(englishInvitation).toContain(`DTSTART:${icsTime(first!)}`);
  expect(englishInvitation).toContain(`DTEND:${icsTime(new Date(Date.parse(first!) + 60 * 60_000).toISOString())}`);
  expect(englishInvitation).toContain("mailto:faisal@example.sa");
  const arabicMail = await waitForMail((mail) => mail.to.includes("noura@example.sa"));
  expect(arabicMail.subject).toMatch(/^تقييمك الأمني المبدئي المجاني مع /);
  expect(calendarPart(arabicMail)).toContain(`DTSTART:${icsTime(second!)}`);
  // The team is told of each booking; the refused try was no booking and sent nothing.
  await waitForMail((mail) => mail.to.includes("sales@asastech.test") && mail.subject.includes("نورة العتيبي"));
  const team = smtp.received.filter((mail) => mail.to.includes("sales@asastech.test"));
  expect(team.map((mail) => mail.subject.split(":")[0])).toEqual(["حجز تقييم مجاني", "حجز تقييم مجاني"]);
  expect(smtp.received.filter((mail) => mail.to.includes("noura@example.sa"))).toHaveLength(1);

  // The team sees both bookings in the leads inbox, with their times, and on the assessments screen.
  const { context, page } = await staff(browser);
  await page.goto("/en/dashboard/leads");
  const row = page.getByTestId("lead-list").locator("tr", { hasText: "Faisal Al-Harbi" });
  await expect(row.getByTestId("lead-appointment")).toHaveText(
    `Assessment booked for ${firstDay}, ${firstTime} (Riyadh time)`,
  );
  await expect(
    page.getByTestId("lead-list").locator("tr", { hasText: "نورة العتيبي" }).getByTestId("lead-appointment"),
  ).toBeVisible();
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lead from Faisal Al-Harbi");
  // The inbox may stay in the document, hidden, for the way back: the lead's own page says it too.
  await expect(page.getByTestId("lead-appointment").filter({ visible: true })).toHaveText(
    `Assessment booked for ${firstDay}, ${firstTime} (Riyadh time)`,
  );
  await page.goto("/en/dashboard/assessments");
  const upcoming = page.getByTestId("upcoming-assessments");
  await expect(upcoming.locator("tbody tr")).toHaveCount(2);
  await expect(upcoming.locator("tbody tr").first()).toContainText("Faisal Al-Harbi");
  await expectNoAxeViolations(page);
  await context.close();
});
