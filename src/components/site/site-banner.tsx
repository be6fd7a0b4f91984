import { getLocale, getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import type { Locale } from "@/i18n/locales";
import { getActiveBanner } from "@/server/site-settings";
import { BANNER_STORAGE_KEY, bannerId } from "./banner-constants";
import { BannerDismissButton } from "./banner-dismiss-button";

const linkClass = "font-semibold text-gold-300 underline underline-offset-4 hover:text-white";

/**
 * The announcement banner (site settings: text, link, on or off, dates). Dismissal is remembered in
 * local storage; the inline script runs before the banner is parsed, so a dismissed banner never
 * flashes or shifts the layout. It also hides a banner whose last day has passed since the page was
 * rendered (the dates are days in Riyadh).
 */
export async function SiteBanner() {
  const banner = await getActiveBanner();
  if (!banner) return null;
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("banner");
  const id = bannerId(banner);
  const today = `new Intl.DateTimeFormat("en-CA",{timeZone:"Asia/Riyadh"}).format(new Date())`;
  const hide = [
    `localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)})===${JSON.stringify(id)}`,
    ...(banner.endDate ? [`${today}>${JSON.stringify(banner.endDate)}`] : []),
  ].join("||");
  const script = `try{if(${hide})document.documentElement.setAttribute("data-banner-dismissed","")}catch(e){}`;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <aside data-site-banner aria-label={t("label")} className="bg-navy-900 text-white">
        <div className="container-page relative flex min-h-11 items-center justify-center gap-x-3 gap-y-1 py-1.5 pe-12 text-sm max-sm:flex-wrap">
          <p className="text-center">{banner.text[locale]}</p>
          {banner.link.startsWith("/") ? (
            <LocaleLink href={banner.link} className={linkClass}>
              {banner.cta[locale]}
            </LocaleLink>
          ) : (
            <a href={banner.link} className={linkClass} rel="noopener noreferrer">
              {banner.cta[locale]}
            </a>
          )}
          <BannerDismissButton label={t("dismiss")} id={id} />
        </div>
      </aside>
    </>
  );
}
