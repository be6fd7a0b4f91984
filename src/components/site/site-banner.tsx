import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { ASSESSMENT_SERVICE } from "@/lib/validation/lead";
import { BANNER_ID, BANNER_STORAGE_KEY } from "./banner-constants";
import { BannerDismissButton } from "./banner-dismiss-button";

/**
 * The announcement banner. Dismissal is remembered in local storage; the inline script runs
 * before the banner is parsed, so a dismissed banner never flashes or shifts the layout.
 */
export async function SiteBanner() {
  const t = await getTranslations("banner");
  const hideIfDismissed = `try{if(localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)})===${JSON.stringify(BANNER_ID)})document.documentElement.setAttribute("data-banner-dismissed","")}catch(e){}`;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideIfDismissed }} />
      <aside data-site-banner aria-label={t("label")} className="bg-navy-900 text-white">
        <div className="container-page relative flex min-h-11 items-center justify-center gap-x-3 gap-y-1 py-1.5 pe-12 text-sm max-sm:flex-wrap">
          <p className="text-center">{t("text")}</p>
          <LocaleLink
            href={`/contact?service=${ASSESSMENT_SERVICE}`}
            className="font-semibold text-gold-300 underline underline-offset-4 hover:text-white"
          >
            {t("cta")}
          </LocaleLink>
          <BannerDismissButton label={t("dismiss")} />
        </div>
      </aside>
    </>
  );
}
