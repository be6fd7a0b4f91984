import { getLocale, getTranslations } from "next-intl/server";
import { siteConfig } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";
import { AboutView } from "./about-view";

/** Spec §2 Home 2: the logo with a scroll-linked animation, a text and 'Learn more'. */
export async function AboutSection() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.about");
  return (
    <AboutView
      logo={{ src: siteConfig.logoMark, alt: t("logoAlt") }}
      eyebrow={t("eyebrow")}
      title={t("title")}
      text={t("text")}
      learnMore={{ href: localizedHref(locale, "/about"), label: t("learnMore") }}
    />
  );
}
