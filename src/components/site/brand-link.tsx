import { getLocale, getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { siteConfig } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { getSiteSettings } from "@/server/site-settings";

/** The logo and the company's short name (site settings), linking home. */
export async function BrandLink({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const locale = (await getLocale()) as Locale;
  const nav = await getTranslations("nav");
  const { company } = await getSiteSettings();
  return (
    <LocaleLink
      href="/"
      className="flex shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={`${company.name[locale]} – ${nav("home")}`}
    >
      {/* Decorative: the link's accessible name carries the brand. */}
      <img src={siteConfig.logoMark} alt="" width={36} height={36} className="size-9" />
      <span className={`text-lg leading-tight font-bold ${tone === "dark" ? "text-navy-900" : "text-white"}`}>
        {company.shortName[locale]}
      </span>
    </LocaleLink>
  );
}
