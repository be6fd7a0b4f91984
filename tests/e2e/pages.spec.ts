import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { COMPILE_HINT } from "../../scripts/lib/compile-hints";
import { SERVICE_SLUGS } from "../../src/content/service-slugs";
import { scriptsStartedAfterPaint } from "../../front/scripts-after-paint.mts";
import { E2E_BASE_URL } from "./support/constants";
import { canonicalHref, jsonLdBlocks, jsonLdNodes } from "./support/head";

type ServiceFile = { title: string; meta: { title: string; description: string }; faqs: Array<{ key: string }> };
const content = (locale: string, slug: string): ServiceFile =>
  JSON.parse(readFileSync(path.join(process.cwd(), "src/content/services", locale, `${slug}.json`), "utf8"));

/** The main content's section headings in document order. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page
    .locator("main section[aria-labelledby]")
    .evaluateAll((sections) => sections.map((section) => section.getAttribute("aria-labelledby") ?? ""));
}

test.describe("service pages", () => {
  for (const locale of ["ar", "en"] as const) {
    test(`all twelve render in ${locale} with the sections in order and their head tags`, async ({ browser }) => {
      const context = await browser.newContext({ locale: locale === "ar" ? "ar-SA" : "en-US" });
      const page = await context.newPage();
      for (const slug of SERVICE_SLUGS) {
        const file = content(locale, slug);
        const url = `${locale === "en" ? "/en" : ""}/services/${slug}`;
        const response = await page.goto(url, { waitUntil: "domcontentloaded" });
        expect(response?.status(), url).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(file.title);
        expect(await sectionOrder(page)).toEqual([
          "overview-title",
          "features-title",
          "works-title",
          "steps-title",
          "faqs-title",
          "invitation-title",
        ]);
        await expect(page).toHaveTitle(
          `${file.meta.title} | ${locale === "en" ? "Asas Tech Consulting" : "أساس للاستشارات التقنية"}`,
        );
        await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", file.meta.description);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", file.meta.description);
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          "content",
          `${E2E_BASE_URL}/tech-services/${slug}.jpg`,
        );
        await expect(
          page.locator("#overview-title").locator("xpath=ancestor::section").getByRole("img"),
        ).toHaveAttribute("alt", locale === "en" ? "service image" : "صورة الخدمة");
        const nodes = jsonLdNodes(await jsonLdBlocks(page));
        expect(nodes.find((node) => node["@type"] === "Service")).toMatchObject({ name: file.title });
        const faq = nodes.find((node) => node["@type"] === "FAQPage");
        expect((faq?.mainEntity as unknown[]).length).toBe(file.faqs.length);
        expect(nodes.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
      }
      await context.close();
    });
  }

  test("the work steps are numbered from 1 and the invitation leads to the contact page", async ({ page }) => {
    await page.goto("/en/services/web-dev");
    const steps = page.locator("#steps-title").locator("xpath=ancestor::section").locator("ol > li");
    await expect(steps.first()).toHaveAttribute("data-step", "1");
    await expect(steps.first()).toContainText("1");
    const contact = page
      .locator("#invitation-title")
      .locator("xpath=ancestor::section")
      .getByRole("link", { name: "Contact us" });
    await expect(contact).toHaveAttribute("href", "/en/contact?service=web-dev");
  });

  test("the FAQ accordion starts with the first answer open", async ({ page }) => {
    await page.goto("/en/services/graphic-design");
    const items = page.getByTestId("faq-accordion").locator("details");
    await expect(items.first()).toHaveAttribute("open", "");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await items.nth(1).locator("summary").press("Enter");
    await expect(items.nth(1)).not.toHaveAttribute("open", "");
    await expect(page.getByTestId("faq-accordion")).toContainText("within one week");
  });

  test("an unknown slug is a 404 and the cybersecurity alias shows the service with its canonical", async ({
    page,
  }) => {
    expect((await page.goto("/en/services/quantum-computing"))?.status()).toBe(404);
    expect((await page.goto("/services/cybersecurity/quantum"))?.status()).toBe(404);
    const alias = await page.goto("/en/services/cybersecurity/network-security");
    expect(alias?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(content("en", "network-security").title);
    expect(await canonicalHref(page)).toBe(`${E2E_BASE_URL}/en/services/network-security`);
  });

  test("SEO, chatbot and the cybersecurity overview have their own pages", async ({ page }) => {
    for (const slug of ["seo", "chatbot"]) {
      expect((await page.goto(`/en/services/${slug}`))?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content("en", slug).title);
    }
    expect((await page.goto("/en/services/cybersecurity"))?.status()).toBe(200);
    for (const slug of ["network-security", "endpoint-security", "application-security", "operation-security"]) {
      await expect(page.getByRole("main").locator(`a[href="/en/services/${slug}"]`).first()).toBeVisible();
    }
  });
});

test.describe("home page", () => {
  test("has the sections in order with the hero video and a poster that loads first", async ({ page }) => {
    await page.goto("/en");
    const ids = await page
      .locator("main > section")
      .evaluateAll((sections) => sections.map((section) => section.id || section.getAttribute("aria-labelledby")));
    expect(ids).toEqual([null, "about", "services", "solutions", "stats-title", "partners-title", "cta-title"]);
    const video = page.locator("main video");
    await expect(video).toHaveAttribute("loop", "");
    await expect(video).toHaveAttribute("playsinline", "");
    await expect(video).toHaveAttribute("muted", "");
    await expect(video.locator('source[type="video/webm"]')).toHaveAttribute("src", "/media/hero.webm");
    await expect(video.locator('source[type="video/mp4"]')).toHaveAttribute("src", "/media/hero.mp4");
    await expect(video).toHaveAttribute("poster", /hero-poster/);
    await expect(page.locator("main img").first()).toHaveAttribute("fetchpriority", "high");
    // The shared title, then the site's name once (docs/content.md, "One name per thing").
    const shared = (await page.locator('meta[property="og:title"]').getAttribute("content")) ?? "";
    expect(await page.title()).toMatch(/ \| (Asas Tech Consulting|أساس للاستشارات التقنية)$/);
    expect((await page.title()).startsWith(`${shared} | `)).toBe(true);
  });

  test("its HTML is at most 100 KB in both languages, its cards' srcsets no wider than their pictures", async ({
    request,
  }) => {
    for (const [url, language] of [
      ["/", "ar"],
      ["/en", "en"],
    ] as const) {
      const html = await (await request.get(url, { headers: { "accept-language": language } })).text();
      expect(html).toContain(`<html lang="${language}"`);
      expect(Buffer.byteLength(html), `${url} in bytes`).toBeLessThanOrEqual(100 * 1024);
      // The service pictures are 1200 pixels wide: a wider entry would fetch the same pixels again.
      const srcSet = /<article class="card[^]*?srcSet="([^"]+)"/.exec(html)?.[1] ?? "";
      const widths = srcSet.split(", ").map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
      expect(widths).toEqual([640, 828, 1200]);
    }
  });

  test("lists the twelve services with order numbers and links", async ({ page }) => {
    await page.goto("/en");
    const cards = page.locator("#services article");
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toContainText("01");
    await expect(cards.nth(11)).toContainText("12");
    await expect(cards.first().getByRole("link")).toHaveAttribute("href", "/en/services/application-security");
  });

  test("the solution tabs start on B2B services and work with mouse and keyboard", async ({ page }) => {
    await page.goto("/en");
    const tabs = page.getByRole("tablist", { name: "Solutions" });
    const b2b = tabs.getByRole("tab", { name: "B2B services" });
    const contracts = tabs.getByRole("tab", { name: "Contracts" });
    await expect(b2b).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Managed IT and security");
    await contracts.click();
    await expect(contracts).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Confidentiality and data protection");
    await contracts.press("ArrowRight");
    await expect(b2b).toBeFocused();
    await expect(b2b).toHaveAttribute("aria-selected", "true");
  });

  test("in Arabic the arrow keys follow the right-to-left order", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto("/");
    const first = page.getByRole("tab", { name: "خدمات الشركات" });
    await first.focus();
    await first.press("ArrowLeft");
    await expect(page.getByRole("tab", { name: "العقود" })).toHaveAttribute("aria-selected", "true");
    await context.close();
  });

  test("the counters start at 0 and count to their targets once scrolled into view", async ({ page }) => {
    await page.goto("/en");
    // The four numbers are site settings, in their order (the demo values here).
    const stat = (position: number) => page.locator(`[data-stat="${position}"] dd span`);
    await expect(stat(2)).toHaveText("0");
    await page.locator("#stats-title").scrollIntoViewIfNeeded();
    await expect(stat(1)).toHaveText("30", { timeout: 8000 });
    await expect(stat(2)).toHaveText("120", { timeout: 8000 });
    await expect(stat(3)).toHaveText("98%", { timeout: 8000 });
    await expect(stat(4)).toHaveText("820", { timeout: 8000 });
  });

  test("with reduced motion, the counters show their targets at once and nothing plays", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto("/en");
    await expect(page.locator('[data-stat="4"] dd span')).toHaveText("820");
    // Past the moment the page would start the video (a timer after its load, hero-video.tsx).
    await page.clock.runFor(2500);
    expect(await page.locator("main video").evaluate((video: HTMLVideoElement) => video.paused)).toBe(true);
    await context.close();
  });

  test("the partner marquee scrolls right in English and left in Arabic", async ({ browser }) => {
    for (const [locale, url, direction] of [
      ["en-US", "/en", "right"],
      ["ar-SA", "/", "left"],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(url);
      const marquee = page.locator("[data-marquee-direction]");
      await expect(marquee).toHaveAttribute("data-marquee-direction", direction);
      const animation = await marquee.locator(".marquee-track").evaluate((element) => {
        const style = getComputedStyle(element);
        return { name: style.animationName, direction: style.animationDirection, state: style.animationPlayState };
      });
      expect(animation).toEqual({
        name: "marquee",
        direction: direction === "right" ? "reverse" : "normal",
        state: "running",
      });
      // The button stops it (WCAG 2.2.2).
      await page
        .getByRole("button", { name: locale === "en-US" ? "Pause the partner logos" : "إيقاف حركة الشعارات" })
        .click();
      await page.mouse.move(0, 0);
      await expect(marquee.locator(".marquee-track")).toHaveCSS("animation-play-state", "paused");
      await expect(page.getByRole("img", { name: "Falak Cloud" }).first()).toBeAttached();
      await context.close();
    }
  });
});

test.describe("a page's scripts", () => {
  for (const path of ["/", "/en/blog", "/en/contact"]) {
    test(`${path} paints before it fetches a script, then comes alive within its script policy`, async ({ page }) => {
      await page.addInitScript(() => {
        const violations: string[] = [];
        Object.assign(window, { violations });
        document.addEventListener("securitypolicyviolation", (event) => violations.push(event.blockedURI));
      });
      await page.goto(path);
      // Next.js's client has started: it sets window.next when it hydrates.
      await expect.poll(() => page.evaluate(() => "next" in window), { timeout: 15_000 }).toBe(true);
      const { paint, images, scripts, violations } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        // The page's priority images (its largest paint), and when each had arrived.
        images: [...document.querySelectorAll<HTMLImageElement>("img[fetchpriority=high]")].map((image) => ({
          name: image.currentSrc,
          end: (performance.getEntriesByName(image.currentSrc)[0] as PerformanceResourceTiming | undefined)
            ?.responseEnd,
        })),
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/_next\/static\/.+\.js$|\/tracking-scripts\.js/.test(entry.name))
          .map((entry) => ({ name: entry.name, start: entry.startTime })),
        violations: (window as unknown as { violations: string[] }).violations,
      }));
      expect(paint).toBeGreaterThan(0);
      expect(scripts.length).toBeGreaterThan(5);
      // Not one script was even requested before the page was on screen (before, Next.js's scripts
      // were fetched with the styles and ran as they arrived, often before the first paint).
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThan(paint ?? Infinity);
      // Nor before the priority images had arrived: the scripts do not share the network with the
      // largest paint (before, they were requested as soon as the text had painted).
      // One each: the hero; a listing's first cover (the largest paint in one column, the first of
      // a row on a wide screen, whose next two covers load at once at normal priority).
      expect(images.length, "priority images").toBe(path === "/en/contact" ? 0 : 1);
      const lastImage = Math.max(...images.map((image) => image.end ?? Infinity));
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThan(lastImage);
      expect(violations).toEqual([]);
    });
  }
});

test("the scripts every page starts with are compiled as they download, and each is what its integrity names", async ({
  request,
}) => {
  const scriptsOf = async (address: string) =>
    scriptsStartedAfterPaint(await (await request.get(address)).text()).filter((script) =>
      script.src?.startsWith("/_next/"),
    );
  const pages = await Promise.all(["/", "/en/blog", "/en/contact"].map(scriptsOf));
  for (const script of pages.flat()) {
    const body = await (await request.get(script.src ?? "")).body();
    expect(script.integrity, script.src).toBe(`sha256-${createHash("sha256").update(body).digest("base64")}`);
  }
  // Next.js's start-up chunks (its runtime, React, React DOM and its router), which every page
  // names: V8 compiles their functions on a background thread while they stream in (Chrome 136+),
  // rather than on the main thread as hydration first calls each (scripts/lib/compile-hints.ts).
  const { rootMainFiles } = JSON.parse(readFileSync(".next/build-manifest.json", "utf8")) as {
    rootMainFiles: string[];
  };
  expect(rootMainFiles.length).toBeGreaterThanOrEqual(4);
  for (const chunk of rootMainFiles) {
    const src = `/_next/${chunk}`;
    for (const page of pages) expect(page.map((script) => script.src)).toContain(src);
    expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), src).toBe(true);
  }
});

test.describe("about and contact", () => {
  test("the about page tells the story since 2022 in both languages", async ({ page, browser }) => {
    await page.goto("/en/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
    await expect(page.getByRole("main")).toContainText("2022");
    const context = await browser.newContext({ locale: "ar-SA" });
    const arabic = await context.newPage();
    await arabic.goto("/about");
    await expect(arabic.getByRole("heading", { level: 1 })).toHaveText("من نحن");
    await expect(arabic.getByRole("main")).toContainText("2022");
    await context.close();
  });

  test("the contact page gives the phone, WhatsApp, email, hours and a map link", async ({ page }) => {
    await page.goto("/en/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+966 11 410 2200" })).toHaveAttribute("href", "tel:+966114102200");
    await expect(main.getByRole("link", { name: "Chat on WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/966554102200\?text=/,
    );
    await expect(main.getByRole("link", { name: "hello@asastech.sa" })).toBeVisible();
    await expect(main.getByRole("link", { name: "Open in maps" })).toHaveAttribute("href", /maps/);
    await expect(main).toContainText("Saturday to Thursday");
  });
});

test("breadcrumbs point the way each language reads: leftwards in Arabic, rightwards in English", async ({ page }) => {
  /**
   * Which way the separator's tip points on screen (its path's midpoint against its start). The
   * separator draws a symbol of the icon sprite: its path is read from the sprite and measured in
   * place of the <use>, with every transform the page gives it.
   */
  const pointing = (path: string) =>
    page
      .getByRole("navigation", { name: path.startsWith("/en") ? "Breadcrumb" : "مسار التنقل" })
      .evaluate(async (nav) => {
        const uses = [...nav.querySelectorAll("svg use")] as SVGUseElement[];
        const directions: string[] = [];
        for (const use of uses) {
          const [file, id] = use.href.baseVal.split("#");
          const sprite = new DOMParser().parseFromString(await (await fetch(file!)).text(), "image/svg+xml");
          const source = sprite.getElementById(id!)!.querySelector("path")!;
          const shape = document.createElementNS("http://www.w3.org/2000/svg", "path");
          shape.setAttribute("d", source.getAttribute("d")!);
          use.parentNode!.insertBefore(shape, use);
          const matrix = shape.getScreenCTM()!;
          const at = (length: number) => shape.getPointAtLength(length).matrixTransform(matrix);
          directions.push(at(shape.getTotalLength() / 2).x < at(0).x ? "left" : "right");
          shape.remove();
        }
        return directions;
      });
  for (const [path, direction] of [
    ["/about", "left"],
    ["/blog", "left"],
    ["/en/about", "right"],
    ["/en/blog", "right"],
  ] as const) {
    await page.goto(path);
    const directions = await pointing(path);
    expect(directions.length, path).toBeGreaterThan(0);
    expect(new Set(directions), path).toEqual(new Set([direction]));
  }
});
