import { getLocale, getTranslations } from "next-intl/server";
import { ArrowRight } from "@/components/ui/icons";
import { HOME_SERVICES } from "@/content/home";
import type { Locale } from "@/i18n/locales";
import { formatOrderNumber } from "@/lib/format";
import { LocaleLink } from "@/components/ui/locale-link";
import { StaticImage } from "@/components/ui/static-image";
import { PICTURE_WIDTHS } from "@/content/picture-widths";

/** Spec §2 Home 3: a card per service with its order number, title, short content, image and link. */
export async function ServicesSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.services");
  const services = await getTranslations("services");

  return (
    <section id="services" aria-labelledby="services-title" className="py-20 sm:py-24">
      <div className="container-page">
        <div className="max-w-2xl">
          <p className="section-eyebrow">{t("eyebrow")}</p>
          <h2 id="services-title" className="section-title mt-2">
            {t("title")}
          </h2>
          <p className="mt-4 text-lg text-navy-700">{t("subtitle")}</p>
        </div>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {HOME_SERVICES.map((service, index) => (
            <li key={service.slug}>
              {/* The whole card is the link's target, so the card shows the focus ring (WCAG 2.4.7). */}
              <article className="card group">
                <div className="card-media">
                  <StaticImage
                    src={service.img}
                    alt=""
                    fill
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    sourceWidth={PICTURE_WIDTHS.serviceImage}
                    className="card-image"
                  />
                  <span className="card-number" aria-hidden>
                    {formatOrderNumber(index + 1, locale)}
                  </span>
                </div>
                <div className="card-body">
                  <h3 className="card-title">
                    <LocaleLink href={`/services/${service.slug}`} className="card-link">
                      {services(`${service.key}.title`)}
                    </LocaleLink>
                  </h3>
                  <p className="card-text">{services(`${service.key}.content`)}</p>
                  <span className="card-more" aria-hidden>
                    {t("readMore")}
                    <ArrowRight className="size-4 rtl:rotate-180" />
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
