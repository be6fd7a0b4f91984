import { spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { expect, type APIRequestContext, type Browser } from "@playwright/test";
import { test } from "./support/test";
import { unisolatedRunsOnPage } from "./support/bidi";
import { E2E_ADMIN, E2E_EDITOR, EXTRA_SERVER_PORTS } from "./support/constants";
import { startExtraServer } from "./support/extra-server";

/**
 * The demo content a fresh install starts with, marked in the dashboard and removed in one go by an
 * administrator, and the facts a buyer checks (registration, National Address, certifications)
 * filled in: on a server and data of their own, since both change what every page shows.
 */

async function signIn(request: APIRequestContext, base: string, who: { email: string; password: string }) {
  const response = await request.post(`${base}/api/_auth/login`, {
    headers: { origin: base, "content-type": "application/json" },
    data: { email: who.email, password: who.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function anonymous(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return response.text();
}

test.describe("demo content and the company's registration, on a server of their own", () => {
  test.describe.configure({ mode: "serial" });
  const dataDir = path.join(process.cwd(), "test-results", "demo-content-data");
  let server: { url: string; stop: () => Promise<void> } | null = null;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    rmSync(dataDir, { recursive: true, force: true });
    // An editor besides the admin, made in the fresh data before the server opens it (as e2e-server.ts does).
    const made = spawnSync(
      path.join(process.cwd(), "node_modules/.bin/tsx"),
      [
        "--conditions=react-server",
        "scripts/user-create.ts",
        ...["--email", E2E_EDITOR.email, "--name", E2E_EDITOR.name, "--role", "editor"],
        ...["--password", E2E_EDITOR.password],
      ],
      { env: { ...process.env, NODE_OPTIONS: "", DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
    );
    expect(made.status, made.stderr).toBe(0);
    server = await startExtraServer(EXTRA_SERVER_PORTS.demo, {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SMTP_URL: "",
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("marks the demo content in the dashboard, and only an administrator may remove it", async ({
    page,
    request,
  }) => {
    const base = server!.url;
    await signIn(page.request, base, E2E_ADMIN);
    await page.goto(`${base}/en/dashboard`);
    const panel = page.getByTestId("demo-content");
    await expect(panel.getByRole("heading", { name: "Demo content" })).toBeVisible();
    await expect(panel).toContainText("5 demo partner logos");
    await expect(panel).toContainText("3 demo authors");
    await expect(panel).toContainText("The four home page numbers");
    await expect(page.getByTestId("post-list").getByTestId("demo-badge").first()).toHaveText("Demo");
    await page.goto(`${base}/en/dashboard/authors`);
    await expect(page.getByTestId("authors-list").getByTestId("demo-badge")).toHaveCount(3);
    await page.goto(`${base}/en/dashboard/settings`);
    await expect(page.getByTestId("demo-note").first()).toBeVisible();

    // An editor sees no removal, and the server refuses it from them.
    const editor = await page.context().browser()!.newContext();
    await signIn(editor.request, base, E2E_EDITOR);
    const editorPage = await editor.newPage();
    await editorPage.goto(`${base}/en/dashboard`);
    await expect(editorPage.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(editorPage.getByTestId("demo-content")).toHaveCount(0);
    const refused = await editor.request.delete(`${base}/api/demo-content`, { headers: { origin: base } });
    expect(refused.status()).toBe(403);
    await editor.close();
    const anonymousRefused = await request.delete(`${base}/api/demo-content`, { headers: { origin: base } });
    expect(anonymousRefused.status()).toBe(401);
  });

  test("removes all of it in one go: the public site shows no invented post, logo or number", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const base = server!.url;
    const before = await anonymous(request, `${base}/en`);
    expect(before).toContain("Demo logo");
    expect(before).toContain('id="stats-title"');
    const blogBefore = await anonymous(request, `${base}/en/blog`);
    expect(blogBefore).toContain("Phishing in the Gulf");

    await signIn(page.request, base, E2E_ADMIN);
    await page.goto(`${base}/en/dashboard`);
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("Remove all demo content?");
      void dialog.accept();
    });
    await page.getByTestId("demo-content").getByRole("button", { name: "Remove all demo content" }).click();
    await expect(page.getByText("The demo content was removed.")).toBeVisible();
    await expect(page.getByTestId("demo-content")).toContainText("No demo content is left");
    await expect(page.getByTestId("demo-badge")).toHaveCount(0);

    for (const address of ["/en", "/"]) {
      const home = await anonymous(request, `${base}${address}`);
      expect(home, address).not.toContain('id="partners-title"');
      expect(home, address).not.toContain('id="stats-title"');
    }
    const blog = await anonymous(request, `${base}/en/blog`);
    expect(blog).not.toContain("Phishing in the Gulf");
    expect((await request.get(`${base}/en/blog/topics/cybersecurity`)).status()).toBe(404);

    // The audit log names it, with what went.
    await page.goto(`${base}/en/dashboard/audit`);
    await expect(page.getByRole("main")).toContainText("Removed the demo content");
    await expect(page.getByRole("main")).toContainText("Partner logos removed: 5");
  });

  test("shows the registration, National Address and certifications a buyer checks, once filled in", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const base = server!.url;
    // The demo invents none of them: the footer has no registration line yet.
    expect(await anonymous(request, `${base}/en`)).not.toContain('data-testid="registration"');

    await signIn(page.request, base, E2E_ADMIN);
    await page.goto(`${base}/en/dashboard/settings`);
    const form = page.getByRole("form", { name: "Company and website" });
    await form.getByLabel("Commercial Registration (CR) number").fill("1010123456");
    await form.getByLabel("VAT registration number").fill("310123456700003");
    await form.getByLabel("Building number").fill("7421");
    await form.getByLabel("Additional number").fill("3456");
    await form.getByLabel("Street · English", { exact: true }).fill("King Fahd Road");
    await form.getByLabel("Street · Arabic", { exact: true }).fill("طريق الملك فهد");
    await form.getByLabel("District · English", { exact: true }).fill("Al Olaya");
    await form.getByLabel("District · Arabic", { exact: true }).fill("حي العليا");
    await form.getByLabel("Email for privacy requests (optional)").fill("privacy@asastech.sa");
    await form.getByLabel("Opening hours as shown · English").fill("Sunday to Thursday, 9:00 AM to 5:00 PM");
    await form.getByRole("button", { name: "Add a certification" }).click();
    await form.getByLabel("Name · Certification 1 · English").fill("ISO/IEC 27001:2022");
    await form.getByLabel("Name · Certification 1 · Arabic").fill("شهادة ISO/IEC 27001:2022");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(page.getByText("Saved: every page shows the new settings.")).toBeVisible();

    await page.goto(`${base}/en`);
    const registration = page.getByRole("contentinfo").getByTestId("registration");
    await expect(registration).toContainText("Commercial Registration No. 1010123456");
    await expect(registration).toContainText("VAT No. 310123456700003");
    await expect(registration).toContainText("National Address: 7421 King Fahd Road, Al Olaya, Riyadh 11411-3456");

    await page.goto(`${base}/en/privacy`);
    const details = page.getByTestId("company-details");
    await expect(details).toContainText("1010123456");
    await expect(details.getByRole("link", { name: "privacy@asastech.sa" })).toHaveAttribute(
      "href",
      "mailto:privacy@asastech.sa",
    );
    await expect(page.getByTestId("legal-privacy")).toContainText(
      "write to privacy@asastech.sa or call +966 11 410 2200",
    );
    await expect(page.getByTestId("legal-privacy")).toContainText("hosted in Saudi Arabia");

    await page.goto(`${base}/en/about`);
    await expect(page.getByTestId("certifications")).toContainText("ISO/IEC 27001:2022");
    await expect(page.getByRole("main")).toContainText(
      "during our working hours: Sunday to Thursday, 9:00 AM to 5:00 PM",
    );

    // The same in Arabic, with every number isolated from the Arabic around it.
    await arabic(page.context().browser()!, base);
  });
});

/** A visitor whose browser asks for Arabic and who has not chosen English (the root follows that choice). */
async function arabic(browser: Browser, base: string) {
  const context = await browser.newContext({ locale: "ar-SA", extraHTTPHeaders: { "accept-language": "ar-SA" } });
  const page = await context.newPage();
  await page.goto(`${base}/`);
  await expect(page.getByRole("contentinfo").getByTestId("registration")).toContainText(
    "العنوان الوطني: 7421 طريق الملك فهد، حي العليا، الرياض 11411-3456",
  );
  expect(await unisolatedRunsOnPage(page)).toEqual([]);
  await page.goto(`${base}/privacy`);
  await expect(page.getByTestId("company-details")).toContainText("رقم السجل التجاري");
  expect(await unisolatedRunsOnPage(page)).toEqual([]);
  await page.goto(`${base}/about`);
  await expect(page.getByTestId("certifications")).toContainText("شهادة ISO/IEC 27001:2022");
  expect(await unisolatedRunsOnPage(page)).toEqual([]);
  await context.close();
}
