import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_ADMIN, E2E_BASE_URL, E2E_EDITOR, EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";

/**
 * The site settings an administrator edits at /dashboard/settings (company facts, banner, home
 * numbers, partner logos) reach every page at the next anonymous request. The changes run on a
 * server and data of their own: every page of the main test server shows these settings, and the
 * other files' tests read them.
 */

type JsonLdNode = Record<string, unknown> & { "@type"?: string };

/** The LocalBusiness node of a page's site-wide structured data. */
function localBusiness(html: string): JsonLdNode {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const data = JSON.parse(json ?? "{}") as { "@graph"?: JsonLdNode[] };
    const found = data["@graph"]?.find((node) => node["@type"] === "LocalBusiness");
    if (found) return found;
  }
  throw new Error("No LocalBusiness in the page's structured data");
}

/** A page as an anonymous visitor gets it (no cookie: from the caches of whole pages). */
async function anonymous(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

/** Until the stopped server's process has let go of its embedded database (the lock file's owner). */
async function databaseReleased(dataDir: string) {
  const lock = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 150 && existsSync(lock); attempt++) {
    try {
      process.kill(Number(readFileSync(lock, "utf8").trim()), 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function signIn(page: Page, base: string) {
  const response = await page.request.post(`${base}/api/_auth/login`, {
    headers: { origin: base, "content-type": "application/json" },
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.describe("site settings on a server of their own", () => {
  test.describe.configure({ mode: "serial" });
  const dataDir = path.join(process.cwd(), "test-results", "site-settings-data");
  let server: { url: string; stop: () => Promise<void> } | null = null;
  const start = async () =>
    startExtraServer(EXTRA_SERVER_PORTS.settings, {
      DATA_DIR: dataDir,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    rmSync(dataDir, { recursive: true, force: true });
    server = await start();
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("an administrator's changes in Arabic and English show on the next anonymous request, and after a restart", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const base = server!.url;
    // The demo values first, so the pages are cached before the change.
    const before = await anonymous(request, `${base}/en`);
    expect(before).toContain("+966 11 410 2200");
    expect(localBusiness(before).telephone).toBe("+966114102200");
    expect(before).toContain("Free initial security assessment for businesses in the Gulf.");
    await anonymous(request, `${base}/en/contact`);
    await anonymous(request, `${base}/contact`);

    await signIn(page, base);
    await page.goto(`${base}/en/dashboard/settings`);
    const form = page.getByRole("form", { name: "Company and website" });
    await form.getByLabel("Phone", { exact: true }).fill("+966 11 555 0100");
    await form.getByLabel("Banner text · English").fill("Cloud readiness review, free in December.");
    await form.getByLabel("Number · Figure 2", { exact: true }).fill("250");
    await form.getByLabel("After the number · Figure 2").selectOption("+");
    await form.getByLabel("Label · Figure 2 · English").fill("Happy clients");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved: every page shows the new settings.")).toBeVisible();

    await page.goto(`${base}/dashboard/settings`);
    const arabicForm = page.getByRole("form", { name: "الشركة والموقع" });
    await expect(arabicForm.getByLabel("الهاتف", { exact: true })).toHaveValue("+966 11 555 0100");
    await arabicForm.getByLabel("نص الشريط · العربية").fill("مراجعة مجانية للجاهزية السحابية في ديسمبر.");
    await arabicForm.getByLabel("الوصف · الرقم 2 · العربية").fill("عميل سعيد");
    await arabicForm.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await expect(page.getByText("تم الحفظ: تعرض جميع الصفحات الإعدادات الجديدة.")).toBeVisible();

    // The next anonymous request, in both languages: footer, structured data, contact page, banner, numbers.
    for (const [address, banner, label] of [
      ["/en", "Cloud readiness review, free in December.", "Happy clients"],
      ["/", "مراجعة مجانية للجاهزية السحابية في ديسمبر.", "عميل سعيد"],
    ] as const) {
      const home = await anonymous(request, `${base}${address}`);
      expect(home, address).toContain(banner);
      expect(home, address).toContain(label);
      expect(home, address).toMatch(/data-stat="2".*?250\+/s);
      expect(home, address).toContain('href="tel:+966115550100"');
      expect(localBusiness(home).telephone, address).toBe("+966115550100");
    }
    for (const address of ["/en/contact", "/contact", "/en/about"]) {
      const html = await anonymous(request, `${base}${address}`);
      expect(html, address).toContain("+966 11 555 0100");
      expect(html, address).not.toContain("+966 11 410 2200");
      expect(localBusiness(html).telephone, address).toBe("+966115550100");
    }
    await page.goto(`${base}/en/contact`);
    await expect(page.getByRole("main").getByRole("link", { name: "+966 11 555 0100" })).toHaveAttribute(
      "href",
      "tel:+966115550100",
    );
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "+966 11 555 0100" })).toBeVisible();

    // A refused value stays in the form, with its error under it in the dashboard's language.
    await page.goto(`${base}/en/dashboard/settings`);
    const email = page.getByRole("form", { name: "Company and website" }).getByLabel("Email", { exact: true });
    await email.fill("nobody");
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Enter an email address such as name@example.com.");
    await expect(email).toHaveValue("nobody");
    await expect(email).toBeFocused();
    // The server refuses it too, in the same words' code.
    const refused = await page.request.put(`${base}/api/settings/site`, {
      headers: { origin: base, "content-type": "application/json" },
      data: { company: { email: "nobody" } },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).error.fields["company.email"]).toBe("invalid_email");

    // The demo partners are marked as such; with none left, the home page has no partner strip.
    expect(before).toContain('id="partners-title"');
    expect(before).toContain("Falak Cloud (demo)");
    await page.goto(`${base}/en/dashboard/settings`);
    await expect(page.getByTestId("partners-list").getByText("Demo entry: replace it")).toHaveCount(5);
    const partners = (await (
      await page.request.get(`${base}/api/settings/partners`, { headers: { origin: base } })
    ).json()) as { items: Array<{ id: number }> };
    for (const partner of partners.items) {
      const deleted = await page.request.delete(`${base}/api/settings/partners/${partner.id}`, {
        headers: { origin: base },
      });
      expect(deleted.status()).toBe(200);
    }
    for (const address of ["/en", "/"]) {
      const home = await anonymous(request, `${base}${address}`);
      expect(home, address).not.toContain('id="partners-title"');
      expect(home, address).not.toContain("/partners/");
    }
    await page.goto(`${base}/en/dashboard/settings`);
    await expect(page.getByText("No partner logos: the home page shows no partner strip.")).toBeVisible();

    // A restart serves the stored settings from its first request, prerendered pages included.
    await server!.stop();
    await databaseReleased(dataDir);
    server = await start();
    for (const address of ["/en/about", "/en/services/erp", "/"]) {
      const html = await anonymous(request, `${server.url}${address}`);
      expect(html, address).toContain("+966 11 555 0100");
      expect(html, address).not.toContain('id="partners-title"');
    }
  });
});

test.describe("site settings on the test server", () => {
  test("an editor is refused the settings API and screen", async ({ page }) => {
    await signInThroughApi(page.request, E2E_EDITOR);
    const headers = {
      origin: E2E_BASE_URL,
      referer: `${E2E_BASE_URL}/en/dashboard`,
      "content-type": "application/json",
    };
    for (const [method, url] of [
      ["PUT", "/api/settings/site"],
      ["GET", "/api/settings/partners"],
      ["POST", "/api/settings/partners"],
      ["PUT", "/api/settings/partners/1"],
      ["DELETE", "/api/settings/partners/1"],
    ] as const) {
      const response = await page.request.fetch(url, { method, headers, data: method === "GET" ? undefined : {} });
      expect(response.status(), `${method} ${url}`).toBe(403);
      expect((await response.json()).error.message, `${method} ${url}`).toBe("Only an administrator may do this.");
    }
    expect((await page.goto("/en/dashboard/settings"))?.status()).toBe(404);
    expect((await page.goto("/dashboard/settings"))?.status()).toBe(404);
  });

  test("the settings screen is labelled, shows errors per field, and passes axe in both languages", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInThroughApi(page.request);
    await page.goto("/en/dashboard/settings");
    const form = page.getByRole("form", { name: "Company and website" });
    await expect(form.getByLabel("Company name · Arabic")).toHaveValue("أساس للاستشارات التقنية");
    await expect(form.getByLabel("Company name · Arabic")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("checkbox", { name: "Friday" })).not.toBeChecked();
    await expectNoAxeViolations(page);
    // Checked in the browser before anything is sent: the page's data stays as it is.
    await form.getByLabel("Phone", { exact: true }).fill("0114102200");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(form.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
      /Write the number in international form/,
    );
    await expectNoAxeViolations(page);

    await page.goto("/dashboard/settings");
    const arabic = page.getByRole("form", { name: "الشركة والموقع" });
    await arabic.getByLabel("رابط الخريطة").fill("not a link");
    await arabic.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await expect(arabic.getByLabel("رابط الخريطة")).toHaveAccessibleDescription(
      /أدخل عنوان ويب كاملًا يبدأ بـ \u2066https:\/\/\u2069/,
    );
    await expectNoAxeViolations(page);
  });
});
