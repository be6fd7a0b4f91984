/** The two locales and what the rest of the site needs to know about each. */
export const locales = ["ar", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "ar";

export type LocaleInfo = {
  /** BCP 47 language-region tag (spec: ar-SA, en-SA). */
  languageTag: string;
  dir: "rtl" | "ltr";
  /** The language's own name, shown in the switcher. */
  displayName: string;
  /**
   * Tag used for Intl formatting. Both locales write numbers with Western digits and dates in
   * the Gregorian calendar, chosen once for the whole site (ar-SA would default to Arabic-Indic
   * digits and the Hijri calendar).
   */
  intlTag: string;
  /** Open Graph locale. */
  ogLocale: string;
};

export const localeInfo: Record<Locale, LocaleInfo> = {
  ar: {
    languageTag: "ar-SA",
    dir: "rtl",
    displayName: "العربية",
    intlTag: "ar-SA-u-ca-gregory-nu-latn",
    ogLocale: "ar_SA",
  },
  en: {
    languageTag: "en-SA",
    dir: "ltr",
    displayName: "English",
    // US English throughout, dates included ("October 4, 2026"): docs/content.md, "One English".
    intlTag: "en-US-u-ca-gregory-nu-latn",
    ogLocale: "en_SA",
  },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

export function otherLocale(locale: Locale): Locale {
  return locale === "ar" ? "en" : "ar";
}

/** The locale preference cookie (docs/architecture.md, "Languages"). */
export const LOCALE_COOKIE = {
  name: "i18n_redirected",
  maxAgeSeconds: 365 * 24 * 60 * 60,
  sameSite: "lax",
  path: "/",
} as const;
