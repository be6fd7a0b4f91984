import { getLocale, getTranslations } from "next-intl/server";
import { B2B_ITEMS, CONTRACT_CARDS } from "@/content/home";
import { PICTURE_WIDTHS } from "@/content/picture-widths";
import { localeInfo, type Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";
import { sharedImageProps, staticImageProps } from "@/components/ui/static-image";
import { srcSetFromTemplate, srcSetTemplate } from "@/lib/srcset";
import { SolutionsTabs } from "./solutions-tabs";

/** Spec §2 Home 4: two tabs, 'B2B services' (first, active) and 'Contracts'. */
export async function SolutionsSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.solutions");
  const images = B2B_ITEMS.map((item) =>
    staticImageProps({
      src: item.imgPath,
      alt: "",
      fill: true,
      sizes: "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw",
      sourceWidth: PICTURE_WIDTHS.solutionImage,
      className: "object-cover",
    }),
  );
  const template = srcSetTemplate({ path: B2B_ITEMS[0]?.imgPath ?? "", srcSet: images[0]?.srcSet ?? "" }) ?? "";

  return (
    <section id="solutions" aria-labelledby="solutions-title" className="bg-sand-50 py-20 sm:py-24">
      <div className="container-page">
        <p className="section-eyebrow">{t("eyebrow")}</p>
        <h2 id="solutions-title" className="section-title mt-2 mb-8">
          {t("title")}
        </h2>
        <SolutionsTabs
          label={t("tabsLabel")}
          dir={localeInfo[locale].dir}
          b2b={{
            tab: t("b2bTab"),
            title: t("b2b.title"),
            description: t("b2b.description"),
            image: sharedImageProps(images),
            srcSet: template,
            items: B2B_ITEMS.map((item, index) => ({
              key: item.key,
              title: t(`b2b.items.${item.key}.title`),
              description: t(`b2b.items.${item.key}.description`),
              picture: item.imgPath,
              ...(srcSetFromTemplate(template, item.imgPath) === images[index]?.srcSet
                ? {}
                : { srcSet: images[index]?.srcSet ?? "" }),
            })),
          }}
          contracts={{
            tab: t("contractsTab"),
            title: t("contracts.title"),
            description: t("contracts.description"),
            items: CONTRACT_CARDS.map((key) => ({
              key,
              title: t(`contracts.items.${key}.title`),
              description: t(`contracts.items.${key}.description`),
            })),
            privacyLink: { href: localizedHref(locale, "/privacy"), label: t("contracts.privacyLink") },
          }}
        />
      </div>
    </section>
  );
}
