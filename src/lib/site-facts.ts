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
