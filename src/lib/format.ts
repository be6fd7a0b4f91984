import { localeInfo, type Locale } from "@/i18n/locales";

/**
 * Formatters are made once per language: building an Intl formatter costs about a millisecond
 * (it resolves the locale and its data), formatting with one costs microseconds, and a page with a
 * dozen dates made a dozen of them on every render.
 */
function perLocale<T>(make: (intlTag: string) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(localeInfo[locale].intlTag);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const wholeNumbers = perLocale((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));
const orderNumbers = perLocale((tag) => new Intl.NumberFormat(tag, { minimumIntegerDigits: 2 }));
const dates = perLocale(
  (tag) => new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Riyadh" }),
);
const dateTimes = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      day: "numeric",
      month: "long",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZone: "Asia/Riyadh",
    }),
);

const days = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Asia/Riyadh",
    }),
);
const timesOfDay = perLocale(
  (tag) =>
    new Intl.DateTimeFormat(tag, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "Asia/Riyadh" }),
);

/** Numbers use Western digits in both languages (see localeInfo). */
export function formatNumber(value: number, locale: Locale): string {
  return wholeNumbers(locale).format(value);
}

/** Two-digit order numbers of the service cards: 01, 02, ... */
export function formatOrderNumber(value: number, locale: Locale): string {
  return orderNumbers(locale).format(value);
}

/** A date in the locale's words, Gregorian calendar: "March 12, 2026" / "12 مارس 2026". */
export function formatDate(value: Date | string, locale: Locale): string {
  return dates(locale).format(typeof value === "string" ? new Date(value) : value);
}

/** A date and time of day, Riyadh time: "March 12, 2026 at 14:05" / "12 مارس 2026، 14:05". */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return dateTimes(locale).format(typeof value === "string" ? new Date(value) : value);
}

/**
 * A time of day, Riyadh time: "14:05". Every date and time the site and the dashboard show is
 * Riyadh's, whatever the device's own zone (docs/decisions.md, "One time zone").
 */
export function formatTime(value: Date | string, locale: Locale): string {
  return timesOfDay(locale).format(typeof value === "string" ? new Date(value) : value);
}

/** A day with its weekday, Riyadh time: "Sunday, December 6, 2026" / "الأحد، 6 ديسمبر 2026". */
export function formatDay(value: Date | string, locale: Locale): string {
  return days(locale).format(typeof value === "string" ? new Date(value) : value);
}

/**
 * A day and a time of day, Riyadh time, as a booking names them: "Sunday, December 6, 2026, 09:00",
 * "الأحد، 6 ديسمبر 2026، الساعة 09:00" (Arabic names the hour as it is said).
 */
export function formatAppointment(value: Date | string, locale: Locale): string {
  return locale === "ar"
    ? `${formatDay(value, locale)}، الساعة ${formatTime(value, locale)}`
    : `${formatDay(value, locale)}, ${formatTime(value, locale)}`;
}
