import { expect } from "@playwright/test";
import { test } from "./support/test";
import { OAuth2Server } from "oauth2-mock-server";
import { OPEN_REDIRECT_PAYLOADS, refusedInAnAddress } from "../fixtures/open-redirect-payloads";
import { E2E_ADMIN, E2E_BASE_URL, E2E_OIDC } from "./support/constants";

// One provider on a fixed port for this file: its tests run one after another.
test.describe.configure({ mode: "serial" });

let provider: OAuth2Server;
let identity: { email: string; email_verified: boolean } = { email: E2E_ADMIN.email, email_verified: true };

test.beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  provider.service.on("beforeTokenSigning", (token) => {
    Object.assign(token.payload, { aud: E2E_OIDC.clientId, ...identity });
  });
  await provider.start(E2E_OIDC.port, "localhost");
});

test.afterAll(async () => {
  await provider.stop();
});

test("signs in through the provider in a centred 960×600 popup that closes itself", async ({ page }) => {
  identity = { email: E2E_ADMIN.email.toUpperCase(), email_verified: true };
  await page.goto("/en/login");
  // Record how the page opens the popup: the flow can finish, close the popup and move this page
  // on to the dashboard before anything could measure it, so the call is kept in session storage.
  const expected = await page.evaluate(() => {
    const open = window.open.bind(window);
    window.open = (url, target, features) => {
      sessionStorage.setItem("test:popup-features", String(features ?? ""));
      return open(url, target, features);
    };
    return {
      left: Math.round(window.screenX + (window.outerWidth - 960) / 2),
      top: Math.round(window.screenY + (window.outerHeight - 600) / 2),
    };
  });
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: `Sign in with ${E2E_OIDC.name}` }).click();
  const popup = await popupPromise;
  const popupClosed = new Promise<void>((resolve) => {
    if (popup.isClosed()) resolve();
    else popup.once("close", () => resolve());
  });
  await popupClosed;
  await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`, { timeout: 15_000 });
  const features = await page.evaluate(() => sessionStorage.getItem("test:popup-features") ?? "");
  expect(features).toContain("width=960,height=600");
  expect(features).toContain(`left=${Math.max(0, expected.left)},top=${Math.max(0, expected.top)}`);
  expect(await page.evaluate(() => localStorage.getItem("asas:auth-popup"))).toBeNull();
  const session = await (
    await page.request.get("/api/_auth/session", { headers: { accept: "application/json" } })
  ).json();
  expect(session.user.email).toBe(E2E_ADMIN.email);
});

test("refuses a provider identity without an account, and the popup says why", async ({ page }) => {
  identity = { email: "stranger@example.com", email_verified: true };
  await page.goto("/en/login");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: `Sign in with ${E2E_OIDC.name}` }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole("alert")).toContainText("There is no active account for stranger@example.com");
  await expect(page.getByRole("main").getByRole("alert")).toContainText(
    `Sign-in with ${E2E_OIDC.name} did not complete`,
  );
  expect(popup.isClosed()).toBe(false);
  const session = await (await page.request.get("/api/_auth/session")).json();
  expect(session).toEqual({});
  // The window closes itself as the click lands, and Playwright may then report the click's page as
  // gone: what counts is that it closed.
  await Promise.all([
    popup.waitForEvent("close"),
    popup
      .getByRole("button", { name: "Close this window" })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      }),
  ]);
});

test("refuses an email the provider has not verified", async ({ page }) => {
  identity = { email: E2E_ADMIN.email, email_verified: false };
  await page.goto("/en/login");
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: `Sign in with ${E2E_OIDC.name}` }).click();
  const popup = await popupPromise;
  await expect(popup.getByRole("alert")).toContainText("did not confirm this email address");
  expect(await (await page.request.get("/api/_auth/session")).json()).toEqual({});
});

test("the popup's way back never leaves the site, whatever next says", async ({ playwright }) => {
  identity = { email: E2E_ADMIN.email, email_verified: true };
  for (const payload of OPEN_REDIRECT_PAYLOADS) {
    const client = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    try {
      // start → the provider → the callback page the popup lands on.
      const landing = await client.get(`/api/_auth/oidc/start?locale=en&next=${encodeURIComponent(payload)}`);
      if (refusedInAnAddress(payload)) {
        expect(landing.status(), JSON.stringify(payload)).toBe(400);
        expect(new URL(landing.url()).origin).toBe(E2E_BASE_URL);
        continue;
      }
      expect(landing.status(), payload).toBe(200);
      expect(new URL(landing.url()).pathname).toBe("/api/_auth/oidc/callback");
      const href = /<a href="([^"]*)"/.exec(await landing.text())?.[1]?.replaceAll("&amp;", "&");
      expect(href, JSON.stringify(payload)).toBe("/en/dashboard");
    } finally {
      await client.dispose();
    }
  }
});

test("after the popup, the sign-in page goes to this site's dashboard, not to next", async ({ browser }) => {
  identity = { email: E2E_ADMIN.email, email_verified: true };
  for (const payload of ["/.//evil.example", "/%2F%2Fevil.example", "/\\evil.example"]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/en/login?next=${encodeURIComponent(payload)}`);
    const popupPromise = page.waitForEvent("popup");
    await page.getByRole("button", { name: `Sign in with ${E2E_OIDC.name}` }).click();
    await popupPromise;
    await expect(page, payload).toHaveURL(`${E2E_BASE_URL}/en/dashboard`, { timeout: 15_000 });
    await context.close();
  }
});

test("the sign-in flow's own cookie is Secure, HttpOnly and limited to the flow's path", async ({ request }) => {
  const start = await request.get("/api/_auth/oidc/start?locale=en", { maxRedirects: 0 });
  expect(start.status()).toBe(302);
  const cookie = start.headers()["set-cookie"] ?? "";
  expect(cookie).toMatch(/^asas_oidc=[\w-]+; Path=\/api\/_auth\/oidc;/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  expect(cookie).toMatch(/; Secure/);
});
