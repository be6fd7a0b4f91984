import { getLocale, getTranslations } from "next-intl/server";
import { SERVICE_GROUPS } from "@/content/service-groups";
import { localeInfo, otherLocale, type Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";
import { BrandLink } from "./brand-link";
import { HeaderView } from "./header-view";
import type { NavigationModel } from "./mobile-menu";

/** The translated navigation with public hrefs, built once for the desktop bar and the mobile menu. */
async function navigationModel(locale: Locale): Promise<NavigationModel> {
  const t = await getTranslations({ locale, namespace: "nav" });
  const services = await getTranslations({ locale, namespace: "services" });
  const href = (path: string) => localizedHref(locale, path);
  return {
    links: [
      { href: href("/"), label: t("home") },
      { href: href("/#solutions"), label: t("solutions") },
      { href: href("/blog"), label: t("blog") },
      { href: href("/about"), label: t("about") },
      { href: href("/contact"), label: t("contact") },
    ],
    services: {
      label: t("services"),
      allLabel: t("allServices"),
      allHref: href("/#services"),
      groups: SERVICE_GROUPS.map((group) => ({
        label: t(group.labelKey),
        items: group.items.map((item) => ({ href: href(item.href), label: services(`${item.key}.title`) })),
      })),
    },
    labels: {
      open: t("openMenu"),
      close: t("closeMenu"),
      title: t("menuTitle"),
      cta: t("getInTouch"),
      ctaHref: href("/contact"),
    },
  };
}

export async function SiteHeader() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations({ locale, namespace: "nav" });
  const localeText = await getTranslations({ locale, namespace: "locale" });
  const search = await getTranslations({ locale, namespace: "search" });
  const target = otherLocale(locale);
  return (
    <HeaderView
      locale={locale}
      brand={<BrandLink />}
      model={await navigationModel(locale)}
      mainLabel={t("main")}
      search={{
        open: search("open"),
        close: search("close"),
        label: search("label"),
        placeholder: search("placeholder"),
        submit: search("submit"),
      }}
      switcher={{
        target,
        label: localeInfo[target].displayName,
        accessibleLabel: localeText("switchTo", { language: localeInfo[target].displayName }),
      }}
    />
  );
}
