import { hasLocale } from "next-intl";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import type { Locale } from "./locales";
import { routing } from "./routing";

/**
 * The locale of a route's params; any other value in that position (e.g. /favicon.ico) is a 404,
 * rendered in the default language (without reading request headers, which static pages cannot).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) {
    setRequestLocale(routing.defaultLocale);
    notFound();
  }
  return locale;
}
