import { localeInfo, type Locale } from "@/i18n/locales";

/** Numbers use Western digits in both languages (see localeInfo). */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].intlTag, { maximumFractionDigits: 0 }).format(value);
}

/** Two-digit order numbers of the service cards: 01, 02, ... */
export function formatOrderNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(localeInfo[locale].intlTag, { minimumIntegerDigits: 2 }).format(value);
}

/** A date in the locale's words, Gregorian calendar: "12 March 2026" / "12 مارس 2026". */
export function formatDate(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intlTag, {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Asia/Riyadh",
  }).format(typeof value === "string" ? new Date(value) : value);
}

/** A date and time of day, Riyadh time: "12 March 2026, 14:05" / "12 مارس 2026، 14:05". */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeInfo[locale].intlTag, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: "Asia/Riyadh",
  }).format(typeof value === "string" ? new Date(value) : value);
}
