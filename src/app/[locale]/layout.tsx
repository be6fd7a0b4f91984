import "../globals.css";
import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import { WEB_FONT_STACK_STYLE } from "@/styles/fonts";
import { ErrorCopyProvider } from "@/components/site/error-copy";
import { HydrationMark } from "@/components/site/hydration-mark";
import { localeInfo } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { routing } from "@/i18n/routing";
import { siteOrigin } from "@/server/site";
import { DEFAULT_SHARE_IMAGE } from "@/lib/seo/metadata";

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "site" });
  return {
    metadataBase: new URL(siteOrigin()),
    applicationName: t("name"),
    title: { default: t("name"), template: "%s" },
    description: t("description"),
    openGraph: {
      type: "website",
      siteName: t("name"),
      locale: localeInfo[locale].ogLocale,
      images: [{ ...DEFAULT_SHARE_IMAGE, alt: t("name") }],
    },
    twitter: { card: "summary_large_image" },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: "#0b5d56",
  width: "device-width",
  initialScale: 1,
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const errors = await getTranslations({ locale, namespace: "errors" });
  const nav = await getTranslations({ locale, namespace: "nav" });

  return (
    <html lang={locale} dir={localeInfo[locale].dir} style={WEB_FONT_STACK_STYLE} suppressHydrationWarning>
      {/* Client components receive translated text as props: no i18n runtime ships to the browser. */}
      <body className="flex min-h-dvh flex-col">
        <ErrorCopyProvider
          copy={{ title: errors("500.title"), description: errors("500.description"), home: nav("home") }}
        >
          {children}
        </ErrorCopyProvider>
        <HydrationMark />
      </body>
    </html>
  );
}
