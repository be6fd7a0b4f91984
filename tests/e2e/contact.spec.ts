import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./support/test";
import { rmSync } from "node:fs";
import { scriptsNamedBy } from "../../bench/lib/assets";
import { E2E_BASE_URL, EXTRA_SERVER_PORTS } from "./support/constants";
import { sessionCookieHeader, signInThroughApi } from "./support/auth";
import { startExtraServer } from "./support/extra-server";
import { followFormTokens, untilTheFormMaySend } from "./support/form-token";
import { mailBodies, startSmtpServer, type ReceivedMail } from "./support/smtp";
import { unisolatedLtrRuns, unisolatedLtrRunsInHtml } from "../../src/lib/bidi";
import { HYDRATED, untilInteractive } from "./support/hydration";

// One SMTP server on a fixed port for this file: its tests run one after another.
test.describe.configure({ mode: "serial" });

let smtp: Awaited<ReturnType<typeof startSmtpServer>> | null = null;
let address = 10;

test.beforeAll(async () => {
  smtp = await startSmtpServer();
});
test.afterAll(async () => {
  await smtp?.stop();
});

/** A visitor on an address of their own, so the per-address limit is theirs alone. */
async function visitor(browser: Browser, locale: "ar-SA" | "en-US") {
  address += 1;
  const ip = `198.51.100.${address}`;
  const context = await browser.newContext({ locale, extraHTTPHeaders: { "x-forwarded-for": ip } });
  followFormTokens(context);
  return { context, page: await context.newPage(), ip };
}

async function fillForm(
  page: Page,
  fields: { name: string; email: string; phone?: string; company?: string; country: string; message: string },
  labels: Record<string, RegExp>,
) {
  await page.getByLabel(labels.name!).fill(fields.name);
  await page.getByLabel(labels.email!).fill(fields.email);
  if (fields.phone) await page.getByLabel(labels.phone!).fill(fields.phone);
  if (fields.company) await page.getByLabel(labels.company!).fill(fields.company);
  await page.getByLabel(labels.country!).selectOption(fields.country);
  await page.getByLabel(labels.message!).fill(fields.message);
  await page.getByLabel(labels.consent!).check();
}

const EN = {
  name: /^Full name/,
  email: /^Work email/,
  phone: /^Phone/,
  company: /^Company/,
  country: /^Country/,
  message: /^How can we help/,
  consent: /agree to be contacted/,
};
const AR = {
  name: /^الاسم الكامل/,
  email: /^البريد الإلكتروني/,
  phone: /^رقم الجوال/,
  company: /^اسم المنشأة/,
  country: /^الدولة/,
  message: /^كيف يمكننا مساعدتك/,
  consent: /أوافق على أن تتواصل/,
};

async function waitForMail(predicate: (mail: ReceivedMail) => boolean, timeout = 15_000) {
  await expect.poll(() => smtp?.received.some(predicate) ?? false, { timeout }).toBe(true);
  return smtp!.received.find(predicate)!;
}

test("an English lead from a service page is stored, shown in the inbox and e-mailed to the team", async ({
  browser,
  page: staff,
}) => {
  const { context, page } = await visitor(browser, "en-US");
  await page.goto("/en/services/erp");
  await page
    .locator("#invitation-title")
    .locator("xpath=ancestor::section")
    .getByRole("link", { name: "Contact us" })
    .click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/contact?service=erp`);
  await expect(page.getByLabel(EN.name)).toBeVisible();
  await expect(page.getByLabel(/^Service you are interested in/)).toHaveValue("erp");
  const unique = `Hala Logistics ${Date.now().toString(36)}`;
  await fillForm(
    page,
    {
      name: "Faisal Al-Harbi",
      email: "faisal@example.sa",
      phone: "055 123 4567",
      company: unique,
      country: "SA",
      message: "We need an ERP with ZATCA e-invoicing for three warehouses.",
    },
    EN,
  );
  await untilTheFormMaySend(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-success")).toContainText("Thank you, Faisal Al-Harbi");
  await context.close();

  await signInThroughApi(staff.request);
  await staff.goto("/en/dashboard/leads");
  const row = staff.getByTestId("lead-list").locator("tr", { hasText: unique });
  await expect(row).toBeVisible();
  await row.getByRole("link").click();
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText("Lead from Faisal Al-Harbi");
  await expect(staff.getByRole("main")).toContainText("+966551234567");
  await expect(staff.getByRole("main")).toContainText("ERP System");

  const mail = await waitForMail((item) => item.subject.includes("Faisal Al-Harbi"));
  // And Faisal is told in English, from the English name.
  const confirmation = await waitForMail((item) => item.to.includes("faisal@example.sa"));
  expect(confirmation.subject).toBe("We received your message | Asas Tech Consulting");
  expect(confirmation.headers.get("from")).toContain("Asas Tech Consulting");
  expect(mailBodies(confirmation).text).toContain("about “ERP System”");
  expect(mail.to).toEqual(["sales@asastech.test"]);
  expect(mail.subject).toContain("طلب تواصل جديد: \u2068Faisal Al-Harbi\u2069");
  expect(mail.headers.get("reply-to")).toContain("faisal@example.sa");
  await staff.reload();
  await expect(staff.getByRole("main")).toContainText(/Email to the teamSent [A-Z][a-z]+ \d{1,2}, 20\d\d/);
});

test("an Arabic visitor gets Arabic messages, and the dashboard home shows the new lead", async ({
  browser,
  page: staff,
}) => {
  const { context, page } = await visitor(browser, "ar-SA");
  await page.goto("/contact");
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByText("يُرجى كتابة اسمك.")).toBeVisible();
  await expect(page.getByText("يُرجى الموافقة على التواصل معك حتى نتمكن من الرد.")).toBeVisible();
  await fillForm(
    page,
    {
      name: "نورة العتيبي",
      email: "noura@example.sa",
      phone: "٠٥٥١٢٣٤٥٦٧",
      country: "SA",
      message: "نرغب في تقييم أمني لشبكة فروعنا الثلاثة.",
    },
    AR,
  );
  await page.getByLabel(/^الخدمة التي تهمك/).selectOption("network-security");
  await untilTheFormMaySend(page);
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByTestId("contact-success")).toContainText("شكرًا لك يا \u2068نورة العتيبي\u2069");
  await context.close();

  await signInThroughApi(staff.request);
  await staff.goto("/dashboard");
  await expect(staff.getByTestId("new-leads-count")).not.toHaveText("0");
  await expect(staff.getByRole("main")).toContainText("نورة العتيبي");

  // The team's e-mail names the country, the service and the page's language, under the form's labels.
  const team = await waitForMail(
    (item) => item.to.includes("sales@asastech.test") && item.subject.includes("نورة العتيبي"),
  );
  const { text: teamText } = mailBodies(team);
  expect(teamText).toContain("اسم المنشأة / Company:");
  expect(teamText).toContain("المملكة العربية السعودية / Saudi Arabia");
  expect(teamText).toContain("أمن الشبكات / Network Security");
  expect(teamText).toContain("العربية / Arabic");
  expect(teamText).not.toMatch(/Country: \u2068SA\u2069|language: \u2068ar\u2069/);

  // The person who wrote in is told, in Arabic, from the company's Arabic name.
  const confirmation = await waitForMail((item) => item.to.includes("noura@example.sa"));
  expect(confirmation.subject).toBe("وصلتنا رسالتك | أساس للاستشارات التقنية");
  expect(confirmation.headers.get("from")).toContain("أساس للاستشارات التقنية");
  const { text, html } = mailBodies(confirmation);
  expect(text).toContain("بخصوص «أمن الشبكات»");
  expect(text).toContain("\u2066+966 11 410 2200\u2069");
  expect(html).toContain('<bdi dir="ltr">+966 11 410 2200</bdi>');
  expect(unisolatedLtrRuns(text)).toEqual([]);
  expect(unisolatedLtrRunsInHtml(html)).toEqual([]);
  expect(text).not.toContain("نرغب في تقييم أمني لشبكة فروعنا الثلاثة.");
});

test("what a visitor types before the page's scripts have run is what is sent", async ({ browser }) => {
  const { context, page } = await visitor(browser, "en-US");
  // A slow phone: the page shows (it is whole in its HTML) long before its scripts arrive.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/en/contact", { waitUntil: "domcontentloaded" });
  await fillForm(
    page,
    {
      name: "Early Typist",
      email: "early@example.sa",
      country: "SA",
      message: "Typed while the page was still loading its scripts.",
    },
    EN,
  );
  await page.getByLabel(/^Service you are interested in/).selectOption("erp");
  const send = page.getByRole("button", { name: "Send message" });
  await expect(page.locator(HYDRATED)).toHaveCount(0);
  release();
  await untilInteractive(page);
  await untilTheFormMaySend(page);
  await send.click();
  await expect(page.getByTestId("contact-success")).toContainText("Thank you, Early Typist");
  await context.close();
});

test("honeypot, too-fast and token-less posts are kept as spam", async ({ browser, page: staff }) => {
  // A robot fills the hidden field: it is told the message arrived.
  const bot = await visitor(browser, "en-US");
  await bot.page.goto("/en/contact");
  await fillForm(
    bot.page,
    {
      name: "Honey Bot",
      email: "bot@spam.example",
      country: "other",
      message: "Buy cheap followers now, limited offer!",
    },
    EN,
  );
  await bot.page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  await bot.page.getByLabel(/^Service you are interested in/).selectOption("other");
  await untilTheFormMaySend(bot.page);
  await bot.page.getByRole("button", { name: "Send message" }).click();
  await expect(bot.page.getByTestId("contact-success")).toBeVisible();
  await bot.context.close();

  // Sent within a second of the page: asked to check and send again.
  const hasty = await visitor(browser, "en-US");
  await hasty.page.goto("/en/contact");
  await fillForm(
    hasty.page,
    {
      name: "Speedy Script",
      email: "speedy@spam.example",
      country: "other",
      message: "Automated message sent right away.",
    },
    EN,
  );
  await hasty.page.getByLabel(/^Service you are interested in/).selectOption("other");
  // Filling in can take a test browser more than three seconds on a busy machine: the post goes
  // out with a token issued the moment before, as a script's would.
  await hasty.page.route("**/api/contact", async (route) => {
    const html = await (await hasty.context.request.get("/en/contact")).text();
    const token = /\d{13}\.[\w-]{12}\.[\w-]{43}/.exec(html)?.[0];
    expect(token).toBeTruthy();
    await route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), token }) });
  });
  await hasty.page.getByRole("button", { name: "Send message" }).click();
  await expect(hasty.page.getByRole("main").getByRole("alert")).toContainText(
    "Your message was sent too quickly for our spam check. Please wait a few seconds and try again.",
  );
  await expect(hasty.page.getByLabel(EN.message)).toHaveValue("Automated message sent right away.");
  await hasty.context.close();

  // Posted straight to the API, without the page's token.
  const direct = await staff.request.post("/api/contact", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json", "x-forwarded-for": "198.51.100.200" },
    data: {
      name: "Direct Poster",
      email: "direct@spam.example",
      country: "other",
      service: "other",
      message: "Posting without the page.",
      consent: true,
      locale: "en",
    },
  });
  expect(direct.status()).toBe(400);
  expect((await direct.json()).error.code).toBe("missing_token");

  await signInThroughApi(staff.request);
  await staff.goto("/en/dashboard/leads?folder=spam");
  const list = staff.getByTestId("lead-list");
  for (const name of ["Honey Bot", "Speedy Script", "Direct Poster"]) await expect(list).toContainText(name);
  await list.getByRole("link", { name: "Open the lead from Honey Bot" }).click();
  await expect(staff.getByRole("main")).toContainText("a hidden field was filled in");
  await staff.goto("/en/dashboard/leads");
  await expect(staff.getByTestId("lead-list")).not.toContainText("Honey Bot");
});

test("the per-address limit trips after five messages", async ({ browser }) => {
  test.setTimeout(90_000);
  const { context, page } = await visitor(browser, "en-US");
  await page.goto("/en/contact");
  const statuses: number[] = [];
  for (let index = 0; index < 6; index++) {
    // A person takes a few seconds for each message: every one comes with a token of its own.
    await untilTheFormMaySend(page);
    await fillForm(
      page,
      {
        name: `Repeat Sender ${index}`,
        email: "repeat@example.com",
        country: "AE",
        message: "Sending the same request again and again.",
      },
      EN,
    );
    await page.getByLabel(/^Service you are interested in/).selectOption("web-dev");
    const response = page.waitForResponse("**/api/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    const status = (await response).status();
    statuses.push(status);
    if (status === 201) {
      await page.getByRole("button", { name: "Send another message" }).click();
    }
  }
  expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    "Too many messages from your network in a short time",
  );
  await context.close();
});

test("a lead whose e-mail fails is kept and e-mailed once the mail server is back", async ({ browser }) => {
  await smtp?.stop();
  smtp = null;
  const { context, page } = await visitor(browser, "en-US");
  await page.goto("/en/contact");
  const unique = `Retry Trading ${Date.now().toString(36)}`;
  await fillForm(
    page,
    {
      name: "Salem Retry",
      email: "salem@example.om",
      company: unique,
      country: "OM",
      message: "Please send us a quote for a new website.",
    },
    EN,
  );
  await page.getByLabel(/^Service you are interested in/).selectOption("web-dev");
  await untilTheFormMaySend(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
  await context.close();
  await new Promise((resolve) => setTimeout(resolve, 2500));
  smtp = await startSmtpServer();
  const mail = await waitForMail((item) => item.subject.includes("Salem Retry"), 30_000);
  expect(mail.to).toEqual(["sales@asastech.test"]);
});

test("the CSV export opens in a spreadsheet with Arabic intact and formulas defused", async ({
  page,
  context,
  request,
}) => {
  await signInThroughApi(page.request);
  const response = await page.request.get("/api/leads/export?folder=all", {
    headers: { cookie: await sessionCookieHeader(context) },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers()["content-disposition"]).toMatch(/attachment; filename="leads-all-\d{4}-\d{2}-\d{2}\.csv"/);
  const body = await response.body();
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.toString("utf8");
  // Without a language, the export is in the dashboard's default one, Arabic.
  expect(text).toContain('"الرقم","تاريخ الاستلام","الحالة","رسالة مزعجة","الاسم","البريد الإلكتروني","الهاتف"');
  expect(text).toContain('"نورة العتيبي"');
  // The phone number reads as it was stored, as text: an invisible left-to-right mark, no apostrophe.
  expect(text).toContain('"\u200E+966551234567"');
  expect(text).not.toContain("'+966");
  expect(text).not.toContain("Honey Bot");
  // Without a session, nothing.
  expect((await request.get("/api/leads/export")).status()).toBe(401);
});

test("when the database is down, the visitor is told and keeps what they typed", async ({ browser }) => {
  rmSync(".e2e-data-outage", { recursive: true, force: true });
  const server = await startExtraServer(
    EXTRA_SERVER_PORTS.contactOutage,
    { DATABASE_URL: "postgres://asas:asas@127.0.0.1:1/asas", DATA_DIR: ".e2e-data-outage" },
    { prepareDatabase: false },
  );
  const context = await browser.newContext({ locale: "en-US", baseURL: server.url });
  followFormTokens(context);
  const page = await context.newPage();
  try {
    await page.goto("/en/contact");
    await fillForm(
      page,
      {
        name: "Patient Customer",
        email: "patient@example.kw",
        country: "KW",
        message: "Our message must survive an outage.",
      },
      EN,
    );
    await page.getByLabel(/^Service you are interested in/).selectOption("mobile-dev");
    await untilTheFormMaySend(page);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("main").getByRole("alert")).toContainText(
      "We could not save your message just now. Nothing is lost",
    );
    await expect(page.getByLabel(EN.message)).toHaveValue("Our message must survive an outage.");
    await page.reload();
    await expect(page.getByLabel(EN.message)).toHaveValue("Our message must survive an outage.");
    await expect(page.getByLabel(EN.name)).toHaveValue("Patient Customer");
  } finally {
    await context.close();
    await server.stop();
  }
});

test("220 token-less posts from one address do not close the form for anyone else", async ({
  browser,
  playwright,
  page: staff,
}) => {
  test.setTimeout(120_000);
  const robot = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  for (let batch = 0; batch < 11; batch++) {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        robot.post("/api/contact", {
          headers: { origin: E2E_BASE_URL, "content-type": "application/json", "x-forwarded-for": "203.0.113.220" },
          data: {
            name: `Flood ${batch * 20 + index}`,
            email: "flood@spam.example",
            country: "other",
            service: "other",
            message: "Flooding the contact form from one address.",
            consent: true,
            locale: "en",
          },
        }),
      ),
    );
    for (const response of responses) expect(response.status()).toBe(400);
  }
  await robot.dispose();

  const { context, page } = await visitor(browser, "en-US");
  await page.goto("/en/contact");
  const unique = `Real Visitor ${Date.now().toString(36)}`;
  await fillForm(
    page,
    { name: unique, email: "real@example.qa", country: "QA", message: "We need a security review of our network." },
    EN,
  );
  await page.getByLabel(/^Service you are interested in/).selectOption("network-security");
  await untilTheFormMaySend(page);
  const response = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await response).status()).toBe(201);
  await expect(page.getByTestId("contact-success")).toBeVisible();
  await context.close();

  await signInThroughApi(staff.request);
  await staff.goto("/en/dashboard/leads");
  await expect(staff.getByTestId("lead-list")).toContainText(unique);
});

test("a form token sends one message: a replay is refused, and the page can send another", async ({ browser }) => {
  test.setTimeout(60_000);
  const { context, page } = await visitor(browser, "en-US");
  await page.goto("/en/contact");
  await fillForm(
    page,
    { name: "Once Only", email: "once@example.kw", country: "KW", message: "Please call us about a mobile app." },
    EN,
  );
  await page.getByLabel(/^Service you are interested in/).selectOption("mobile-dev");
  await untilTheFormMaySend(page);
  const sent = page.waitForRequest("**/api/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByTestId("contact-success")).toBeVisible();
  const replay = await context.request.post("/api/contact", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: (await sent).postDataJSON(),
  });
  expect(replay.status()).toBe(400);
  expect(await replay.json()).toMatchObject({
    error: { status: 400, code: "reused_token", message: expect.stringContaining("already sent a message") },
  });

  await page.getByRole("button", { name: "Send another message" }).click();
  await fillForm(
    page,
    { name: "Once Again", email: "once@example.kw", country: "KW", message: "And a second question, later on." },
    EN,
  );
  await page.getByLabel(/^Service you are interested in/).selectOption("mobile-dev");
  await untilTheFormMaySend(page);
  const again = page.waitForResponse("**/api/contact");
  await page.getByRole("button", { name: "Send message" }).click();
  expect((await again).status()).toBe(201);
  await context.close();
});

test("every visitor of the contact page gets a token of their own, never a shared copy", async ({ request }) => {
  const tokens = new Set<string>();
  for (const path of ["/en/contact", "/en/contact", "/contact", "/contact"]) {
    const response = await request.get(path);
    expect(response.headers()["cache-control"], path).toContain("private");
    const token = /\d{13}\.[\w-]{12}\.[\w-]{43}/.exec(await response.text())?.[0];
    expect(token, path).toBeTruthy();
    tokens.add(token!);
  }
  expect(tokens.size).toBe(4);
});

/** An error code of the form's schema: only the script with the form's checks has it. */
const SCHEMA_CODE = "consent_required";

test("the form's checks are no part of the page's scripts: they load once the visitor starts on the form", async ({
  browser,
}) => {
  for (const [locale, path, labels, nameMessage] of [
    ["en-US", "/en/contact", EN, "Please enter your name."],
    ["ar-SA", "/contact", AR, "يُرجى كتابة اسمك."],
  ] as const) {
    const { context, page } = await visitor(browser, locale);
    const checksLoaded: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      if ((await response.text().catch(() => "")).includes(SCHEMA_CODE)) checksLoaded.push(response.url());
    });
    await page.goto(path);
    const named = scriptsNamedBy(await (await context.request.get(path)).text(), page.url());
    expect(named.length).toBeGreaterThan(0);
    for (const url of named)
      expect((await (await context.request.get(url)).text()).includes(SCHEMA_CODE), url).toBe(false);
    await page.waitForLoadState("networkidle");
    expect(checksLoaded).toEqual([]);

    // The first field left: its message, in the page's language, as before.
    await page.getByLabel(labels.name).fill("N");
    await page.getByLabel(labels.name).press("Tab");
    await expect(page.getByText(nameMessage, { exact: true })).toBeVisible();
    await expect(page.getByLabel(labels.name)).toHaveAccessibleDescription(nameMessage);
    await expect.poll(() => checksLoaded.length).toBeGreaterThan(0);
    await context.close();
  }
});

test("when the checks cannot load, the server checks the message in the page's language and nothing typed is lost", async ({
  browser,
}) => {
  const { context, page } = await visitor(browser, "ar-SA");
  await context.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes(SCHEMA_CODE)) await route.abort();
    else await route.fulfill({ response });
  });
  await page.goto("/contact");
  await page.getByLabel(AR.name).fill("سارة القحطاني");
  await page.getByLabel(AR.email).fill("sara@");
  await untilTheFormMaySend(page);
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("يُرجى مراجعة الحقول المظللة.");
  await expect(page.getByText("أدخل بريدًا إلكترونيًا صحيحًا، مثل name@company.com.", { exact: true })).toBeVisible();
  await expect(page.getByText("يُرجى الموافقة على التواصل معك حتى نتمكن من الرد.", { exact: true })).toBeVisible();
  await expect(page.getByLabel(AR.name)).toHaveValue("سارة القحطاني");

  await fillForm(
    page,
    {
      name: "سارة القحطاني",
      email: "sara@example.sa",
      country: "SA",
      message: "نرغب في مراجعة أمنية لتطبيقنا.",
    },
    AR,
  );
  await page.getByLabel(/^الخدمة التي تهمك/).selectOption("network-security");
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByTestId("contact-success")).toContainText("شكرًا لك يا \u2068سارة القحطاني\u2069");
  await context.close();
});

test("without JavaScript (or before it has loaded) the form posts itself: nothing typed in the address, an answer page in the visitor's language", async ({
  browser,
  page: staff,
}) => {
  address += 1;
  const context = await browser.newContext({
    locale: "ar-SA",
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${address}` },
  });
  followFormTokens(context);
  const page = await context.newPage();
  const addresses: string[] = [];
  page.on("request", (request) => addresses.push(request.url()));
  await page.goto("/contact");
  // Something to correct first: the server's page lists it, and going back keeps what was typed.
  await page.getByLabel(AR.name).fill("سلمان الدوسري");
  await page.getByLabel(AR.email).fill("salman@example.sa");
  await untilTheFormMaySend(page);
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("لم تُرسَل رسالتك");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("listitem").filter({ hasText: "يُرجى الموافقة على التواصل معك" })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel(AR.name)).toHaveValue("سلمان الدوسري");

  // A fresh page, filled in whole.
  await page.goto("/contact");
  await fillForm(
    page,
    { name: "سلمان الدوسري", email: "salman@example.sa", country: "SA", message: "نحتاج إلى متجر إلكتروني لمنتجاتنا." },
    AR,
  );
  await page.getByLabel(/^الخدمة التي تهمك/).selectOption("web-dev");
  await untilTheFormMaySend(page);
  await page.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("أُرسلت رسالتك");
  await expect(page.getByText("شكرًا لك يا \u2068سلمان الدوسري\u2069")).toBeVisible();
  await page.getByRole("link", { name: "العودة إلى الصفحة" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // Nothing the visitor typed was ever part of an address.
  for (const url of addresses) expect(url, url).not.toContain("salman");
  await context.close();

  await signInThroughApi(staff.request);
  await staff.goto("/dashboard/leads");
  await expect(staff.getByRole("main")).toContainText("سلمان الدوسري");
});
