import { getLocale, getTranslations } from "next-intl/server";
import { STAT_ANIMATIONS } from "@/content/home";
import { localeInfo, type Locale } from "@/i18n/locales";
import { formatNumber } from "@/lib/format";
import { getSiteSettings } from "@/server/site-settings";
import { StatsView } from "./stats-view";

/** Spec §2 Home 5 and §9 "Home stats"; none while the settings hide them (the demo's, removed). */
export async function StatsSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.stats");
  const { stats, statsEnabled } = await getSiteSettings();
  if (!statsEnabled) return null;
  return (
    <StatsView
      title={t("title")}
      intlTag={localeInfo[locale].intlTag}
      stats={stats.map((stat, index) => ({
        label: stat.label[locale],
        value: stat.value,
        text: `${formatNumber(stat.value, locale)}${stat.suffix}`,
        zero: `${formatNumber(0, locale)}${stat.suffix}`,
        suffix: stat.suffix,
        durationMs: STAT_ANIMATIONS[index]?.durationMs ?? 2000,
        delayMs: STAT_ANIMATIONS[index]?.delayMs ?? 0,
      }))}
    />
  );
}
