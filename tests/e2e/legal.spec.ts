import { readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_BASE_URL } from "./support/constants";
import { canonicalHref, hreflangLinks } from "./support/head";

type LegalDocument = {
  updated: string;
  ar: { title: string; description: string; body: string };
  en: { title: string; description: string; body: string };
};
const bundled = (kind: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), `src/content/legal/${kind}.json`), "utf8")) as LegalDocument;

const WRITE = { origin: E2E_BASE_URL, "content-type": "application/json" };

test.describe("legal pages", () => {
  test("the privacy policy says what is collected, why, for how long and how to ask, with its head tags", async ({
    page,
  }) => {
    const response = await page.goto("/en/privacy");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
    await expect(page).toHaveTitle("Privacy policy | Asas Tech Consulting");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      bundled("privacy").en.description,
    );
    expect(await canonicalHref(page)).toBe(`${E2E_BASE_URL}/en/privacy`);
    expect((await hreflangLinks(page))["ar-SA"]).toBe(`${E2E_BASE_URL}/privacy`);
    const main = page.getByRole("main");
    for (const heading of [
      "What the contact form collects, and why",
      "How long we keep it",
      "Your rights",
      "WhatsApp",
    ]) {
      await expect(main.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText("Saudi Data and Artificial Intelligence Authority");
    // The facts are the settings': the company's name, where it is hosted, spam kept 30 days.
    await expect(main).toContainText("Asas Tech Consulting is responsible for the personal data described here");
    await expect(main).toContainText("The website and its database are hosted in Saudi Arabia.");
    await expect(main).toContainText("Messages refused as spam: deleted automatically after 30 days.");
    await expect(main.getByRole("link", { name: "hello@asastech.sa" }).first()).toHaveAttribute(
      "href",
      "mailto:hello@asastech.sa",
    );
  });

  test("every legal page exists in both languages, in the right direction, and is in the sitemaps", async ({
    browser,
    request,
  }) => {
    for (const kind of ["privacy", "terms", "accessibility"]) {
      const document = bundled(kind);
      for (const [locale, address] of [
        ["en", `/en/${kind}`],
        ["ar", `/${kind}`],
      ] as const) {
        const context = await browser.newContext({ locale: locale === "ar" ? "ar-SA" : "en-US" });
        const page = await context.newPage();
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(document[locale].title);
        await context.close();
      }
    }
    const sitemap = await (await request.get("/en/sitemap.xml")).text();
    for (const kind of ["privacy", "terms", "accessibility"])
      expect(sitemap).toContain(`<loc>${E2E_BASE_URL}/en/${kind}</loc>`);
  });

  test("are linked from every page's footer, the contact form's consent line and the home page's privacy card", async ({
    page,
  }) => {
    await page.goto("/en");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/en/privacy");
    await expect(footer.getByRole("link", { name: "Terms of use" })).toHaveAttribute("href", "/en/terms");
    await expect(footer.getByRole("link", { name: "Accessibility" })).toHaveAttribute("href", "/en/accessibility");
    await page.getByRole("tab", { name: "Contracts" }).click();
    await expect(page.getByRole("link", { name: "How this website handles personal data" })).toHaveAttribute(
      "href",
      "/en/privacy",
    );

    await page.goto("/en/contact");
    const consent = page.getByRole("checkbox", { name: /agree to be contacted/ });
    await expect(consent).toBeVisible();
    const policy = page.getByRole("main").getByRole("link", { name: "privacy policy" });
    await expect(policy).toHaveAttribute("href", "/en/privacy");
    await policy.click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/privacy`);

    await page.context().setExtraHTTPHeaders({ "accept-language": "ar-SA" });
    await page.goto("/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "سياسة الخصوصية" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });
});

test.describe("legal pages in the settings", () => {
  // One page's text is changed and put back: the tests of this file run one after another.
  test.describe.configure({ mode: "serial" });

  test("an administrator's change shows on the page at the next request", async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto("/en/dashboard/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Site settings");
    const section = page.getByRole("region", { name: "Terms of use" });
    const title = section.getByLabel("Title · English");
    await expect(title).toHaveValue(bundled("terms").en.title);
    await title.fill("Website Terms of Use");
    await section.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Saved: the page is updated on the website.")).toBeVisible();

    const fresh = await page.request.get("/en/terms");
    expect(await fresh.text()).toContain("Website Terms of Use");
    const arabic = await page.request.get("/terms");
    expect(await arabic.text()).toContain(bundled("terms").ar.title);

    const restored = await page.request.put("/api/settings/legal/terms", { headers: WRITE, data: bundled("terms") });
    expect(restored.status()).toBe(200);
    expect(await (await page.request.get("/en/terms")).text()).not.toContain("Website Terms of Use");
  });

  test("refuses strangers, other sites and incomplete pages", async ({ request }) => {
    expect((await request.put("/api/settings/legal/terms", { headers: WRITE, data: bundled("terms") })).status()).toBe(
      401,
    );
    await signInThroughApi(request);
    const foreign = await request.put("/api/settings/legal/terms", {
      headers: { ...WRITE, origin: "https://evil.example" },
      data: bundled("terms"),
    });
    expect(foreign.status()).toBe(403);
    const incomplete = await request.put("/api/settings/legal/terms", {
      headers: WRITE,
      data: { ...bundled("terms"), ar: { title: "", description: "", body: "" } },
    });
    expect(incomplete.status()).toBe(400);
    expect(
      (await request.put("/api/settings/legal/cookies", { headers: WRITE, data: bundled("terms") })).status(),
    ).toBe(404);
  });

  test("the settings screen is axe clean", async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto("/dashboard/settings");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("إعدادات الموقع");
    await expectNoAxeViolations(page);
  });
});

for (const [address, locale] of [
  ["/en/privacy", "en-US"],
  ["/privacy", "ar-SA"],
  ["/en/terms", "en-US"],
  ["/accessibility", "ar-SA"],
] as const) {
  test(`axe finds no violations: ${address}`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(address);
    await expectNoAxeViolations(page);
    await context.close();
  });
}
