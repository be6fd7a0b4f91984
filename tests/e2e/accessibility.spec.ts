import { test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

for (const [locale, path] of [
  ["ar-SA", "/"],
  ["en-US", "/en"],
  ["ar-SA", "/no-such-page"],
  ["en-US", "/en/no-such-page"],
] as const) {
  test(`the shell has no axe violations: ${path}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(path);
    await expectNoAxeViolations(page);
    // Open menus and widgets are part of the shell too.
    await page.getByRole("button", { name: /واتساب|WhatsApp/ }).click();
    await expectNoAxeViolations(page);
    await context.close();
  });
}
