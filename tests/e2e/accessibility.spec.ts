import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInThroughApi } from "./support/auth";
import { demoPost, postPath } from "./support/demo";

const pages: Array<[string, string]> = [
  ["ar-SA", "/"],
  ["en-US", "/en"],
  ["ar-SA", "/about"],
  ["en-US", "/en/contact"],
  ["ar-SA", "/services/network-security"],
  ["en-US", "/en/services/erp"],
  ["en-US", "/en/services/cybersecurity"],
  ["ar-SA", "/blog"],
  ["en-US", postPath(demoPost("arabic-seo", "en"))],
  ["ar-SA", postPath(demoPost("arabic-seo", "ar"))],
  ["en-US", "/en?s=security"],
  ["ar-SA", "/no-such-page"],
  ["en-US", "/en/no-such-page"],
];

for (const [locale, path] of pages) {
  test(`axe finds no violations: ${decodeURI(path)}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(path);
    await expectNoAxeViolations(page);
    await context.close();
  });
}

for (const [locale, path] of [
  ["ar-SA", "/"],
  ["en-US", "/en"],
] as const) {
  test(`open widgets and menus have no axe violations: ${path}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole("button", { name: /واتساب|WhatsApp/ }).click();
    await page.getByRole("navigation").first().getByRole("button").first().click();
    await expectNoAxeViolations(page);
    await context.close();
  });
}

for (const [locale, path, openSearch, openMenu, services] of [
  ["ar-SA", "/", "فتح البحث", "فتح القائمة", "خدماتنا"],
  ["en-US", "/en", "Open search", "Open menu", "Services"],
] as const) {
  test(`the header search, and the phone menu with its services open, have no axe violations: ${path}`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole("button", { name: openSearch }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: openMenu }).click();
    await page.getByRole("dialog").getByRole("button", { name: services }).click();
    await expectNoAxeViolations(page);
    await context.close();
  });
}

test.describe("the signed-in area", () => {
  for (const path of ["/en/login", "/login"]) {
    test(`axe finds no violations: ${path}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: path.startsWith("/en") ? "en-US" : "ar-SA" });
      const page = await context.newPage();
      await page.goto(path);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }

  for (const path of [
    "/en/dashboard",
    "/dashboard/posts/create",
    "/en/dashboard/leads",
    "/en/dashboard/analytics",
    "/dashboard/media",
  ]) {
    test(`axe finds no violations: ${path}`, async ({ browser }) => {
      const context = await browser.newContext({ locale: path.startsWith("/en") ? "en-US" : "ar-SA" });
      const page = await context.newPage();
      await signInThroughApi(page.request);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      // The editor's toolbar comes from Quill; its buttons are checked like the rest.
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
