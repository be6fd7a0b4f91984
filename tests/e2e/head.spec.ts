import { expect } from "@playwright/test";
import { test } from "./support/test";
import { XMLParser } from "fast-xml-parser";
import { readFileSync } from "node:fs";
import path from "node:path";
import { validateXML } from "xmllint-wasm";
import { E2E_BASE_URL } from "./support/constants";
import { canonicalHref, hreflangLinks, jsonLdBlocks, jsonLdNodes } from "./support/head";

const MARKETS = ["SA", "AE", "KW", "QA", "BH", "OM"];

test.describe("canonical and hreflang", () => {
  for (const [arabicPath, englishPath] of [
    ["/", "/en"],
    ["/about", "/en/about"],
    ["/contact", "/en/contact"],
  ] as const) {
    test(`${arabicPath} and ${englishPath} point at each other for every market`, async ({ browser }) => {
      for (const [own, locale] of [
        [arabicPath, "ar"],
        [englishPath, "en"],
      ] as const) {
        const context = await browser.newContext({ locale: locale === "ar" ? "ar-SA" : "en-US" });
        const page = await context.newPage();
        await page.goto(own, { waitUntil: "domcontentloaded" });
        const canonical = await canonicalHref(page);
        expect(new URL(canonical ?? "").pathname.replace(/\/$/, "") || "/").toBe(own);
        expect(canonical?.startsWith(E2E_BASE_URL)).toBe(true);
        const links = await hreflangLinks(page);
        for (const market of MARKETS) {
          expect(new URL(links[`ar-${market}`] ?? "").pathname, `${locale} ar-${market}`).toBe(arabicPath);
          expect(new URL(links[`en-${market}`] ?? "").pathname, `${locale} en-${market}`).toBe(englishPath);
        }
        expect(new URL(links["x-default"] ?? "").pathname).toBe(arabicPath);
        await context.close();
      }
    });
  }

  test("the canonical drops tracking parameters", async ({ page }) => {
    await page.goto("/en/about?utm_source=newsletter&gclid=abc");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${E2E_BASE_URL}/en/about`);
  });
});

test.describe("structured data", () => {
  test("Organization, LocalBusiness and WebSite are valid schema.org JSON-LD", async ({ page }) => {
    await page.goto("/en");
    const nodes = jsonLdNodes(await jsonLdBlocks(page));
    const organization = nodes.find((node) => node["@type"] === "Organization");
    const business = nodes.find((node) => node["@type"] === "LocalBusiness");
    const website = nodes.find((node) => node["@type"] === "WebSite");
    expect(organization).toMatchObject({ alternateName: "أساس للاستشارات التقنية", foundingDate: "2022" });
    expect(organization?.logo).toBeTruthy();
    expect(organization?.contactPoint).toEqual([
      expect.objectContaining({
        contactType: "customer service",
        availableLanguage: ["ar", "en"],
        areaServed: MARKETS.map((code) => expect.objectContaining({ "@type": "Country", identifier: code })),
      }),
    ]);
    expect(business).toMatchObject({
      priceRange: "$$",
      address: expect.objectContaining({ postalCode: "11411", addressCountry: "SA" }),
      geo: expect.objectContaining({ "@type": "GeoCoordinates" }),
    });
    expect(JSON.stringify(business?.openingHoursSpecification)).toContain("Saturday");
    expect(JSON.stringify(business?.openingHoursSpecification)).not.toContain("Friday");
    expect(JSON.stringify(website?.potentialAction)).toContain(`${E2E_BASE_URL}/en?s={search_term_string}`);
  });
});

test.describe("site files", () => {
  const schema = readFileSync(path.join(process.cwd(), "tests/fixtures/schemas/sitemap.xsd"), "utf8");
  const xhtml = readFileSync(path.join(process.cwd(), "tests/fixtures/schemas/xhtml-link.xsd"), "utf8");

  for (const [url, prefix] of [
    ["/sitemap.xml", ""],
    ["/en/sitemap.xml", "/en"],
  ] as const) {
    test(`${url} lists the locale's pages with alternates and validates against the sitemaps.org schema`, async ({
      request,
    }) => {
      // An English browser must still get the Arabic sitemap at /sitemap.xml.
      const response = await request.get(url, { headers: { "accept-language": "en-US" }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("xml");
      const xml = await response.text();

      const validation = await validateXML({
        xml: [{ fileName: "sitemap.xml", contents: xml }],
        schema: [{ fileName: "sitemap.xsd", contents: schema }],
        preload: [{ fileName: "xhtml-link.xsd", contents: xhtml }],
      });
      expect(validation.errors.map((error) => error.message)).toEqual([]);

      const parsed = new XMLParser({
        ignoreAttributes: false,
        isArray: (name) => name === "url" || name === "xhtml:link",
      }).parse(xml);
      const urls = parsed.urlset.url as Array<{ loc: string; "xhtml:link": Array<Record<string, string>> }>;
      const locs = urls.map((entry) => new URL(entry.loc).pathname);
      for (const page of [
        "",
        "/about",
        "/contact",
        "/blog",
        "/services/erp",
        "/services/cybersecurity",
        "/services/seo",
      ]) {
        expect(locs).toContain(`${prefix}${page}` || "/");
      }
      for (const entry of urls) {
        expect(entry.loc.startsWith(E2E_BASE_URL)).toBe(true);
        expect(entry["xhtml:link"].map((link) => link["@_hreflang"])).toContain("x-default");
      }
    });
  }

  test("robots.txt points at both sitemaps", async ({ request }) => {
    const text = await (await request.get("/robots.txt")).text();
    expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${E2E_BASE_URL}/en/sitemap.xml`);
    expect(text).toMatch(/Disallow: \/dashboard/);
  });

  test("the web manifest and icons are served", async ({ page, request }) => {
    await page.goto("/en");
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = await (await request.get(manifestHref ?? "")).json();
    expect(manifest.name).toBe("أساس للاستشارات التقنية");
    for (const icon of manifest.icons as Array<{ src: string }>) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
    for (const selector of ['link[rel="icon"]', 'link[rel="apple-touch-icon"]']) {
      const href = await page.locator(selector).first().getAttribute("href");
      expect((await request.get(href ?? "")).status(), selector).toBe(200);
    }
  });

  test("default Open Graph and Twitter tags", async ({ page }) => {
    await page.goto("/en");
    // The card's title is the page's own; the brand is the card's site name (and the <title>'s suffix).
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      "content",
      "Technology and Cybersecurity in the Gulf",
    );
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Asas Tech Consulting");
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`^${E2E_BASE_URL}/`));
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "en_SA");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  });
});

test.describe("security headers", () => {
  test("every response carries them, and the policy never allows eval", async ({ request }) => {
    for (const url of ["/", "/en/about", "/en/no-such-page", "/robots.txt", "/brand/logo-mark.svg"]) {
      const response = await request.get(url, { headers: { "accept-language": "ar" } });
      const headers = response.headers();
      expect(headers["strict-transport-security"], url).toMatch(/max-age=\d{7,}/);
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], url).toContain("camera=()");
      expect(headers["x-frame-options"], url).toBe("DENY");
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(csp, url).not.toContain("unsafe-eval");
      expect(headers["x-powered-by"], url).toBeUndefined();
    }
  });
});
