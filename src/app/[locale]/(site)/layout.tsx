import { setRequestLocale } from "next-intl/server";
import { SiteFrame } from "@/components/site/site-frame";
import { pageLocale } from "@/i18n/page-locale";

export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  return <SiteFrame locale={locale}>{children}</SiteFrame>;
}
