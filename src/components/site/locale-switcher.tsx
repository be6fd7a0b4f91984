"use client";

import { Languages } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { LOCALE_COOKIE, localeInfo, otherLocale } from "@/i18n/locales";
import { usePathname } from "@/i18n/navigation";
import { localizedPath } from "@/lib/seo/urls";
import { useLocaleAlternate } from "./locale-alternate";
import { track } from "@/lib/analytics/client";

/**
 * Links to the current page in the other language, keeping the query and the #hash, and records
 * the choice in the locale cookie. A full page load, since the document's lang and dir change.
 */
export function LocaleSwitcher() {
  const locale = useLocale();
  const t = useTranslations("locale");
  const pathname = usePathname();
  const alternate = useLocaleAlternate();
  const target = otherLocale(locale);
  const href = alternate ?? localizedPath(target, pathname);
  const { displayName } = localeInfo[target];

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-navy-800 hover:bg-sand-100 hover:text-brand-700"
      aria-label={t("switchTo", { language: displayName })}
      onClick={(event) => {
        document.cookie = `${LOCALE_COOKIE.name}=${target}; path=${LOCALE_COOKIE.path}; max-age=${LOCALE_COOKIE.maxAgeSeconds}; samesite=${LOCALE_COOKIE.sameSite}`;
        track("language_switched", { from: locale, to: target });
        const query = new URLSearchParams(window.location.search);
        // A listing page number rarely exists in the other language.
        if (!alternate) query.delete("page");
        const search = query.toString();
        event.currentTarget.href = `${href}${search ? `?${search}` : ""}${window.location.hash}`;
      }}
    >
      <Languages aria-hidden className="size-4" />
      {displayName}
    </a>
  );
}
