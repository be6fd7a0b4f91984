/**
 * Phone numbers as Gulf visitors write them, normalised to E.164 ("+9665XXXXXXXX").
 * International forms (+…, 00…) are accepted for any country; local forms are read with the
 * country chosen in the form: Saudi "05X XXX XXXX", Emirati "05X XXX XXXX", and the eight-digit
 * numbers of Kuwait, Qatar, Bahrain and Oman.
 */
const COUNTRY_CODES = { SA: "966", AE: "971", KW: "965", QA: "974", BH: "973", OM: "968" } as const;
export type GulfCountry = keyof typeof COUNTRY_CODES;

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

  const code = country && country in COUNTRY_CODES ? COUNTRY_CODES[country as GulfCountry] : null;
  if (!code) return null;
  const national = digits.replace(/^0/, "");
  return NATIONAL_LENGTHS[code]?.includes(national.length) && /^\d+$/.test(national) ? `+${code}${national}` : null;
}
