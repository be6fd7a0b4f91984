import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locales } from "@/i18n/locales";
import {
  aboutContentSchema,
  collectStrings,
  cybersecurityOverviewSchema,
  findNonArabicStrings,
  serviceContentSchema,
  type ServiceContent,
} from "./schema";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "./service-slugs";

const messages = { ar, en };

const CONTENT = path.join(import.meta.dirname);
const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(CONTENT, file), "utf8"));
const PLACEHOLDER = /\[[^\]]*\]|lorem|ipsum|\bTODO\b|\bTBD\b|\{\{|xxx/i;

describe.each([...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS])("service content: %s", (slug) => {
  const parsed = Object.fromEntries(
    locales.map((locale) => [locale, serviceContentSchema.parse(readJson(`services/${locale}/${slug}.json`))]),
  ) as Record<(typeof locales)[number], ServiceContent>;

  it.each(locales)("%s passes the schema with filled SEO meta", (locale) => {
    const content = parsed[locale];
    expect(content.meta.title.length).toBeGreaterThanOrEqual(10);
    expect(content.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(content.features.steps.length).toBeGreaterThanOrEqual(4);
    expect(content.works.steps.length).toBeGreaterThanOrEqual(3);
    expect(content.work_steps.steps.length).toBeGreaterThanOrEqual(4);
    expect(content.faqs.length).toBeGreaterThanOrEqual(4);
  });

  it.each(locales)(
    "%s: has one name, used by the menu, cards, contact form, heading and meta title alike",
    (locale) => {
      // The menu, the home cards and the contact form show messages' services.{slug}.title.
      const name = (messages[locale].services as Record<string, { title: string }>)[slug]?.title;
      expect(parsed[locale].title).toBe(name);
      expect(parsed[locale].meta.title).toContain(name);
    },
  );

  it("has no placeholder text in either language", () => {
    for (const locale of locales) {
      const offending = collectStrings(parsed[locale]).filter(({ value }) => PLACEHOLDER.test(value));
      expect(offending, locale).toEqual([]);
    }
  });

  it("is written in Arabic script in the Arabic file", () => {
    expect(findNonArabicStrings(parsed.ar)).toEqual([]);
  });

  it("is written in English in the English file", () => {
    const arabicInEnglish = collectStrings(parsed.en).filter(({ value }) => /\p{Script=Arabic}/u.test(value));
    expect(arabicInEnglish).toEqual([]);
  });

  it("carries the same sections with the same number of items in both languages", () => {
    const shape = (content: ServiceContent) => [
      content.features.steps.length,
      content.works.steps.length,
      content.work_steps.steps.length,
      content.faqs.length,
    ];
    expect(shape(parsed.ar)).toEqual(shape(parsed.en));
  });
});

describe("the content folders", () => {
  it("hold a file for every service in both locales and nothing else", () => {
    const expected = [...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS].map((slug) => `${slug}.json`).sort();
    for (const locale of locales) {
      expect(readdirSync(path.join(CONTENT, "services", locale)).sort()).toEqual(expected);
    }
  });
});

describe("page content", () => {
  it.each(locales)("about (%s) passes its schema", (locale) => {
    const about = aboutContentSchema.parse(readJson(`pages/${locale}/about.json`));
    if (locale === "ar") expect(findNonArabicStrings(about)).toEqual([]);
  });

  it.each(locales)("cybersecurity overview (%s) passes its schema", (locale) => {
    const overview = cybersecurityOverviewSchema.parse(readJson(`pages/${locale}/cybersecurity.json`));
    if (locale === "ar") expect(findNonArabicStrings(overview)).toEqual([]);
  });
});

describe("service FAQ facts", () => {
  const faqText = (locale: string, slug: string) =>
    serviceContentSchema
      .parse(readJson(`services/${locale}/${slug}.json`))
      .faqs.map((faq) => `${faq.key} ${faq.description}`)
      .join("\n");

  it("states web delivery of 2 to 6 weeks and a free consultation", () => {
    expect(faqText("en", "web-dev")).toMatch(/2 (to|and|-|–) 6 weeks/);
    expect(faqText("en", "web-dev")).toMatch(/free consultation/i);
    expect(faqText("ar", "web-dev")).toMatch(/2.{0,12}6 أسابيع/);
  });

  it("states graphic design within one week of starting, with no placeholder", () => {
    expect(faqText("en", "graphic-design")).toMatch(/within one week/i);
    expect(faqText("en", "graphic-design")).not.toMatch(/specific timeframe/i);
    expect(faqText("ar", "graphic-design")).toMatch(/أسبوع/);
  });

  it("offers a free security assessment for network security", () => {
    expect(faqText("en", "network-security")).toMatch(/free (initial )?(network )?security assessment/i);
  });

  it("answers pricing with a custom quote on every service", () => {
    for (const slug of SERVICE_SLUGS) expect(faqText("en", slug), slug).toMatch(/quote/i);
  });
});

describe("the loader's schema", () => {
  const base = readJson("services/en/erp.json") as Record<string, unknown>;

  it("accepts the legacy work_invitaion key and normalises it", () => {
    const { work_invitation, ...rest } = base;
    const parsed = serviceContentSchema.parse({ ...rest, work_invitaion: work_invitation });
    expect(parsed.work_invitation).toEqual(work_invitation);
  });

  it("accepts empty meta (pages fall back to the title and tagline)", () => {
    expect(serviceContentSchema.parse({ ...base, meta: { title: "", description: "" } }).meta.title).toBe("");
  });

  it("rejects placeholders, empty sections and too few items", () => {
    const faqs = base.faqs as Array<{ key: string; description: string }>;
    expect(serviceContentSchema.safeParse({ ...base, faqs: faqs.slice(0, 3) }).success).toBe(false);
    expect(
      serviceContentSchema.safeParse({
        ...base,
        faqs: [{ key: "How long?", description: "[a specific timeframe]" }, ...faqs],
      }).success,
    ).toBe(false);
    expect(serviceContentSchema.safeParse({ ...base, title: "  " }).success).toBe(false);
    expect(
      serviceContentSchema.safeParse({ ...base, meta: { title: "x".repeat(61), description: "y".repeat(100) } })
        .success,
    ).toBe(false);
  });
});

describe("service names in English", () => {
  it("use American spelling", () => {
    const british =
      /\b(optimis|organis|customis|visualis|prioritis|specialis|colour|behaviour|centre|licence|analys(e|ing)\b)/i;
    const strings = [...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS].flatMap((slug) =>
      collectStrings(readJson(`services/en/${slug}.json`)).map((item) => `${slug}.${item.path}: ${item.value}`),
    );
    expect(strings.length).toBeGreaterThan(100);
    expect(strings.filter((text) => british.test(text))).toEqual([]);
  });
});
