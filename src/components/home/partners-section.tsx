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
          logos={partners.map((partner) => partner.logo)}
          repeat={RUN_REPEAT}
        />
        {/* Shown still with reduced motion, and while a keyboard user is on one of its links. */}
        <ul className="sr-only focus-within:not-sr-only focus-within:flex focus-within:flex-wrap focus-within:justify-center focus-within:gap-y-6 motion-reduce:not-sr-only motion-reduce:flex motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-y-6">
          {partners.map((partner) => {
            const logo = (
              <img
                src={partner.logo}
                alt={partner.name}
                width={180}
                height={60}
                loading="lazy"
                className="mx-8 h-12 w-auto"
              />
            );
            return (
              <li key={partner.id}>
                {partner.url ? (
                  <a href={partner.url} target="_blank" rel="noopener noreferrer">
                    {logo}
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
