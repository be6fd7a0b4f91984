import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import { arabicShare } from "@/content/schema";
import { isolate, unisolatedLtrRuns } from "@/lib/bidi";
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

  it("give public pages titles that fit in 60 characters before the brand (search results show about that)", () => {
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

  it("never carry the brand in a page title: the code adds it once, at the end", () => {
    const pageTitle = /(^|\.)(meta\.title|metaTitle|metaTitleEmpty|pageTitle)$/;
    const brand = /asas|أساس/i;
    const titles = [arabic, english].flatMap((file) =>
      Object.entries(file).filter(([key]) => pageTitle.test(key) && !key.startsWith("dashboard.")),
    );
    expect(titles.length).toBeGreaterThan(10);
    expect(titles.filter(([, value]) => brand.test(value) || value.includes("|"))).toEqual([]);
  });
});

/**
 * The arguments that may hold left-to-right text (an address, a phone number, a name or title typed
 * in English), each with a value that the bidirectional algorithm would lay out wrongly in an
 * Arabic sentence if nothing isolated it (lib/bidi.ts).
 */
const LTR_SAMPLES: Record<string, string> = {
  local: "055 123 4567",
  international: "+966 55 123 4567",
  phone: "+966 11 410 2200",
  whatsapp: "+966 55 410 2200",
  url: "https://asastech.sa/privacy/",
  email: "+1 team@example.com/",
  path: "/old-offer",
  from: "/old-offer",
  to: "/en/contact",
  value: "https://",
  q: "+966 5",
  term: "/en/blog",
  title: "Cloud/",
  name: "+966 Sara",
  inviter: "+966 Omar",
  provider: "SSO/",
  field: "https://",
  folders: "/new, /spam",
  tokens: "{company}/",
};

/** Every argument of a message, with a plain value for those not sampled (numbers, dates, genders). */
function sampleValues(message: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [, name, type] of message.matchAll(/\{(\w+)(?:\s*,\s*(\w+))?/g)) {
    if (!name) continue;
    values[name] = type === "plural" ? 3 : type === "select" ? "other" : (LTR_SAMPLES[name] ?? "ـ");
  }
  return values;
}

describe("Arabic messages with left-to-right text", () => {
  const t = createTranslator({ locale: "ar", messages: ar });
  const formatted = (key: string, gender: string) => {
    const values = sampleValues(arabic[key] ?? "");
    for (const name of Object.keys(values)) if (/gender$/i.test(name)) values[name] = gender;
    // Rich-text tags (<hint>) keep their text; <user> is drawn as a <bdi> (dashboard-frame.tsx),
    // which isolates the name as FSI … PDI would.
    for (const [, tag] of (arabic[key] ?? "").matchAll(/<(\w+)>/g))
      if (tag) values[tag] = ((chunks: string) => (tag === "user" ? isolate(chunks) : chunks)) as never;
    return (t.markup as unknown as (key: string, values: object) => string)(key, values);
  };

  it("isolate every phone number, address or English value, whatever it is filled with", () => {
    const unisolated = Object.keys(arabic)
      .filter((key) => !TECHNICAL_PREFIXES.some((prefix) => key.startsWith(prefix)))
      .flatMap((key) =>
        ["female", "male", "other"].flatMap((gender) =>
          unisolatedLtrRuns(formatted(key, gender)).map((run) => `${key} (${gender}): ${run}`),
        ),
      );
    expect([...new Set(unisolated)]).toEqual([]);
  });

  it("would be caught unisolated: the check finds the reversed phone number the issue found", () => {
    expect(unisolatedLtrRuns("مثال: 055 123 4567")).toEqual(["055 123 4567"]);
    expect(unisolatedLtrRuns("الهاتف \u200e+966 11 410 2200")).not.toEqual([]);
    expect(unisolatedLtrRuns("مثال: \u2066055 123 4567\u2069")).toEqual([]);
  });
});

/**
 * The Arabic messages that speak of a staff member (an author, the person who invited or saved,
 * the one being deactivated) or address the one an e-mail is for: each takes a gender argument and
 * words itself for a woman, a man, or anyone (docs/content.md, "Staff and grammatical gender").
 */
const GENDERED: Record<string, string> = {
  "blog.aboutAuthor": "gender",
  "blog.author.empty": "gender",
  "dashboard.editor.revisions.meta": "gender",
  "dashboard.media.uploadedBy": "gender",
  "dashboard.media.usedByAuthor": "gender",
  "dashboard.users.confirmDeactivate": "gender",
  "dashboard.taxonomy.deleteAuthorConfirm": "gender",
  "mail.invitation.subject": "inviterGender",
  "mail.invitation.intro": "inviterGender",
  "mail.invitation.action": "gender",
  "mail.invitation.ignore": "gender",
  "mail.passwordReset.action": "gender",
  "mail.passwordReset.ignore": "gender",
};

/**
 * Messages naming a person that read the same for anyone, each read and kept so: a noun phrase
 * («مقالات {name}»), the name alone, a form of address that does not change in writing («أهلًا بك
 * يا {name}»), or a visitor whose gender the site never asks.
 */
const NEUTRAL = new Set([
  "footer.copyright",
  "contact.form.success",
  "contact.form.bookedSuccess",
  "blog.moreByAuthor",
  "blog.author.metaTitle",
  "blog.author.description",
  "blog.author.pageTitle",
  "blog.author.postsHeading",
  "auth.setPassword.titleInvitation",
  "dashboard.nav.signedInAs",
  "dashboard.home.greeting",
  "dashboard.leads.open",
  "dashboard.assessments.openLead",
  "dashboard.leads.detailTitle",
  "dashboard.users.roleFor",
  "dashboard.taxonomy.userDeactivated",
  "dashboard.taxonomy.deleteTopicConfirm",
  "dashboard.siteSettings.deleteConfirm",
  "dashboard.media.saveAlt",
  "dashboard.media.usedByPartner",
  "dashboard.media.delete",
  "dashboard.media.deleteTitle",
  "api.invalidNumber",
  "mail.greeting",
]);

describe("Arabic grammatical gender", () => {
  it("every message that names a person is worded for their gender, or reviewed as the same for anyone", () => {
    const naming = Object.entries(arabic)
      .filter(([, value]) => /\{(name|inviter)\}/.test(value))
      .map(([key]) => key);
    expect(naming.filter((key) => !(key in GENDERED) && !NEUTRAL.has(key))).toEqual([]);
  });

  it.each(Object.entries(GENDERED))("%s chooses its words by %s: a woman, a man, or anyone", (key, argument) => {
    const message = arabic[key] ?? "";
    expect(message).toMatch(new RegExp(`\\{${argument}, select, female \\{.+\\} male \\{.+\\} other \\{.+\\}\\}`));
    // The English has the same argument, so both languages are called alike.
    expect(english[key]).toContain(`{${argument}, select,`);
    const t = createTranslator({ locale: "ar", messages: ar });
    const say = (gender: string) =>
      (t as unknown as (key: string, values: object) => string)(key, {
        ...sampleValues(message),
        gender: "other",
        inviterGender: "other",
        [argument]: gender,
      });
    expect(say("female")).not.toBe(say("male"));
    expect(say("other")).not.toBe(say("male"));
  });

  it("says «عن الكاتبة» above a woman, «دعتك» from a woman, and neither for a man", () => {
    const t = createTranslator({ locale: "ar", messages: ar });
    expect(t("blog.aboutAuthor", { gender: "female" })).toBe("عن الكاتبة");
    expect(t("blog.aboutAuthor", { gender: "male" })).toBe("عن الكاتب");
    expect(t("blog.author.empty", { gender: "female", name: "نورة" })).toContain("لم تنشر");
    expect(t("mail.invitation.subject", { inviterGender: "female", inviter: "سارة", site: "أساس" })).toContain("دعتك");
    expect(t("mail.invitation.subject", { inviterGender: "male", inviter: "عمر", site: "أساس" })).toContain("دعاك");
    expect(t("mail.invitation.subject", { inviterGender: "other", inviter: "Admin", site: "أساس" })).not.toMatch(
      /دعاك|دعتك/,
    );
  });
});
