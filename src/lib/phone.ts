/**
 * Phone numbers as Gulf visitors write them, normalised to E.164 ("+9665XXXXXXXX").
 * International forms (+…, 00…) are accepted for any country; local forms are read with the
 * country chosen in the form: Saudi "05X XXX XXXX", Emirati "05X XXX XXXX", and the eight-digit
 * numbers of Kuwait, Qatar, Bahrain and Oman.
 */
const COUNTRY_CODES = { SA: "966", AE: "971", KW: "965", QA: "974", BH: "973", OM: "968" } as const;
export type GulfCountry = keyof typeof COUNTRY_CODES;
export const GULF_COUNTRIES = Object.keys(COUNTRY_CODES) as GulfCountry[];

export function isGulfCountry(country: string): country is GulfCountry {
  return Object.hasOwn(COUNTRY_CODES, country);
}

const PHONE_EXAMPLES: Record<GulfCountry | "other", { local: string; international: string }> = {
  SA: { local: "055 123 4567", international: "+966 55 123 4567" },
  AE: { local: "050 123 4567", international: "+971 50 123 4567" },
  KW: { local: "5012 3456", international: "+965 5012 3456" },
  QA: { local: "3312 3456", international: "+974 3312 3456" },
  BH: { local: "3612 3456", international: "+973 3612 3456" },
  OM: { local: "9123 4567", international: "+968 9123 4567" },
  other: { local: "+20 10 1234 5678", international: "+20 10 1234 5678" },
};

/**
 * A number written the local way and the international way, for placeholders and error messages:
 * the chosen Gulf country's, Saudi Arabia's while none is chosen, and a non-Gulf one otherwise.
 */
export function phoneExamples(country: string): { local: string; international: string } {
  return PHONE_EXAMPLES[isGulfCountry(country) ? country : country === "other" ? "other" : "SA"];
}

/** National significant number lengths, to check a number once its country is known. */
const NATIONAL_LENGTHS: Record<string, number[]> = {
  "966": [9], // 5XXXXXXXX mobiles, 1XXXXXXXX landlines
  "971": [8, 9], // 5XXXXXXXX mobiles, 4XXXXXXX landlines
  "965": [8],
  "974": [8],
  "973": [8],
  "968": [8],
};

const ARABIC_INDIC = /[٠-٩]/g;
const EXTENDED_ARABIC_INDIC = /[۰-۹]/g;

export function normalisePhone(input: string, country: string | undefined): string | null {
  const western = input
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .trim();
  if (!/^[+\d\s().\-/]{6,24}$/.test(western)) return null;
  let digits = western.replace(/[^\d+]/g, "");
  if (digits.startsWith("00")) digits = `+${digits.slice(2)}`;

  if (digits.startsWith("+")) {
    const number = digits.slice(1);
    if (!/^\d{8,15}$/.test(number)) return null;
    const code = Object.keys(NATIONAL_LENGTHS).find((prefix) => number.startsWith(prefix));
    if (code) {
      // A Gulf number written with its trunk zero after the country code: +966 05… → +966 5…
      const national = number.slice(code.length).replace(/^0/, "");
      return NATIONAL_LENGTHS[code]?.includes(national.length) ? `+${code}${national}` : null;
    }
    return `+${number}`;
  }

  const code = country && isGulfCountry(country) ? COUNTRY_CODES[country] : null;
  if (!code) return null;
  const national = digits.replace(/^0/, "");
  return NATIONAL_LENGTHS[code]?.includes(national.length) && /^\d+$/.test(national) ? `+${code}${national}` : null;
}
