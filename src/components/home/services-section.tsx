import { getLocale, getTranslations } from "next-intl/server";
import { HOME_SERVICES } from "@/content/home";
import { PICTURE_WIDTHS } from "@/content/picture-widths";
import type { Locale } from "@/i18n/locales";
import { formatOrderNumber } from "@/lib/format";
import { localizedHref } from "@/lib/seo/urls";
import { srcSetFromTemplate, srcSetTemplate } from "@/lib/srcset";
import { sharedImageProps, staticImageProps } from "@/components/ui/static-image";
import { ServiceCards } from "./service-cards";

/** Spec §2 Home 3: a card per service with its order number, title, short content, image and link. */
export async function ServicesSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.services");
  const services = await getTranslations("services");
  const images = HOME_SERVICES.map((service) =>
    staticImageProps({
      src: service.img,
      alt: "",
      fill: true,
      sizes: "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw",
      sourceWidth: PICTURE_WIDTHS.serviceImage,
      className: "card-image",
    }),
  );
  const template = srcSetTemplate({ path: HOME_SERVICES[0]?.img ?? "", srcSet: images[0]?.srcSet ?? "" }) ?? "";

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
        <ServiceCards
          readMore={t("readMore")}
          image={sharedImageProps(images)}
          srcSet={template}
          cards={HOME_SERVICES.map((service, index) => ({
            href: localizedHref(locale, `/services/${service.slug}`),
            number: formatOrderNumber(index + 1, locale),
            title: services(`${service.key}.title`),
            text: services(`${service.key}.content`),
            picture: service.img,
            ...(srcSetFromTemplate(template, service.img) === images[index]?.srcSet
              ? {}
              : { srcSet: images[index]?.srcSet ?? "" }),
          }))}
        />
      </div>
    </section>
  );
}
