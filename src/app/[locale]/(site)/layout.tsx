import { SiteFrame } from "@/components/site/site-frame";
import { pageLocale } from "@/i18n/page-locale";

export default async function SiteLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  return <SiteFrame locale={locale}>{children}</SiteFrame>;
}
