import { getLocale, getTranslations } from "next-intl/server";
import { SERVICE_GROUPS } from "@/content/service-groups";
import { localeInfo, otherLocale, type Locale } from "@/i18n/locales";
import NextLink from "next/link";
import { LocaleLink } from "@/components/ui/locale-link";
import { localizedHref } from "@/lib/seo/urls";
import { BrandLink } from "./brand-link";
import { HeaderSearch } from "./header-search";
import { LocaleSwitcher } from "./locale-switcher";
import { MobileMenu, type NavigationModel } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";

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
  const model = await navigationModel(locale);
  const [home, ...rest] = model.links;
  const target = otherLocale(locale);

  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b border-navy-900/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="container-page flex h-16 items-center justify-between gap-3">
        <BrandLink />
        <nav aria-label={t("main")} className="hidden lg:block">
          <ul className="flex items-center gap-1 text-[0.95rem] font-medium">
            {home && (
              <li>
                <NavLink href={home.href}>{home.label}</NavLink>
              </li>
            )}
            <li>
              <ServicesMenu model={model.services} />
            </li>
            {rest.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <HeaderSearch locale={locale} />
          <LocaleSwitcher
            locale={locale}
            target={target}
            label={localeInfo[target].displayName}
            accessibleLabel={localeText("switchTo", { language: localeInfo[target].displayName })}
          />
          <LocaleLink href="/contact" className="button-primary hidden min-h-10 px-5 py-2 text-sm lg:inline-flex">
            {model.labels.cta}
          </LocaleLink>
          <MobileMenu model={model} />
        </div>
      </div>
    </header>
  );
}

function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <NextLink href={href} prefetch={false} className="nav-link">
      {children}
    </NextLink>
  );
}
