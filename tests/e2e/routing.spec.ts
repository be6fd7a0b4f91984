import { expect } from "@playwright/test";
import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_BASE_URL } from "./support/constants";
import { demoPost, postPath } from "./support/demo";

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

  test("only the root chooses the language: an English browser is sent from / to /en, unless the cookie chose Arabic", async ({
    request,
  }) => {
    const toEnglish = await request.get("/", { headers: { "accept-language": "en-US,en;q=0.9" }, maxRedirects: 0 });
    expect(toEnglish.status()).toBe(307);
    expect(new URL(toEnglish.headers().location ?? "", E2E_BASE_URL).href).toBe(`${E2E_BASE_URL}/en`);
    expect(toEnglish.headers()["cache-control"]).toContain("private");
    expect(toEnglish.headers().vary).toMatch(/Cookie/i);

    const cookieWins = await request.get("/", {
      headers: { "accept-language": "en-US,en;q=0.9", cookie: "i18n_redirected=ar" },
      maxRedirects: 0,
    });
    expect(cookieWins.status()).toBe(200);
    expect(await cookieWins.text()).toContain('lang="ar"');

    const cookieToEnglish = await request.get("/?utm_source=x", {
      headers: { "accept-language": "ar-SA,ar;q=0.9", cookie: "i18n_redirected=en" },
      maxRedirects: 0,
    });
    expect(cookieToEnglish.status()).toBe(307);
    expect(new URL(cookieToEnglish.headers().location ?? "", E2E_BASE_URL).href).toBe(
      `${E2E_BASE_URL}/en?utm_source=x`,
    );
  });

  test("every other unprefixed address is Arabic content, whatever the browser or cookie says", async ({ browser }) => {
    test.setTimeout(90_000);
    // An Arabic post: a shared link opens it in Arabic for everyone (docs/decisions.md, decision 2).
    const arabicOnly = postPath(demoPost("e-invoicing", "ar"));
    for (const cookie of [undefined, "en"]) {
      const context = await browser.newContext({ locale: "en-US" });
      if (cookie) await context.addCookies([{ name: "i18n_redirected", value: cookie, url: E2E_BASE_URL }]);
      const page = await context.newPage();
      for (const path of ["/about", "/services/erp", "/blog"]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname, path).toBe(path);
        await expect(page.locator("html"), path).toHaveAttribute("lang", "ar");
      }
      const shared = await page.goto(arabicOnly);
      expect(shared?.status()).toBe(200);
      expect(page.url()).toBe(`${E2E_BASE_URL}${arabicOnly}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(demoPost("e-invoicing", "ar").title);
      await context.close();
    }
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

  test("viewing a page never sets the language cookie; the public switcher does, for a year, and the dashboard's does not", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    const viewed = await page.goto("/en/about");
    expect(viewed?.headers()["set-cookie"]).toBeUndefined();
    expect((await context.cookies()).find((cookie) => cookie.name === "i18n_redirected")).toBeUndefined();

    await page
      .getByRole("banner")
      .getByRole("link", { name: /العربية/ })
      .click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/about`);
    const chosen = (await context.cookies()).find((cookie) => cookie.name === "i18n_redirected");
    expect(chosen?.value).toBe("ar");
    expect(chosen?.path).toBe("/");
    expect(chosen?.sameSite).toBe("Lax");
    expect((chosen?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await context.close();
  });
});

test.describe("not found", () => {
  test("an unknown path is a 404 page in English with a way home; the path stays in the reason phrase", async ({
    page,
  }) => {
    const response = await page.goto("/en/no-such-page");
    expect(response?.status()).toBe(404);
    expect(response?.statusText()).toBe("Page not found: /en/no-such-page");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle(/Page not found/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator("body")).not.toContainText("/en/no-such-page");
    await page.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en`);
  });

  test("in Arabic the whole 404 page is Arabic, right-to-left, with no English debug text", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    for (const path of ["/no-such-page", "/services/nope", "/blog/" + encodeURIComponent("لا-يوجد")]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page).toHaveTitle(/الصفحة غير موجودة/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
      await expect(page.locator("body")).not.toContainText(/Page Not Found|Failed to fetch|[A-Za-z]{4,}/);
      await expect(page.getByRole("link", { name: "الرئيسية" })).toHaveAttribute("href", "/");
    }
    await context.close();
  });

  for (const { locale, path, nav, search, term, found, blog, services } of [
    {
      locale: "en-US",
      path: "/en/old-wordpress-page",
      nav: "Main",
      search: "Search the site",
      term: "phishing",
      found: "Results for “phishing”",
      blog: "/en/blog",
      services: "/en#services",
    },
    {
      locale: "ar-SA",
      path: "/services/old-offer",
      nav: "القائمة الرئيسية",
      search: "ابحث في الموقع",
      term: "التصيد",
      found: "نتائج البحث عن «\u2068التصيد\u2069»",
      blog: "/blog",
      services: "/#services",
    },
  ]) {
    test(`${locale}: the 404 page leads on without JavaScript: the site's header, a search box, the blog and the services`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        locale,
        javaScriptEnabled: false,
        viewport: { width: 390, height: 844 },
      });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const header = page.getByRole("banner");
      await expect(header.getByRole("navigation", { name: nav }).getByRole("link")).toHaveCount(4);
      await expect(header.getByRole("navigation", { name: nav }).locator(`a[href="${blog}"]`)).toHaveCount(1);
      await expect(page.getByRole("main").locator(`a[href="${blog}"]`)).toBeVisible();
      await expect(page.getByRole("main").locator(`a[href="${services}"]`)).toBeVisible();
      await expect(page.locator("body")).toHaveJSProperty("scrollWidth", 390);
      // The search is a plain form: it works as it is.
      await page.getByRole("searchbox", { name: search }).fill(term);
      await page.getByRole("searchbox", { name: search }).press("Enter");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(found);
      await context.close();
      // axe runs its script in the page: the same document (it has none of its own) with scripts on.
      const checked = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
      const again = await checked.newPage();
      expect((await again.goto(path))?.status()).toBe(404);
      await expectNoAxeViolations(again);
      await checked.close();
    });
  }

  test("a route whose parameter fails validation keeps 'Page Not Found' for logs", async ({ request }) => {
    const response = await request.get("/en/services/not-a-service");
    expect(response.status()).toBe(404);
    expect(response.statusText()).toBe("Page Not Found: /en/services/not-a-service");
  });

  test("bots and people get the same complete 404 document, without the app's scripts", async ({ request }) => {
    for (const userAgent of [BOT, "Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36"]) {
      for (const [path, lang] of [
        ["/en/no-such-page", "en"],
        ["/services/not-a-service", "ar"],
        ["/en/nope.xml", "en"],
      ] as const) {
        const response = await request.get(path, { headers: { "user-agent": userAgent } });
        expect(response.status(), path).toBe(404);
        const html = await response.text();
        expect(html, path).not.toContain("<script");
        expect(html, path).toContain(`<html lang="${lang}" dir="${lang === "ar" ? "rtl" : "ltr"}"`);
        // Small: the header, a search box and a few links, inline styles, no script.
        expect(html.length).toBeLessThan(6000);
      }
    }
  });
});
