import { getLocale } from "next-intl/server";
import { SiteLink } from "@/components/ui/site-link";
import type { ComponentProps } from "react";
import type { Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";

type Props = Omit<ComponentProps<typeof SiteLink>, "href"> & {
  /** Unprefixed path, optionally with a query or #hash: "/contact", "/#services". */
  href: string;
  locale?: Locale;
};

/**
 * A link to a page in the current (or given) language, resolved on the server, so that the
 * browser needs no i18n runtime to build it.
 *
 * No prefetching (src/components/ui/site-link.tsx): the header, footer and cards hold dozens of
 * links, and fetching every page they point to costs a visitor on a phone data and main-thread
 * time while the page is still settling. A click still navigates without a full reload.
 */
export async function LocaleLink({ href, locale, ...rest }: Props) {
  const resolved = locale ?? ((await getLocale()) as Locale);
  return <SiteLink href={localizedHref(resolved, href)} {...rest} />;
}
