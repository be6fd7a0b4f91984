"use client";

import { SiteLink } from "@/components/ui/site-link";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { HeaderSearch, type HeaderSearchText } from "./header-search";
import { LocaleSwitcher } from "./locale-switcher";
import { MobileMenu, type NavigationModel } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";

type Props = {
  locale: Locale;
  brand: ReactNode;
  model: NavigationModel;
  mainLabel: string;
  search: HeaderSearchText;
  switcher: { target: Locale; label: string; accessibleLabel: string };
};

/**
 * The site header. A client component so that the page's React payload carries the navigation
 * model once, rather than the header's element tree besides it; it renders the same markup.
 */
export function HeaderView({ locale, brand, model, mainLabel, search, switcher }: Props) {
  const [home, ...rest] = model.links;
  return (
    <header
      data-site-header
      className="sticky top-0 z-40 border-b border-navy-900/10 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
    >
      <div className="container-page flex h-16 items-center justify-between gap-3">
        {brand}
        <nav aria-label={mainLabel} className="hidden lg:block">
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
          <HeaderSearch locale={locale} text={search} />
          <LocaleSwitcher locale={locale} {...switcher} />
          <SiteLink
            href={model.labels.ctaHref}
            className="button-primary hidden min-h-10 px-5 py-2 text-sm lg:inline-flex"
          >
            {model.labels.cta}
          </SiteLink>
          <MobileMenu model={model} />
        </div>
      </div>
    </header>
  );
}

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <SiteLink href={href} className="nav-link">
      {children}
    </SiteLink>
  );
}
