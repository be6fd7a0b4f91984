import { expect } from "@playwright/test";
import { test } from "./support/test";
import { E2E_BASE_URL } from "./support/constants";

test.describe("language switcher", () => {
  test("keeps the page and the hash, and remembers the choice", async ({ page, context }) => {
    await page.goto("/en/about#team");
    const switcher = page.getByRole("banner").getByRole("link", { name: "Switch to العربية" });
    await expect(switcher).toHaveAttribute("href", "/about");
    await switcher.click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/about#team`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const cookie = (await context.cookies()).find((item) => item.name === "i18n_redirected");
    expect(cookie?.value).toBe("ar");
    expect(cookie?.path).toBe("/");
    expect(cookie?.sameSite).toBe("Lax");

    // The cookie now wins over the English browser language.
    await page.goto("/contact");
    await expect(page).toHaveURL(`${E2E_BASE_URL}/contact`);
    await page.getByRole("banner").getByRole("link", { name: "التبديل إلى English" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/contact`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("hash navigation", () => {
  test("scrolls to the section after the delay, smoothly", async ({ page }) => {
    await page.goto("/en/about");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Solutions" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en#solutions`);
    await expect(page.locator("#solutions")).toBeInViewport({ timeout: 5000 });
    // The section ends up just below the sticky header (its scroll margin).
    await expect
      .poll(() => page.locator("#solutions").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(0);
    await expect
      .poll(() => page.locator("#solutions").evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(100);
  });

  test("jumps without animation when reduced motion is preferred", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/en#services");
    await expect(page.locator("#services")).toBeInViewport();
    await context.close();
  });
});

test.describe("icons", () => {
  test("every icon and brand glyph on screen is drawn from the one fingerprinted sprite, cached for good", async ({
    page,
  }) => {
    await page.goto("/en");
    await page.getByRole("button", { name: "Chat with us on WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Asas Tech Consulting" })).toBeVisible();
    const shown = () =>
      page
        .locator("svg use")
        .evaluateAll((elements) =>
          elements
            .filter((use) => use.closest("svg")!.checkVisibility())
            .map((use) => ({ href: use.getAttribute("href") ?? "", width: (use as SVGUseElement).getBBox().width })),
        );
    // The footer's five networks, the chat card's WhatsApp glyph and the header's and cards' icons.
    expect((await shown()).length).toBeGreaterThanOrEqual(10);
    // Each is drawn once the sprite has arrived: a missing file or symbol draws nothing.
    await expect(async () => {
      for (const { href, width } of await shown()) expect(width, `${href} is drawn`).toBeGreaterThan(0);
    }).toPass({ timeout: 10_000 });
    const files = new Set((await shown()).map(({ href }) => href.split("#")[0]));
    expect(files.size).toBe(1);
    const [file] = [...files];
    expect(file).toMatch(/^\/_next\/static\/media\/icons\.[\w-]+\.svg$/);
    const sprite = await page.request.get(file!);
    expect(sprite.headers()["content-type"]).toBe("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    // The page's HTML names icons, it does not draw them.
    const html = await (await page.request.get("/en")).text();
    expect(html).not.toContain('<path d="m6 9 6 6 6-6"');
  });
});

test.describe("chat widget", () => {
  test("opens a card that starts a WhatsApp chat in the page's language", async ({ page }) => {
    await page.goto("/en");
    const card = page.getByRole("dialog", { name: "Asas Tech Consulting" });
    // The button works once the page has hydrated, which a loaded machine can take a moment to do.
    await expect(async () => {
      await page.getByRole("button", { name: "Chat with us on WhatsApp" }).click();
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(card.getByRole("img", { name: "Support team" })).toHaveAttribute("src", "/images/avatar-default.svg");
    const start = card.getByRole("link", { name: "Start chat on WhatsApp" });
    const href = new URL((await start.getAttribute("href")) ?? "");
    expect(href.origin + href.pathname).toBe("https://wa.me/966554102200");
    expect(href.searchParams.get("text")).toContain("Asas Tech");
    await expect(start).toHaveAttribute("target", "_blank");
    await expect(start).toHaveAttribute("rel", /noopener/);
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
  });

  test("is an HTML popover: it opens and closes by keyboard before, or without, any script", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en");
    const launcher = page.getByRole("button", { name: "Chat with us on WhatsApp" });
    const card = page.getByRole("dialog", { name: "Asas Tech Consulting" });
    await launcher.focus();
    await page.keyboard.press("Enter");
    await expect(card).toBeVisible();
    await expect(card).toBeInViewport({ ratio: 1 });
    // The card comes next in the keyboard order, its close button first.
    await page.keyboard.press("Tab");
    await expect(card.getByRole("button", { name: "Close chat" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(card.getByRole("link", { name: "Start chat on WhatsApp" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(card).toBeHidden();
    await context.close();
  });

  test("greets in Arabic on Arabic pages", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto("/");
    const start = page.getByRole("link", { name: "ابدأ المحادثة عبر واتساب" });
    await expect(async () => {
      await page.getByRole("button", { name: "راسلنا عبر واتساب" }).click();
      await expect(start).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const text = new URL((await start.getAttribute("href")) ?? "").searchParams.get("text");
    expect(text).toContain("السلام عليكم");
    await context.close();
  });
});

test.describe("banner", () => {
  test("stays dismissed on the next pages", async ({ page }) => {
    await page.goto("/en");
    const banner = page.locator("[data-site-banner]");
    await expect(banner).toBeVisible();
    await banner.getByRole("button", { name: "Dismiss announcement" }).click();
    await expect(banner).toBeHidden();
    await page.goto("/en/about");
    await expect(page.locator("[data-site-banner]")).toBeHidden();
  });
});

test.describe("navigation", () => {
  test("the services menu lists the twelve services and more", async ({ page }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Services" }).click();
    for (const name of ["Network Security", "ERP System", "Mobile App Development", "Promotional Video Production"]) {
      await expect(nav.getByRole("link", { name })).toBeVisible();
    }
    await expect(nav.locator('a[href^="/en/services/"]')).toHaveCount(15);
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Network Security" })).toBeHidden();
  });

  test("the mobile menu opens as a dialog and navigates", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto("/en");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/about`);
    await expect(menu).toBeHidden();
    await context.close();
  });

  test("the footer carries the contact facts, hours and markets", async ({ page }) => {
    await page.goto("/en");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: "+966 11 410 2200" })).toHaveAttribute("href", "tel:+966114102200");
    await expect(footer.getByRole("link", { name: "hello@asastech.sa" })).toHaveAttribute(
      "href",
      "mailto:hello@asastech.sa",
    );
    await expect(footer).toContainText("Saturday to Thursday");
    for (const market of ["Saudi Arabia", "Kuwait", "Oman"]) await expect(footer).toContainText(market);
    await expect(footer.getByRole("link", { name: "LinkedIn" })).toHaveAttribute("href", /linkedin\.com/);
  });
});

test.describe("web fonts", () => {
  test("the first page paints in system fonts; the fonts are then cached and used from the next page on", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    const fontRequests: Array<{ url: string; afterLoad: boolean }> = [];
    let loaded = false;
    page.on("load", () => (loaded = true));
    page.on("request", (request) => {
      if (request.resourceType() === "font") fontRequests.push({ url: request.url(), afterLoad: loaded });
    });

    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/web-fonts/);
    // In the background, after the page has loaded: Inter and IBM Plex Sans Arabic, regular and bold.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("asas:web-fonts:1"))).toBe("1");
    expect(fontRequests.length).toBe(4);
    expect(fontRequests.every((request) => request.afterLoad)).toBe(true);
    expect(fontRequests.some((request) => request.url.includes("ibm_plex_sans_arabic"))).toBe(true);

    // A client navigation switches them on.
    await page.getByRole("navigation", { name: "القائمة الرئيسية" }).getByRole("link", { name: "من نحن" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/about`);
    await expect(page.locator("html")).toHaveClass(/web-fonts/);

    // So does the next full page load, before anything paints; the Arabic text is in IBM Plex Sans Arabic.
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveClass(/web-fonts/);
    const family = await page.locator("h1").evaluate((heading) => getComputedStyle(heading).fontFamily);
    expect(family).toMatch(/^"?latinFont"?, "?arabicFont"?/);
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((face) => face.family.includes("arabicFont") && face.status === "loaded"),
        ),
      )
      .toBe(true);
    await context.close();
  });
});
