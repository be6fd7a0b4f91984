import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandedTitle, documentTitle, pageMetadata, TITLE_MAX_LENGTH } from "./metadata";

const length = (text: string) => Array.from(text).length;

const DEMO_FOLDER = path.join(process.cwd(), "src/server/db/seed/posts");
const demoHeadlines = readdirSync(DEMO_FOLDER).map(
  (file) => (JSON.parse(readFileSync(path.join(DEMO_FOLDER, file), "utf8")) as { title: string }).title,
);

describe("documentTitle", () => {
  it("keeps a title that fits as it is", () => {
    expect(documentTitle("Blog | Asas Tech Consulting")).toBe("Blog | Asas Tech Consulting");
    const sixty = "x".repeat(TITLE_MAX_LENGTH);
    expect(documentTitle(sixty)).toBe(sixty);
  });

  it("cuts a long English headline after a whole word, with an ellipsis, within 60 characters", () => {
    const title = documentTitle("A Practical Guide to Getting Started with the NCA Essential Cybersecurity Controls");
    expect(title).toBe("A Practical Guide to Getting Started with the NCA Essential…");
    expect(length(title)).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
  });

  it("cuts a long Arabic headline after a whole word, leaving no separator before the ellipsis", () => {
    const headline = "المرحلة الثانية من الفوترة الإلكترونية: ماذا تعني لنظام تخطيط الموارد في منشأتك؟";
    const title = documentTitle(headline);
    expect(title).toBe("المرحلة الثانية من الفوترة الإلكترونية: ماذا تعني لنظام…");
    expect(length(title)).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
    expect(documentTitle("Arabic SEO: How Gulf Customers Search and How to Rank for Them", 15)).toBe("Arabic SEO…");
  });

  it("cuts a single overlong word where it must", () => {
    expect(documentTitle("a".repeat(80))).toBe(`${"a".repeat(TITLE_MAX_LENGTH - 1)}…`);
  });

  it("fits every demo post's headline in both languages, starting with its words", () => {
    expect(demoHeadlines.filter((headline) => length(headline) > TITLE_MAX_LENGTH).length).toBeGreaterThan(0);
    for (const headline of demoHeadlines) {
      const title = documentTitle(headline);
      expect(length(title), headline).toBeLessThanOrEqual(TITLE_MAX_LENGTH);
      expect(headline.startsWith(title.replace(/…$/, "")), headline).toBe(true);
    }
  });
});

describe("pageMetadata", () => {
  const headline = "Planning a Mobile App for Gulf Users: Decisions Before the First Line of Code";

  it("gives a long article its whole headline and the brand once in <title>, never cut, and shares the headline", () => {
    const metadata = pageMetadata({
      locale: "en",
      path: "/blog/mobile-app",
      title: headline,
      description: "d",
      siteName: "Asas Tech Consulting",
      type: "article",
    });
    expect(metadata.title).toEqual({ absolute: `${headline} | Asas Tech Consulting` });
    expect(JSON.stringify(metadata.title)).not.toContain("…");
    expect(metadata.openGraph?.title).toBe(headline);
    expect(metadata.twitter?.title).toBe(headline);
  });

  it("gives every page of both languages the same one suffix: the site's name", () => {
    for (const [locale, siteName] of [
      ["en", "Asas Tech Consulting"],
      ["ar", "أساس للاستشارات التقنية"],
    ] as const) {
      const metadata = pageMetadata({ locale, path: "/about", title: "About", description: "d", siteName });
      expect(metadata.title).toEqual({ absolute: `About | ${siteName}` });
    }
    expect(brandedTitle("  Blog  ", "Asas Tech Consulting")).toBe("Blog | Asas Tech Consulting");
    expect(brandedTitle("", "Asas Tech Consulting")).toBe("Asas Tech Consulting");
  });
});
