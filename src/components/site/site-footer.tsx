import { Clock, Mail, MapPin, Phone } from "@/components/ui/icons";
import { getLocale, getTranslations } from "next-intl/server";
import { cacheLife } from "next/cache";
import { siteConfig } from "@/config/site";
import type { Locale } from "@/i18n/locales";
import { addressLine, socialProfiles } from "@/lib/site-facts";
import { getSiteSettings } from "@/server/site-settings";
import { SERVICE_GROUPS } from "@/content/service-groups";
import { LocaleLink } from "@/components/ui/locale-link";
import { mailtoUrl, telUrl, whatsappUrl } from "@/lib/contact-links";
import { BrandLink } from "./brand-link";
import { InstagramIcon, LinkedInIcon, WhatsAppIcon, XIcon, YouTubeIcon } from "./social-icons";

const SOCIAL_ICONS = { linkedin: LinkedInIcon, x: XIcon, instagram: InstagramIcon, youtube: YouTubeIcon } as const;

/** The year of the copyright line: prerendered with the page, renewed daily. */
async function copyrightYear(): Promise<number> {
  "use cache";
  cacheLife("days");
  return new Date().getFullYear();
}

export async function SiteFooter() {
  const t = await getTranslations("footer");
  const nav = await getTranslations("nav");
  const services = await getTranslations("services");
  const markets = await getTranslations("markets");
  const socialNames = await getTranslations("social");
  const legal = await getTranslations("legal");
  const year = await copyrightYear();
  const locale = (await getLocale()) as Locale;
  const { company } = await getSiteSettings();
  const social = socialProfiles(company);

  return (
    <footer className="mt-auto bg-navy-900 text-white/85">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <BrandLink tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{t("about")}</p>
          {social.length > 0 && (
            <>
              <p className="mt-6 text-sm font-semibold text-white">{t("followUs")}</p>
              <ul className="mt-3 flex gap-2">
                {social.map(([key, href]) => {
                  const Icon = SOCIAL_ICONS[key];
                  return (
                    <li key={key}>
                      <a
                        href={href}
                        rel="noopener noreferrer me"
                        target="_blank"
                        aria-label={socialNames(key)}
                        className="social-link"
                      >
                        <Icon className="size-5" />
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
        </div>

        <nav aria-label={t("servicesTitle")} className="lg:col-span-3">
          <h2 className="text-base font-semibold text-white">{t("servicesTitle")}</h2>
          <ul className="mt-4 space-y-1 text-sm">
            {SERVICE_GROUPS.flatMap((group) => group.items).map((item) => (
              <li key={item.href}>
                <LocaleLink href={item.href} className="footer-link">
                  {services(`${item.key}.title`)}
                </LocaleLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="lg:col-span-2">
          <h2 className="text-base font-semibold text-white">{t("companyTitle")}</h2>
          <ul className="mt-4 space-y-1 text-sm">
            {(
              [
                ["/about", nav("about")],
                ["/blog", nav("blog")],
                ["/contact", nav("contact")],
                ["/#solutions", nav("solutions")],
              ] as const
            ).map(([href, label]) => (
              <li key={href}>
                <LocaleLink href={href} className="footer-link">
                  {label}
                </LocaleLink>
              </li>
            ))}
          </ul>
          <h2 className="mt-8 text-base font-semibold text-white">{t("marketsTitle")}</h2>
          <ul className="mt-3 space-y-1 text-sm">
            {siteConfig.markets.map((market) => (
              <li key={market}>{markets(market)}</li>
            ))}
          </ul>
        </div>

        <div className="lg:col-span-3">
          <h2 className="text-base font-semibold text-white">{t("contactTitle")}</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{t("addressLabel")}: </span>
                {addressLine(company, locale)}
                <br />
                <a
                  href={company.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline hover:text-white"
                >
                  {t("mapLink")}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <Phone aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{t("phoneLabel")}: </span>
                <a href={telUrl(company.phone)} dir="ltr" className="hover:text-white hover:underline">
                  {company.phone}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <WhatsAppIcon className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{t("whatsappLabel")}: </span>
                <a
                  href={whatsappUrl(company.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className="hover:text-white hover:underline"
                >
                  {company.whatsapp}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <Mail aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
              <span>
                <span className="sr-only">{t("emailLabel")}: </span>
                <a href={mailtoUrl(company.email)} className="hover:text-white hover:underline">
                  {company.email}
                </a>
              </span>
            </p>
          </address>
          <h2 className="mt-8 text-base font-semibold text-white">{t("hoursTitle")}</h2>
          <p className="mt-3 flex gap-2 text-sm">
            <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-gold-400" />
            <span>
              {company.hours.text[locale]}
              {company.hours.closed[locale] && (
                <>
                  <br />
                  {company.hours.closed[locale]}
                </>
              )}
            </span>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col items-center gap-3 py-5 text-sm text-white/80 sm:flex-row sm:justify-between">
          <p>{t("copyright", { year, name: company.name[locale] })}</p>
          <nav aria-label={legal("linksLabel")}>
            <ul className="flex flex-wrap justify-center gap-x-5 gap-y-1">
              {(
                [
                  ["/privacy", nav("privacy")],
                  ["/terms", nav("terms")],
                  ["/accessibility", nav("accessibility")],
                ] as const
              ).map(([href, label]) => (
                <li key={href}>
                  <LocaleLink href={href} className="footer-link underline-offset-4">
                    {label}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
