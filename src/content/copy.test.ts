import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { unisolatedLtrRuns } from "@/lib/bidi";
import { FACT_TOKENS } from "@/lib/site-facts";
import demoSettings from "@/server/db/seed/site-settings.json";
import { GLOSSARY } from "./glossary";
import { collectStrings } from "./schema";

/**
 * Every text the site ships, read as one body of copy (docs/content.md, "One name per thing" and
 * "One English"): the messages, the service and page content, the legal pages, and the demo
 * content (posts, authors and topics, settings). Each string with where it comes from and its
 * language.
 */
type Copy = { where: string; locale: "ar" | "en"; text: string };

const ROOT = process.cwd();
const json = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const filesIn = (folder: string) =>
  readdirSync(path.join(ROOT, folder))
    .filter((file) => file.endsWith(".json"))
    .map((file) => `${folder}/${file}`);

/** The language of a string by where it sits: its file's, or its key's (nameAr, ar, …). */
function localeOf(file: string, jsonPath: string): "ar" | "en" | null {
  if (/\.(ar|en)\.json$/.test(file) || /\/(ar|en)(\/|\.json$)/.test(file)) {
    return /(\.|\/)ar(\.|\/)/.test(file) || file.endsWith("/ar.json") ? "ar" : "en";
  }
  const last = jsonPath.match(/(?:\.|^)(\w+)(?:\[\d+\])?$/)?.[1] ?? "";
  if (/(^ar$|Ar$)/.test(last) || /\.ar\./.test(jsonPath)) return "ar";
  if (/(^en$|En$)/.test(last) || /\.en\./.test(jsonPath)) return "en";
  return null;
}

function copyOf(file: string): Copy[] {
  return collectStrings(json(file)).flatMap(({ path: jsonPath, value }) => {
    const locale = localeOf(file, jsonPath);
    // Addresses, slugs, file names and settings codes are not copy.
    if (!locale || /\.(slug|key|cover_image|logo|photo|link|url|mapUrl|status|published_at|locale)$/.test(jsonPath))
      return [];
    if (/^(\/|https?:)/.test(value)) return [];
    return [{ where: `${file} ${jsonPath}`, locale, text: value }];
  });
}

const COPY: Copy[] = [
  "messages/ar.json",
  "messages/en.json",
  ...filesIn("src/content/services/ar"),
  ...filesIn("src/content/services/en"),
  ...filesIn("src/content/pages/ar"),
  ...filesIn("src/content/pages/en"),
  ...filesIn("src/content/legal"),
  ...filesIn("src/server/db/seed/posts"),
  "src/server/db/seed/taxonomy.json",
  "src/server/db/seed/site-settings.json",
].flatMap(copyOf);

const english = COPY.filter((item) => item.locale === "en");
const arabic = COPY.filter((item) => item.locale === "ar");

describe("the site's copy", () => {
  it("is read whole: every file, both languages, the demo posts included", () => {
    expect(english.length).toBeGreaterThan(2000);
    expect(arabic.length).toBeGreaterThan(2000);
    expect(COPY.some((item) => item.where.includes("seed/posts/e-invoicing.en.json"))).toBe(true);
    expect(COPY.some((item) => item.where.includes("seed/posts/brand-identity.ar.json"))).toBe(true);
  });

  it("spells English the American way everywhere, posts and legal pages included", () => {
    const british =
      /\b\w*(colour|favour|honour|labour|behaviour|neighbour|organis|optimis|recognis|customis|prioritis|minimis|maximis|specialis(e|ed|ing)\b|utilis|summaris|categoris|authoris|visualis|digitis|centre\b|metre\b|licence|defence|offence|programme|enquir|catalogue|travell|cancell|modell|labell|judgement|whilst|amongst|towards|e-mail)\w*/i;
    expect(english.filter((item) => british.test(item.text)).map((item) => item.where)).toEqual([]);
  });

  it("writes ranges of a compound adjective with their hyphens (five- to ten-minute)", () => {
    const unhyphenated =
      /\b(one|two|three|four|five|six|seven|eight|nine|ten|\d+) to (\w+) (minute|hour|day|week|month|year)\b/i;
    expect(english.filter((item) => unhyphenated.test(item.text)).map((item) => item.where)).toEqual([]);
  });

  it.each(GLOSSARY.map((entry) => [entry.thing, entry] as const))("names %s one way", (_thing, entry) => {
    const variants = (texts: Copy[], patterns: RegExp[] = []) =>
      texts.flatMap((item) =>
        patterns
          .map((pattern) => pattern.exec(item.text)?.[0])
          .filter((found): found is string => Boolean(found))
          .map((found) => `${item.where}: ${found}`),
      );
    expect([...variants(arabic, entry.variants.ar), ...variants(english, entry.variants.en)]).toEqual([]);
    // The name itself is in use, so the list describes the texts and not a wish.
    expect(COPY.some((item) => item.text.includes(entry.ar))).toBe(true);
    expect(COPY.some((item) => item.text.toLowerCase().includes(entry.en.toLowerCase()))).toBe(true);
  });

  it("isolates every phone number and left-to-right run in Arabic text (the content files and posts)", () => {
    // Facts in braces are rendered isolated by the pages that fill them (lib/site-facts.ts).
    const token = new RegExp(`\\{(${FACT_TOKENS.join("|")})\\}`, "g");
    const unisolated = arabic.flatMap((item) =>
      item.where.startsWith("messages/")
        ? []
        : unisolatedLtrRuns(item.text.replace(token, "…")).map((run) => `${item.where}: ${run}`),
    );
    expect(unisolated).toEqual([]);
  });

  it("states no fact of the settings in prose: the About page names them by their token", () => {
    const { company, stats } = demoSettings.settings;
    const about = [...copyOf("src/content/pages/ar/about.json"), ...copyOf("src/content/pages/en/about.json")];
    const facts = [
      ...stats.map((stat) => new RegExp(`(^|\\D)${stat.value}(\\D|$)`)),
      /Olaya|العليا/,
      new RegExp(company.hours.opens.replace(/^0/, "")),
      /8:00|6:00/,
    ];
    expect(about.filter((item) => facts.some((fact) => fact.test(item.text))).map((item) => item.where)).toEqual([]);
    expect(about.some((item) => item.text.includes("{hours}") && item.text.includes("{address}"))).toBe(true);
  });

  it("makes the legal pages name the company's facts by token, never by a phone number or address", () => {
    const legal = filesIn("src/content/legal").flatMap(copyOf);
    const written = [
      demoSettings.settings.company.phone,
      demoSettings.settings.company.email,
      "King Fahd",
      "الملك فهد",
    ];
    expect(legal.filter((item) => written.some((fact) => item.text.includes(fact))).map((item) => item.where)).toEqual(
      [],
    );
    const privacy = copyOf("src/content/legal/privacy.json").map((item) => item.text);
    for (const fact of ["{company}", "{privacyEmail}", "{hosting}"]) expect(privacy.join(" ")).toContain(fact);
  });
});
