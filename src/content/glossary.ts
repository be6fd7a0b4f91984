/**
 * One name per thing (docs/content.md, "One name per thing"): the names every text of the site
 * uses, in each language, and the variants it must not use for them. The services' names are
 * messages `services.{slug}.title` (menu, cards, contact form, pages and e-mails read them there);
 * this list holds the other things that are named in running text. src/content/copy.test.ts checks
 * every text against it: the messages, the pages and services, the legal pages, and the demo posts,
 * authors and settings.
 */
export type GlossaryEntry = {
  /** What the name is for, in a few words. */
  thing: string;
  /** The name as the texts write it. */
  ar: string;
  en: string;
  /** Ways of writing it that the texts must not use (matched as written, case-insensitively in English). */
  variants: { ar?: RegExp[]; en?: RegExp[] };
};

export const GLOSSARY: GlossaryEntry[] = [
  {
    thing: "the company, in full (the short name is «أساس» / Asas Tech)",
    ar: "أساس للاستشارات التقنية",
    en: "Asas Tech Consulting",
    // "Asas" alone is the Arabic word the name explains, nothing else.
    variants: {
      ar: [/أساس للاستشارات(?! التقنية)/u, /أساس تك/u],
      en: [/\bAsas\b(?! Tech\b)(?!,? means\b)(?!['’]s name\b)/],
    },
  },
  {
    thing: "the free offer of the banner, the contact form and the security pages",
    ar: "تقييم أمني مبدئي مجاني",
    en: "free initial security assessment",
    variants: {
      ar: [/تقييمًا? أوليًا? مجانيًا?/u, /تقييمًا? أمنيًا? أوليًا?/u, /تقييمًا? أمنيًا? مجانيًا?/u, /لأمن الشبكات مجانيًا?/u],
      en: [/free (initial )?network security assessment/i, /free security assessment/i, /free initial assessment/i],
    },
  },
  {
    thing: "SAMA's framework, by its official name",
    ar: "إطار الأمن السيبراني الصادر عن البنك المركزي السعودي",
    en: "SAMA Cyber Security Framework",
    variants: { en: [/SAMA Cybersecurity Framework/i] },
  },
  {
    thing: "Apple's wallet, written as Apple writes it in Arabic markets",
    ar: "Apple Pay",
    en: "Apple Pay",
    variants: { ar: [/[أآا]بل باي/u] },
  },
  {
    thing: "Google's phone system, written as Google writes it",
    ar: "Android",
    en: "Android",
    variants: { ar: [/أندرويد|اندرويد/u] },
  },
  {
    thing: "LinkedIn, by its own Arabic name",
    ar: "لينكدإن",
    en: "LinkedIn",
    variants: { ar: [/لينكد إن/u] },
  },
  {
    thing: "firewalls",
    ar: "جدران الحماية",
    en: "firewalls",
    variants: { ar: [/الجدران النارية|الجدار الناري|جدار ناري/u] },
  },
  {
    thing: "the endpoint security service",
    ar: "أمن الأجهزة الطرفية",
    en: "Endpoint Security",
    variants: { ar: [/حماية الأجهزة الطرفية/u] },
  },
  {
    thing: "the custom systems service (web-app-dev)",
    ar: "تطوير الأنظمة المخصصة",
    en: "Custom Systems Development",
    variants: { ar: [/برمجة الأنظمة الداخلية/u] },
  },
  {
    thing: "a post of the blog",
    ar: "مقال",
    en: "post",
    variants: { ar: [/تدوين[ةت]/u] },
  },
  {
    thing: "how many services there are: the texts do not count them, the lists show them",
    ar: "خدماتنا",
    en: "our services",
    variants: {
      ar: [/(اثنتا|اثنتي|أربع) عشرة خدمة/u, /\d+ خدمة/u],
      en: [/\b(twelve|fourteen|\d+) services\b/i],
    },
  },
];
