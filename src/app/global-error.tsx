"use client";

import "./globals.css";
import { useSyncExternalStore } from "react";
import { useErrorCopy } from "@/components/site/error-copy";
import type { Locale } from "@/i18n/locales";

/**
 * The last-resort error screen, when the page's layout itself failed. It replaces the whole
 * document, so it reads the language from the address and keeps to plain markup. (Next.js's own
 * version ships its styles to every page; this one is a fraction of the size.)
 */
const subscribe = () => () => {};
const addressLocale = (): Locale => (/^\/en(?:\/|$)/.test(window.location.pathname) ? "en" : "ar");

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  const locale = useSyncExternalStore<Locale>(subscribe, addressLocale, () => "ar");
  const copy = useErrorCopy(locale, error);

  return (
    <html lang={locale} dir={locale === "ar" ? "rtl" : "ltr"}>
      <body className="flex min-h-dvh flex-col items-center justify-center px-4 text-center">
        <p className="text-7xl font-bold text-brand-700" aria-hidden>
          500
        </p>
        <h1 className="mt-4 text-2xl font-bold">{copy?.title ?? ""}</h1>
        <p className="mt-3 max-w-xl text-lg text-navy-700">{copy?.description ?? ""}</p>
        {/* A full page load: the client router may be what failed. */}
        <a href={locale === "en" ? "/en" : "/"} className="button-primary mt-8">
          {copy?.home ?? "…"}
        </a>
      </body>
    </html>
  );
}
