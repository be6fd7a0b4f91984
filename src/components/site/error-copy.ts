import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";

export type ErrorCopy = { title: string; description: string; home: string };

/** The 500 screen's text, loaded only when an error happens, so no page pays for it up front. */
export async function loadErrorCopy(locale: Locale): Promise<ErrorCopy> {
  const messages = (await import(`../../../messages/${locale}.json`)).default as Messages;
  return { ...messages.errors["500"], home: messages.nav.home };
}
