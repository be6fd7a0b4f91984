import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { siteConfig } from "@/config/site";

export async function BrandLink({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const site = await getTranslations("site");
  const nav = await getTranslations("nav");
  return (
    <LocaleLink
      href="/"
      className="flex shrink-0 items-center gap-2.5 rounded-lg"
      aria-label={`${site("name")} – ${nav("home")}`}
    >
      {/* Decorative: the link's accessible name carries the brand. */}
      <img src={siteConfig.logoMark} alt="" width={36} height={36} className="size-9" />
      <span className={`text-lg leading-tight font-bold ${tone === "dark" ? "text-navy-900" : "text-white"}`}>
        {site("shortName")}
      </span>
    </LocaleLink>
  );
}
