import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { arabicShare } from "@/content/schema";
import demo from "@/server/db/seed/site-settings.json";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === "string" ? [[`${prefix}${key}`, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

const arabic = flatten(ar as Tree);
const english = flatten(en as Tree);

/** The text of a message without ICU argument names, plural keywords and rich-text tags. */
function withoutIcuSyntax(value: string): string {
  return value
    .replace(/<\/?\w+>/g, "")
    .replace(/\{\w+(,\s*\w+,?)?/g, "")
    .replace(/\b(zero|one|two|few|many|other)\s*\{/g, "")
    .replace(/=\d+\s*\{/g, "");
}

// Strings that are names in their own script in both files, and developer-facing messages that
// quote option names and values.
const SAME_IN_BOTH = new Set(["locale.ar", "locale.en"]);
const TECHNICAL_PREFIXES = ["dashboard.editorOptions."];

describe("messages", () => {
  it("have the same keys in Arabic and English", () => {
    expect(Object.keys(arabic).sort()).toEqual(Object.keys(english).sort());
  });

  it("have no empty strings", () => {
    expect(Object.entries(arabic).filter(([, value]) => !value.trim())).toEqual([]);
    expect(Object.entries(english).filter(([, value]) => !value.trim())).toEqual([]);
  });

  it("are written in Arabic in the Arabic file", () => {
    const notArabic = Object.entries(arabic).filter(
      ([key, value]) =>
        !SAME_IN_BOTH.has(key) &&
        !TECHNICAL_PREFIXES.some((prefix) => key.startsWith(prefix)) &&
        arabicShare(withoutIcuSyntax(value)) < 0.6,
    );
    expect(notArabic).toEqual([]);
  });

  it("use the same placeholders in both languages", () => {
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();
    const mismatched = Object.keys(english).filter(
      (key) => JSON.stringify(placeholders(english[key] ?? "")) !== JSON.stringify(placeholders(arabic[key] ?? "")),
    );
    expect(mismatched).toEqual([]);
  });

  it("give public pages titles that fit in 60 characters (search results show no more)", () => {
    const pageTitle = /(^|\.)meta\.title$|^blog\.pageTitle$|^search\.metaTitleEmpty$/;
    const tooLong = [arabic, english].flatMap((file) =>
      Object.entries(file)
        .filter(([key]) => pageTitle.test(key))
        .map(([key, value]) => [key, value.replace("{page}", "12")] as const)
        .filter(([, title]) => Array.from(title).length > 60),
    );
    expect(tooLong).toEqual([]);
  });

  it("count things in Arabic with ICU plurals, never a bare number before a noun", () => {
    // A number formatted into a sentence. Left out: invalidNumber, a range ("from 1 to 50, written
    // in digits") that counts nothing.
    const NOT_COUNTS = new Set(["api.invalidNumber"]);
    const COUNTED = /\{(count|max|attempts|visitors|pageviews|minutes|total)\}\s*[a-z]/;
    const bare = Object.entries(english)
      .filter(([key, value]) => COUNTED.test(value) && !NOT_COUNTS.has(key))
      .map(([key]) => key);
    expect(bare).toEqual([]);
    const bareArabic = Object.entries(arabic)
      .filter(
        ([key, value]) =>
          !NOT_COUNTS.has(key) &&
          /\{(count|max|attempts|visitors|pageviews|minutes|total)\}\s*[\u0600-\u06FF]/.test(value),
      )
      .map(([key]) => key);
    expect(bareArabic).toEqual([]);
  });

  it("give the Arabic plural forms for every count", () => {
    const t = createTranslator({ locale: "ar", messages: ar, namespace: "dashboard.analytics" });
    const summary = (visitors: number) =>
      t("chartSummary", {
        visitors,
        visitorsText: String(visitors),
        pageviews: 1,
        pageviewsText: "1",
        firstDay: "1",
        lastDay: "2",
      }).replace(" ومشاهدة واحدة من 1 إلى 2.", "");
    expect([0, 1, 2, 3, 11, 100].map(summary)).toEqual([
      "لا زوار",
      "زائر واحد",
      "زائران",
      "3 زوار",
      "11 زائرًا",
      "100 زائر",
    ]);
  });

  it("word the free assessment the same in the demo banner and the contact form", () => {
    for (const [locale, messages] of [
      ["ar", ar],
      ["en", en],
    ] as const) {
      const label = messages.contact.form.assessmentService;
      expect(demo.settings.banner.text[locale].toLowerCase().startsWith(label.toLowerCase())).toBe(true);
    }
  });

  it("use American spelling in English", () => {
    const british = /\b\w*(optimis|organis|customis|prioritis|colour|behaviour|centre\b|licence)\w*/i;
    expect(Object.entries(english).filter(([, value]) => british.test(value))).toEqual([]);
  });
});
