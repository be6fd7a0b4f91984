"use client";

import { Languages } from "@/components/ui/icons";
import { usePathname } from "next/navigation";
import { LOCALE_COOKIE, type Locale } from "@/i18n/locales";
import { track } from "@/lib/analytics/client";
import { localizedPath, splitLocalePath } from "@/lib/seo/urls";
import { useLocaleAlternate } from "./locale-alternate";

type Props = {
  locale: Locale;
  target: Locale;
  /** The target language's own name. */
  label: string;
  accessibleLabel: string;
  /**
   * Whether the choice becomes the visitor's language for the public site's root `/`. The
   * dashboard's switcher changes only the page it is on: staff reading the dashboard in English
   * keep the public site in their own language.
   */
  remember?: boolean;
};

/**
 * Links to the current page in the other language, keeping the query and the #hash, and records
 * the choice in the locale cookie (the only place that writes it; viewing a page never does). A
 * full page load, since the document's lang and dir change.
 */
export function LocaleSwitcher({ locale, target, label, accessibleLabel, remember = true }: Props) {
  const pathname = usePathname();
  const alternate = useLocaleAlternate();
  const href = alternate ?? localizedPath(target, splitLocalePath(pathname).path);

  return (
    <a
      href={href}
      hrefLang={target}
      lang={target}
      className="locale-switch"
      aria-label={accessibleLabel}
      onClick={(event) => {
        if (remember) {
          const secure = window.location.protocol === "https:" ? "; secure" : "";
          document.cookie = `${LOCALE_COOKIE.name}=${target}; path=${LOCALE_COOKIE.path}; max-age=${LOCALE_COOKIE.maxAgeSeconds}; samesite=${LOCALE_COOKIE.sameSite}${secure}`;
        }
        track("language_switched", { from: locale, to: target });
        const query = new URLSearchParams(window.location.search);
        // A listing page number rarely exists in the other language.
        if (!alternate) query.delete("page");
        const search = query.toString();
        event.currentTarget.href = `${href}${search ? `?${search}` : ""}${window.location.hash}`;
      }}
    >
      <Languages aria-hidden className="size-4" />
      {label}
    </a>
  );
}
