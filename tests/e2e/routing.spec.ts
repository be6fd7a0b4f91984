import { expect, test } from "@playwright/test";
import { E2E_BASE_URL } from "./support/constants";

const BOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test.describe("locale routing", () => {
  test("the root is Arabic, right-to-left, for an Arabic browser", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await context.close();
  });

  test("/en is English, left-to-right", async ({ page }) => {
    const response = await page.goto("/en");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  });

  test("an English browser is sent from / to /en, unless the cookie chose Arabic", async ({ request }) => {
    const toEnglish = await request.get("/", { headers: { "accept-language": "en-US,en;q=0.9" }, maxRedirects: 0 });
    expect(toEnglish.status()).toBe(307);
    expect(new URL(toEnglish.headers().location ?? "", E2E_BASE_URL).href).toBe(`${E2E_BASE_URL}/en`);

    const cookieWins = await request.get("/about", {
      headers: { "accept-language": "en-US,en;q=0.9", cookie: "i18n_redirected=ar" },
      maxRedirects: 0,
    });
    expect(cookieWins.status()).toBe(200);
    expect(await cookieWins.text()).toContain('lang="ar"');

    const cookieToEnglish = await request.get("/about", {
      headers: { "accept-language": "ar-SA,ar;q=0.9", cookie: "i18n_redirected=en" },
      maxRedirects: 0,
    });
    expect(cookieToEnglish.status()).toBe(307);
    expect(new URL(cookieToEnglish.headers().location ?? "", E2E_BASE_URL).href).toBe(`${E2E_BASE_URL}/en/about`);
  });

  test("the route beats the cookie and the browser language", async ({ request }) => {
    const response = await request.get("/en/about", {
      headers: { "accept-language": "ar-SA", cookie: "i18n_redirected=ar" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('lang="en"');
  });

  test("/ar/... redirects permanently to the unprefixed path", async ({ request }) => {
    const about = await request.get("/ar/about", { maxRedirects: 0, headers: { "accept-language": "ar" } });
    expect(about.status()).toBe(308);
    expect(new URL(about.headers().location ?? "", E2E_BASE_URL).href).toBe(`${E2E_BASE_URL}/about`);
    const root = await request.get("/ar", { maxRedirects: 0, headers: { "accept-language": "ar" } });
    expect(root.status()).toBe(308);
    expect(new URL(root.headers().location ?? "", E2E_BASE_URL).pathname).toBe("/");
  });

  test("trailing slashes redirect to the canonical path", async ({ request }) => {
    for (const [from, to] of [
      ["/en/", "/en"],
      ["/about/", "/about"],
      ["/en/contact/", "/en/contact"],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0, headers: { "accept-language": "ar" } });
      expect(response.status(), from).toBe(308);
      expect(new URL(response.headers().location ?? "", E2E_BASE_URL).pathname, from).toBe(to);
    }
  });

  test("the locale cookie is set for a year on the whole site, SameSite=Lax", async ({ request }) => {
    const response = await request.get("/en", { headers: { "accept-language": "ar-SA" } });
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^i18n_redirected=en;/);
    expect(cookie).toMatch(/Path=\//i);
    expect(cookie).toMatch(/Max-Age=31536000/i);
    expect(cookie).toMatch(/SameSite=lax/i);
  });
});

test.describe("not found", () => {
  test("an unknown path is a 404 with the error screen and the path", async ({ page }) => {
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Page not found");
    await expect(page.getByTestId("error-message")).toHaveText("Page not found: /en/no-such-page");
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    const home = page.getByRole("main").getByRole("link", { name: "Home" });
    await home.click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en`);
  });

  test("in Arabic the error screen is translated", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("الصفحة غير موجودة");
    await expect(page.getByRole("main").getByRole("link", { name: "الرئيسية" })).toHaveAttribute("href", "/");
    await context.close();
  });

  test("a route whose parameter fails validation says 'Page Not Found'", async ({ page }) => {
    const response = await page.goto("/en/services/not-a-service");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("Page Not Found: /en/services/not-a-service");
  });

  test("bots get the status and a small page without the app's scripts", async ({ request }) => {
    for (const path of ["/en/no-such-page", "/services/not-a-service"]) {
      const response = await request.get(path, { headers: { "user-agent": BOT } });
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html).not.toContain("<script");
      expect(html.length).toBeLessThan(3000);
      expect(html).toContain("404");
    }
    const english = await (await request.get("/en/no-such-page", { headers: { "user-agent": BOT } })).text();
    expect(english).toContain("Page not found: /en/no-such-page");
    const invalid = await (await request.get("/en/services/nope", { headers: { "user-agent": BOT } })).text();
    expect(invalid).toContain("Page Not Found: /en/services/nope");
  });

  test("people get the full app on a 404", async ({ request }) => {
    const response = await request.get("/en/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("<script");
  });
});
