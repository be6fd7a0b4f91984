import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
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
