import { useEffect, useState } from "react";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";

export type ErrorCopy = { title: string; description: string; home: string };

/** The 500 screen's text, loaded only when an error happens, so no page pays for it up front. */
export async function loadErrorCopy(locale: Locale): Promise<ErrorCopy> {
  const messages = (await import(`../../../messages/${locale}.json`)).default as Messages;
  return { ...messages.errors["500"], home: messages.nav.home };
}

/**
 * For the error boundaries (client components): logs the error and loads the 500 screen's text
 * in the page's language; null until it has arrived.
 */
export function useErrorCopy(locale: Locale, error: Error): ErrorCopy | null {
  const [copy, setCopy] = useState<ErrorCopy | null>(null);
  useEffect(() => {
    console.error(error);
    let active = true;
    void loadErrorCopy(locale).then((loaded) => active && setCopy(loaded));
    return () => {
      active = false;
    };
  }, [error, locale]);
  return copy;
}
