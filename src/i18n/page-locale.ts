import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import type { Locale } from "./locales";
import { routing } from "./routing";

/** The locale of a route's params; any other value in that position is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}
