import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import { readFileSync } from "node:fs";
import path from "node:path";
import { E2E_BASE_URL } from "./support/constants";
import { demoPosts, postPath } from "./support/demo";
import { jsonLdBlocks, jsonLdNodes } from "./support/head";

// What a crawler reads: the structured data, the titles and robots.txt.

type Locale = "ar" | "en";
const LOCALES: Locale[] = ["ar", "en"];
const MARKETS = ["SA", "AE", "KW", "QA", "BH", "OM"];
const TITLE_MAX = 60;

const messages = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as {
      markets: Record<string, string>;
      search: { resultsFor: string };
    },
  ]),
) as Record<Locale, { markets: Record<string, string>; search: { resultsFor: string } }>;

/** Arabic pages are asked for as an Arabic browser would; English ones as an English browser. */
const acceptLanguage = (locale: Locale) => ({
  "Accept-Language": locale === "ar" ? "ar-SA,ar;q=0.9" : "en-US,en;q=0.9",
});
const home = (locale: Locale) => (locale === "ar" ? "/" : "/en");
const prefix = (locale: Locale) => (locale === "ar" ? "" : "/en");

async function openAs(page: Page, locale: Locale, url: string) {
  await page.setExtraHTTPHeaders(acceptLanguage(locale));
  const response = await page.goto(url, { waitUntil: "domcontentloaded" });
  expect(response?.status(), url).toBe(200);
}

async function structuredData(page: Page) {
  return jsonLdNodes(await jsonLdBlocks(page));
}

/** Answers 200 itself: no redirect, no error. */
async function expectRealPage(request: APIRequestContext, url: string, locale: Locale) {
  const response = await request.get(url, { maxRedirects: 0, headers: acceptLanguage(locale) });
  expect(response.status(), `${url} answers itself`).toBe(200);
}

/** The text of the page's <title>, as a crawler reads it from the HTML. */
async function htmlTitle(request: APIRequestContext, url: string, locale: Locale): Promise<string> {
  const response = await request.get(url, { maxRedirects: 0, headers: acceptLanguage(locale) });
  expect(response.status(), url).toBe(200);
  const match = /<title[^>]*>([^<]*)<\/title>/.exec(await response.text());
  expect(match, `${url} has a title`).not.toBeNull();
  return decodeEntities(match?.[1] ?? "");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

for (const locale of LOCALES) {
  test.describe(`structured data and titles (${locale})`, () => {
    test.use({ locale: locale === "ar" ? "ar-SA" : "en-US" });

    test("the site search action's target answers with results, without a redirect", async ({ page, request }) => {
      await openAs(page, locale, home(locale));
      const website = (await structuredData(page)).find((node) => node["@type"] === "WebSite");
      const template = (website?.potentialAction as { target: { urlTemplate: string } }).target.urlTemplate;
      expect(template).toBe(`${E2E_BASE_URL}${home(locale)}?s={search_term_string}`);

      const term = locale === "ar" ? "الأمن" : "security";
      const url = template.replace("{search_term_string}", encodeURIComponent(term));
      await expectRealPage(request, url, locale);
      await openAs(page, locale, url);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        messages[locale].search.resultsFor.replace("{term}", term),
      );
    });

    test("every breadcrumb item is a page of its own that answers 200", async ({ page, request }) => {
      const post = demoPosts.find((item) => item.locale === locale && item.status === "published")!;
      for (const url of [
        `${prefix(locale)}/services/web-dev`,
        `${prefix(locale)}/services/cybersecurity`,
        `${prefix(locale)}/services/cybersecurity/network-security`,
        `${prefix(locale)}/services/seo`,
        postPath(post),
      ]) {
        await openAs(page, locale, url);
        const list = (await structuredData(page)).find((node) => node["@type"] === "BreadcrumbList");
        const items = (list?.itemListElement ?? []) as Array<{ position: number; name: string; item: string }>;
        expect(items.length, `${url} has breadcrumbs`).toBeGreaterThanOrEqual(2);
        expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
        expect(items[0]?.item).toBe(`${E2E_BASE_URL}${home(locale)}`);
        for (const item of items) {
          expect(item.item, `${url}: "${item.name}"`).not.toContain("#");
          await expectRealPage(request, item.item, locale);
        }
      }
    });

    test("the areas served are countries with their names in the page's language", async ({ page }) => {
      const countries = MARKETS.map((code) =>
        expect.objectContaining({ "@type": "Country", name: messages[locale].markets[code] }),
      );
      await openAs(page, locale, home(locale));
      const nodes = await structuredData(page);
      const business = nodes.find((node) => node["@type"] === "LocalBusiness");
      const organization = nodes.find((node) => node["@type"] === "Organization");
      expect(business?.areaServed).toEqual(countries);
      expect((organization?.contactPoint as Array<Record<string, unknown>>)[0]?.areaServed).toEqual(countries);

      await openAs(page, locale, `${prefix(locale)}/services/erp`);
      const service = (await structuredData(page)).find((node) => node["@type"] === "Service");
      expect(service?.areaServed).toEqual(countries);
    });

    test("every page's title is its own, then the site's name once; a long post's is its whole headline", async ({
      page,
      request,
    }) => {
      const brand = locale === "en" ? "Asas Tech Consulting" : "أساس للاستشارات التقنية";
      const pages = [
        home(locale),
        `${prefix(locale)}/about`,
        `${prefix(locale)}/contact`,
        `${prefix(locale)}/blog`,
        `${prefix(locale)}/blog/topics/cybersecurity`,
        `${prefix(locale)}/blog/authors/noura-alqahtani`,
        `${prefix(locale)}/privacy`,
        `${prefix(locale)}/terms`,
        `${prefix(locale)}/accessibility`,
        `${prefix(locale)}/services/cybersecurity`,
        `${prefix(locale)}/services/seo`,
        `${prefix(locale)}/services/chatbot`,
        `${prefix(locale)}/services/erp`,
        `${prefix(locale)}/services/digital-marketing`,
        `${prefix(locale)}/login`,
      ];
      const posts = demoPosts.filter((post) => post.locale === locale && post.status === "published");
      for (const url of [...pages, ...posts.map(postPath)]) {
        const title = await htmlTitle(request, url, locale);
        // One suffix, the full name: never "| Asas", "| Asas Tech" or «| أساس» (and never twice).
        expect(title.endsWith(` | ${brand}`), `${url}: "${title}"`).toBe(true);
        const own = title.slice(0, -` | ${brand}`.length);
        expect(own.trim().length, url).toBeGreaterThan(0);
        expect(own, `${url}: "${title}"`).not.toMatch(/\|\s*(Asas|أساس)|…$/);
      }

      // The longest headline: whole in <title>, with the suffix, as on the page and in shared links.
      const longest = posts.reduce((a, b) => (b.title.length > a.title.length ? b : a));
      expect(longest.title.length).toBeGreaterThan(TITLE_MAX);
      await openAs(page, locale, postPath(longest));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(longest.title);
      await expect(page).toHaveTitle(`${longest.title} | ${brand}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", longest.title);
    });
  });
}

test("robots.txt has only standard directives: no Host line", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const lines = (await response.text())
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
  expect(lines.some((line) => /^host\s*:/i.test(line))).toBe(false);
  for (const line of lines) expect(line).toMatch(/^(User-Agent|Allow|Disallow|Sitemap):\s/i);
  expect(lines).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
});
