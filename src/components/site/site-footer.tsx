import { getLocale, getTranslations } from "next-intl/server";
import { cacheLife } from "next/cache";
import { siteConfig } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { addressLine, nationalAddressLine, socialProfiles } from "@/lib/site-facts";
import { getSiteSettings } from "@/server/site-settings";
import { SERVICE_GROUPS } from "@/content/service-groups";
import { mailtoUrl, telUrl, whatsappUrl } from "@/lib/contact-links";
import { localizedHref } from "@/lib/seo/urls";
import { BrandLink } from "./brand-link";
import { FooterView, type FooterModel } from "./footer-view";

/** The year of the copyright line: prerendered with the page, renewed daily. */
async function copyrightYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

/** The footer's text and links in the page's language, from the messages and the site settings. */
async function footerModel(locale: Locale): Promise<FooterModel> {
  const t = await getTranslations("footer");
  const nav = await getTranslations("nav");
  const services = await getTranslations("services");
  const markets = await getTranslations("markets");
  const socialNames = await getTranslations("social");
  const legal = await getTranslations("legal");
  const year = await copyrightYear();
  const { company } = await getSiteSettings();
  const href = (path: string) => localizedHref(locale, path);

  return {
    about: t("about"),
    followUs: t("followUs"),
    social: socialProfiles(company).map(([key, url]) => ({ key, href: url, label: socialNames(key) })),
    services: {
      title: t("servicesTitle"),
      links: SERVICE_GROUPS.flatMap((group) => group.items).map((item) => [
        href(item.href),
        services(`${item.key}.title`),
      ]),
    },
    company: {
      title: t("companyTitle"),
      links: [
        [href("/about"), nav("about")],
        [href("/blog"), nav("blog")],
        [href("/contact"), nav("contact")],
        [href("/#solutions"), nav("solutions")],
      ],
    },
    markets: { title: t("marketsTitle"), names: siteConfig.markets.map((market) => markets(market)) },
    contact: {
      title: t("contactTitle"),
      address: {
        label: t("addressLabel"),
        line: addressLine(company, locale),
        mapHref: company.mapUrl,
        mapLabel: t("mapLink"),
      },
      phone: { label: t("phoneLabel"), text: company.phone, href: telUrl(company.phone), ltr: true },
      whatsapp: {
        label: t("whatsappLabel"),
        text: company.whatsapp,
        href: whatsappUrl(company.whatsapp),
        external: true,
        ltr: true,
      },
      email: { label: t("emailLabel"), text: company.email, href: mailtoUrl(company.email) },
    },
    hours: {
      title: t("hoursTitle"),
      lines: [company.hours.text[locale], company.hours.closed[locale]].filter(Boolean),
    },
    copyright: t("copyright", { year, name: company.name[locale] }),
    // The registration a buyer checks the company by, once the company has filled it in.
    registration: {
      lines: [
        company.registration.crNumber && t("crNumber", { number: company.registration.crNumber }),
        company.registration.vatNumber && t("vatNumber", { number: company.registration.vatNumber }),
        nationalAddressLine(company, locale) && t("nationalAddress", { address: nationalAddressLine(company, locale) }),
      ].filter((line): line is string => Boolean(line)),
    },
    legal: {
      label: legal("linksLabel"),
      links: [
        [href("/privacy"), nav("privacy")],
        [href("/terms"), nav("terms")],
        [href("/accessibility"), nav("accessibility")],
      ],
    },
  };
}

export async function SiteFooter() {
  const locale = (await getLocale()) as Locale;
  return <FooterView model={await footerModel(locale)} brand={<BrandLink tone="light" />} />;
}
