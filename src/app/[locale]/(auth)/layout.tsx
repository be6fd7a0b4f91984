import { getTranslations } from "next-intl/server";
import { BrandLink } from "@/components/site/brand-link";
import { LocaleLink } from "@/components/ui/locale-link";
import { pageLocale } from "@/i18n/page-locale";
import { WEB_FONTS_CLASS } from "@/lib/web-fonts";

/** The auth layout: a quiet frame around the sign-in card. */
export default async function AuthLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  return (
    <div
      className={`flex flex-1 flex-col bg-gradient-to-br from-navy-900 via-navy-800 to-brand-800 ${WEB_FONTS_CLASS}`}
    >
      <header className="container-page flex h-16 items-center justify-between">
        <BrandLink tone="light" />
        <LocaleLink href="/" className="text-sm font-semibold text-white/90 hover:text-white hover:underline">
          {t("backToSite")}
        </LocaleLink>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center px-4 py-10">
        {children}
      </main>
    </div>
  );
}
