import { getLocale, getTranslations } from "next-intl/server";
import { preload } from "react-dom";
import { siteConfig } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";
import { getSiteSettings } from "@/server/site-settings";
import { BrandLinkView } from "./brand-link-view";

/** The logo and the company's short name (site settings), linking home. */
export async function BrandLink({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const locale = (await getLocale()) as Locale;
  const nav = await getTranslations("nav");
  const { company } = await getSiteSettings();
  // Rendered by the server, the logo's <img> was preloaded from the head; it keeps that place.
  preload(siteConfig.logoMark, { as: "image" });
  return (
    <BrandLinkView
      href={localizedHref(locale, "/")}
      label={`${company.name[locale]} – ${nav("home")}`}
      name={company.shortName[locale]}
      logo={siteConfig.logoMark}
      tone={tone}
    />
  );
}
