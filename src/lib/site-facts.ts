import type { Locale } from "@/i18n/locales";
import type { SiteSettings } from "@/lib/validation/site-settings";

type Company = SiteSettings["company"];

/** The postal address on one line, as the footer and the contact page show it. */
export function addressLine(company: Company, locale: Locale): string {
  const { street, city, postalCode, country } = company.address;
  const countryName = new Intl.DisplayNames([locale], { type: "region" }).of(country) ?? country;
  const separator = locale === "ar" ? "، " : ", ";
  const town = [city[locale], postalCode].filter(Boolean).join(" ");
  return [street[locale], town, countryName].filter(Boolean).join(separator);
}

/** The social profiles filled in, in a fixed order. */
export function socialProfiles(company: Company) {
  return (Object.entries(company.social) as Array<[keyof Company["social"], string]>).filter(([, url]) => url !== "");
}

/**
 * The company's facts that bundled and edited texts may name by a token in braces ("{hours}"),
 * so that a text never repeats what the settings hold (docs/content.md, "Facts in texts").
 */
export const FACT_TOKENS = [
  "company",
  "address",
  "nationalAddress",
  "hours",
  "phone",
  "whatsapp",
  "email",
  "privacyEmail",
  "hosting",
  "crNumber",
  "vatNumber",
] as const;
export type FactToken = (typeof FACT_TOKENS)[number];

/** Facts that are always written left to right: isolated wherever they appear in Arabic. */
export const LTR_FACTS: ReadonlySet<FactToken> = new Set(["phone", "whatsapp", "email", "privacyEmail"]);

/** The National Address on one line ("7421 King Fahd Road, Al Olaya, Riyadh 12214-3456"), or "". */
export function nationalAddressLine(company: Company, locale: Locale): string {
  const { national, city, postalCode } = company.address;
  if (!national.buildingNumber || !national.street[locale]) return "";
  const separator = locale === "ar" ? "، " : ", ";
  const code = [postalCode, national.additionalNumber].filter(Boolean).join("-");
  return [
    `${national.buildingNumber} ${national.street[locale]}`,
    national.district[locale],
    [city[locale], code].filter(Boolean).join(" "),
  ]
    .filter(Boolean)
    .join(separator);
}

/** Each fact as a text in the page's language ("" when the company has not filled it in). */
export function companyFacts(company: Company, locale: Locale): Record<FactToken, string> {
  return {
    company: company.name[locale],
    address: addressLine(company, locale),
    nationalAddress: nationalAddressLine(company, locale),
    // The days and times only: "Closed on Fridays" is a sentence of its own, not part of one.
    hours: company.hours.text[locale],
    phone: company.phone,
    whatsapp: company.whatsapp,
    email: company.email,
    privacyEmail: company.privacyEmail || company.email,
    hosting: company.hosting[locale],
    crNumber: company.registration.crNumber,
    vatNumber: company.registration.vatNumber,
  };
}

export type FactPart = { text: string; fact?: FactToken };

/** A text cut where it names a fact, each token replaced by the fact's value (unknown braces stay). */
export function withFacts(text: string, facts: Record<FactToken, string>): FactPart[] {
  const parts: FactPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const token = match[1] as FactToken;
    if (!(FACT_TOKENS as readonly string[]).includes(token)) continue;
    const start = match.index ?? 0;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: facts[token], fact: token });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/** The same, as one plain string (a meta description, an e-mail): left-to-right facts isolated in Arabic. */
export function fillFacts(text: string, facts: Record<FactToken, string>, locale: Locale): string {
  return withFacts(text, facts)
    .map((part) => (part.fact && locale === "ar" && LTR_FACTS.has(part.fact) ? `\u2066${part.text}\u2069` : part.text))
    .join("");
}
