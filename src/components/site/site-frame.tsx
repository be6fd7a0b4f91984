import { getTranslations } from "next-intl/server";
import { WEB_FONTS_SCRIPT } from "@/styles/fonts";
import type { ReactNode } from "react";
import type { Locale } from "@/i18n/locales";
import { siteStructuredData } from "@/lib/seo/structured-data";
import { localizedPath } from "@/lib/seo/urls";
import { TRACKER_INTEGRITY, TRACKER_PATH } from "@/server/analytics/tracker";
import { siteOrigin } from "@/server/site";
import { getSiteSettings } from "@/server/site-settings";
import { ChatWidget } from "./chat-widget";
import { HashScroll } from "./hash-scroll";
import { JsonLd } from "./json-ld";
import { LocaleAlternateProvider } from "./locale-alternate";
import { SiteBanner } from "./site-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { WebFontsOnNavigation } from "./web-fonts-on-navigation";

/** The default layout: banner, header, main content, footer and the site-wide widgets. */
export async function SiteFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: "site" });
  const chat = await getTranslations({ locale, namespace: "chat" });
  const blog = await getTranslations({ locale, namespace: "blog" });
  const { company, chat: chatSettings } = await getSiteSettings();
  return (
    <LocaleAlternateProvider>
      {/* React places it in <head>: feed readers find the language's blog feed from any page. */}
      <link
        rel="alternate"
        type="application/rss+xml"
        title={blog("feedTitle", { site: t("name") })}
        href={localizedPath(locale, "/feed.xml")}
      />
      {/* First in the body: decides on the web fonts before anything paints. */}
      <script dangerouslySetInnerHTML={{ __html: WEB_FONTS_SCRIPT[locale] }} />
      <a href="#main" className="skip-link">
        {t("skipToContent")}
      </a>
      <SiteBanner />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatWidget
        companyName={company.name[locale]}
        whatsapp={{ number: chatSettings.whatsapp, message: chat("prefill") }}
        text={{
          open: chat("open"),
          close: chat("close"),
          status: chat("status"),
          greeting: chatSettings.greeting[locale],
          start: chat("start"),
          avatarAlt: chat("avatarAlt"),
        }}
      />
      <HashScroll />
      <WebFontsOnNavigation />
      <JsonLd data={siteStructuredData(siteOrigin(), locale, t("description"), company)} />
      {/* First-party analytics, loaded without blocking the page. */}
      <script src={TRACKER_PATH} integrity={TRACKER_INTEGRITY} async />
    </LocaleAlternateProvider>
  );
}
