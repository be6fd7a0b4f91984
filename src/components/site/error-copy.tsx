"use client";

import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";

export type ErrorCopy = { title: string; description: string; home: string };

const ErrorCopyContext = createContext<ErrorCopy | null>(null);

/**
 * Gives the 500 boundary (src/components/site/error-boundary.tsx) its text in the page's language. The layout
 * provides it, so the error screen is rendered with its words on the server and without waiting.
 */
export function ErrorCopyProvider({ copy, children }: { copy: ErrorCopy; children: ReactNode }) {
  return <ErrorCopyContext.Provider value={copy}>{children}</ErrorCopyContext.Provider>;
}

/** For the error boundaries: logs the error in the console and returns the 500 screen's text. */
export function useErrorCopy(locale: Locale, error: Error): ErrorCopy | null {
  const provided = useContext(ErrorCopyContext);
  const [loaded, setLoaded] = useState<ErrorCopy | null>(null);
  useEffect(() => {
    console.error(error);
    if (provided) return;
    // Only the last-resort boundary (global-error.tsx), which replaces the layout, gets here.
    let active = true;
    void import(`../../../messages/${locale}.json`).then(
      ({ default: messages }: { default: Messages }) =>
        active && setLoaded({ ...messages.errors["500"], home: messages.nav.home }),
    );
    return () => {
      active = false;
    };
  }, [error, locale, provided]);
  return provided ?? loaded;
}
