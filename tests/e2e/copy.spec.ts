import { expect, type Browser } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { unisolatedRunsOnPage } from "./support/bidi";
import { demoPost, demoPosts, postPath } from "./support/demo";
import { SERVICE_SLUGS, EXTRA_SERVICE_SLUGS } from "../../src/content/service-slugs";

/**
 * The copy as a reader meets it in Chromium (docs/content.md): numbers and Latin text that read
 * right in Arabic, one name per thing, words that follow the person, honest demo content.
 */

async function arabicContext(browser: Browser) {
  return browser.newContext({ locale: "ar-SA", extraHTTPHeaders: { "accept-language": "ar-SA" } });
}

const arabicPosts = demoPosts.filter((post) => post.locale === "ar" && post.status === "published").map(postPath);

test.describe("numbers and left-to-right text in Arabic pages", () => {
  test("no phone number, address or path is left unisolated on any public Arabic page", async ({ browser }) => {
    test.setTimeout(240_000);
    const context = await arabicContext(browser);
    const page = await context.newPage();
    const pages = [
      "/",
      "/about",
      "/contact",
      "/blog",
      "/blog/topics/cybersecurity",
      "/blog/authors/noura-alqahtani",
      "/privacy",
      "/terms",
      "/accessibility",
      "/services/cybersecurity",
      ...[...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS].map((slug) => `/services/${slug}`),
      ...arabicPosts,
      `/?s=${encodeURIComponent("الأمن")}`,
      "/no-such-page",
    ];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      for (const run of await unisolatedRunsOnPage(page)) found.push(`${path} ${run}`);
    }
    // The contact form's phone example follows the chosen country: every one of them.
    await page.goto("/contact");
    for (const country of ["SA", "AE", "KW", "QA", "BH", "OM", "other"]) {
      await page.getByLabel(/^الدولة/).selectOption(country);
      for (const run of await unisolatedRunsOnPage(page)) found.push(`/contact (${country}) ${run}`);
    }
    await expect(page.getByLabel(/^رقم الجوال/)).toHaveAttribute("placeholder", "مثال: \u2066+20 10 1234 5678\u2069");
    expect(found).toEqual([]);
    await context.close();
  });

  test("nor in the Arabic dashboard", async ({ browser }) => {
    test.setTimeout(120_000);
    const context = await arabicContext(browser);
    await signInThroughApi(context.request);
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [
      "/dashboard",
      "/dashboard/settings",
      "/dashboard/users",
      "/dashboard/profile",
      "/dashboard/authors",
      "/dashboard/topics",
      "/dashboard/redirects",
      "/dashboard/trash",
      "/dashboard/leads",
      "/dashboard/audit",
    ]) {
      await page.goto(path);
      for (const run of await unisolatedRunsOnPage(page)) found.push(`${path} ${run}`);
    }
    expect(found).toEqual([]);
    await context.close();
  });

  test("the check sees what the issue saw: a number laid out in groups right to left", async ({ browser }) => {
    const context = await arabicContext(browser);
    const page = await context.newPage();
    await page.goto("/privacy");
    await page.evaluate(() => {
      const paragraph = document.createElement("p");
      paragraph.textContent = "اتصل بنا على \u200e+966 11 410 2200 أو راسلنا.";
      document.querySelector("main")?.append(paragraph);
    });
    expect(await unisolatedRunsOnPage(page)).toEqual(expect.arrayContaining(["p: 966 11 410 2200"]));
    // The company's phone, filled from the settings, sits in its own left-to-right element.
    const phone = page.getByTestId("company-details").getByRole("link", { name: "+966 11 410 2200" });
    await expect(phone).toHaveAttribute("dir", "ltr");
    await context.close();
  });
});

test.describe("one name per thing", () => {
  test("the home page's contract cards are titled for what they describe", async ({ page, browser }) => {
    await page.goto("/en");
    await page.getByRole("tab", { name: "Contracts" }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: "Confidentiality and data protection" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Payment and ownership terms" })).toBeVisible();
    await expect(panel.getByRole("heading", { name: "Privacy policy" })).toHaveCount(0);
    await expect(panel.getByRole("link", { name: "How this website handles personal data" })).toHaveAttribute(
      "href",
      "/en/privacy",
    );
    const context = await arabicContext(browser);
    const arabic = await context.newPage();
    await arabic.goto("/");
    await arabic.getByRole("tab", { name: "العقود" }).click();
    await expect(arabic.getByRole("tabpanel").getByRole("heading", { name: "السرية وحماية البيانات" })).toBeVisible();
    await expect(arabic.getByRole("tabpanel").getByRole("heading", { name: "سياسة الخصوصية" })).toHaveCount(0);
    await context.close();
  });

  test("the cybersecurity page's offer opens the contact form on that offer, by its one name", async ({ page }) => {
    await page.goto("/en/services/cybersecurity");
    const invitation = page.locator("#invitation-title").locator("xpath=ancestor::section");
    await expect(invitation).toContainText("free initial security assessment");
    await invitation.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(/\/en\/contact\?service=security-assessment$/);
    const service = page.getByLabel(/^Service you are interested in/);
    await expect(service).toHaveValue("security-assessment");
    await expect(service.locator("option:checked")).toHaveText("Free initial security assessment");
    // An older link that names the page itself is understood too.
    await page.goto("/en/contact?service=cybersecurity");
    await expect(page.getByLabel(/^Service you are interested in/)).toHaveValue("security-assessment");
  });

  test("the English search box's example finds an English article", async ({ page }) => {
    await page.goto("/en/blog");
    const box = page.getByRole("searchbox", { name: "Search the articles" });
    await expect(box).toHaveAttribute("placeholder", "A topic, such as phishing or e-invoicing");
    await page.goto(`/en/?s=${encodeURIComponent("e-invoicing")}`);
    await expect(page.getByRole("main").getByRole("link", { name: demoPost("e-invoicing", "en").title })).toBeVisible();
  });
});

test.describe("one English", () => {
  test("writes dates the US way, and the About page states its facts from the settings", async ({ page }) => {
    await page.goto(postPath(demoPost("e-invoicing", "en")));
    await expect(page.getByRole("main")).toContainText("January 18, 2026");
    await expect(page.getByRole("main")).not.toContainText("18 January 2026");
    await page.goto("/en/about");
    const main = page.getByRole("main");
    await expect(main).not.toContainText("120 clients");
    await expect(main).toContainText("during our working hours: Saturday to Thursday, 8:00 AM to 6:00 PM");
    await expect(main).toContainText("Visit us at King Fahd Road, Olaya Tower, floors 13 and 18, Riyadh 11411");
  });
});

test.describe("words that follow the person", () => {
  test("the author box says «عن الكاتبة» above Noura and «عن الكاتب» above Omar", async ({ browser }) => {
    const context = await arabicContext(browser);
    const page = await context.newPage();
    await page.goto(postPath(demoPost("nca-ecc", "ar")));
    await expect(page.getByRole("heading", { name: "عن الكاتبة" })).toBeVisible();
    await page.goto(postPath(demoPost("e-store", "ar")));
    await expect(page.getByRole("heading", { name: "عن الكاتب", exact: true })).toBeVisible();
    await page.goto("/blog/authors/noura-alqahtani");
    await expect(page.getByRole("heading", { name: "عن الكاتبة" })).toBeVisible();
    await context.close();
  });
});

test.describe("demo content on the public site", () => {
  test("each demo partner logo carries a «Demo logo» caption, in both languages", async ({ page, browser }) => {
    await page.goto("/en");
    const partners = page.locator("#partners-title").locator("xpath=ancestor::section");
    // The moving strip (shown) and the still list (for keyboards and reduced motion) both say it.
    // The moving strip draws the caption under each demo logo from the style sheet.
    const drawn = await partners
      .locator(".marquee .partner-demo")
      .first()
      .evaluate((element) => getComputedStyle(element, "::after").content);
    expect(drawn).toBe('"Demo logo"');
    await expect(partners.locator(".partners-still").getByText("Demo logo")).toHaveCount(5);
    const context = await arabicContext(browser);
    const arabic = await context.newPage();
    await arabic.goto("/");
    const strip = arabic.locator("#partners-title").locator("xpath=ancestor::section");
    await expect(strip.locator(".partners-still").getByText("شعار تجريبي")).toHaveCount(5);
    expect(
      await strip
        .locator(".marquee .partner-demo")
        .first()
        .evaluate((element) => getComputedStyle(element, "::after").content),
    ).toBe('"شعار تجريبي"');
    await context.close();
  });
});
