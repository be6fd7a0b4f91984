import { getLocale, getTranslations } from "next-intl/server";
import { STAT_ANIMATIONS } from "@/content/home";
import { localeInfo, type Locale } from "@/i18n/locales";
import { getSiteSettings } from "@/server/site-settings";
import { StatCounter } from "./stat-counter";

/** Spec §2 Home 5 and §9 "Home stats". */
export async function StatsSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.stats");
  const { stats } = await getSiteSettings();
  return (
    <section aria-labelledby="stats-title" className="bg-brand-800 py-16 text-white sm:py-20">
      <div className="container-page">
        <h2 id="stats-title" className="text-center text-2xl font-bold sm:text-3xl">
          {t("title")}
        </h2>
        <dl className="mt-10 grid grid-cols-2 gap-8 text-center lg:grid-cols-4">
          {stats.map((stat, index) => (
            <div key={index} className="flex flex-col-reverse gap-2" data-stat={index + 1}>
              <dt className="text-base text-white/85">{stat.label[locale]}</dt>
              <dd className="text-4xl font-bold text-gold-300 sm:text-5xl">
                <StatCounter
                  target={stat.value}
                  durationMs={STAT_ANIMATIONS[index]?.durationMs ?? 2000}
                  delayMs={STAT_ANIMATIONS[index]?.delayMs ?? 0}
                  suffix={stat.suffix}
                  intlTag={localeInfo[locale].intlTag}
                />
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
