import { getLocale, getTranslations } from "next-intl/server";
import { PARTNER_MARQUEE_SPEED } from "@/content/home";
import type { Locale } from "@/i18n/locales";
import { getPartners } from "@/server/site-settings";
import { PartnersMarquee } from "./partners-marquee";

/** Logos per run of the strip: enough for one run to be wider than the widest container. */
const RUN_REPEAT = 2;
/** A logo's width with its margins at the larger breakpoint, in pixels (see the classes below). */
const LOGO_SLOT_PX = 264;

/** The partner logos (site settings), or nothing at all when there are none. */
export async function PartnersSection() {
  const partners = await getPartners();
  if (partners.length === 0) return null;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.partners");
  const durationSeconds = Math.round((RUN_REPEAT * partners.length * LOGO_SLOT_PX) / PARTNER_MARQUEE_SPEED);
  return (
    <section aria-labelledby="partners-title" className="overflow-hidden pt-20 pb-20 sm:pt-24">
      <div className="container-page text-center">
        <h2 id="partners-title" className="section-title">
          {t("title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-navy-700">{t("subtitle")}</p>
      </div>
      <div className="container-page mt-12">
        <PartnersMarquee
          direction={locale === "en" ? "right" : "left"}
          durationSeconds={durationSeconds}
          labels={{ pause: t("pause"), play: t("play") }}
          partners={partners.map(({ name, logo, url, demo }) => ({ name, logo, url, demo }))}
          demoCaption={t("demo")}
          dir={locale === "ar" ? "rtl" : "ltr"}
          repeat={RUN_REPEAT}
        />
      </div>
    </section>
  );
}
