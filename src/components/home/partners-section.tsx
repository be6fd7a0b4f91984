import { getLocale, getTranslations } from "next-intl/server";
import { PARTNER_MARQUEE_SPEED, PARTNERS } from "@/content/home";
import type { Locale } from "@/i18n/locales";
import { PartnersMarquee } from "./partners-marquee";

export async function PartnersSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.partners");
  return (
    <section aria-labelledby="partners-title" className="overflow-hidden pt-20 pb-28 sm:pt-24">
      <div className="container-page text-center">
        <h2 id="partners-title" className="section-title">
          {t("title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-700">{t("subtitle")}</p>
      </div>
      <div className="container-page mt-12">
        <PartnersMarquee
          partners={PARTNERS}
          direction={locale === "en" ? "right" : "left"}
          speed={PARTNER_MARQUEE_SPEED}
          labels={{ pause: t("pause"), play: t("play") }}
        />
      </div>
    </section>
  );
}
