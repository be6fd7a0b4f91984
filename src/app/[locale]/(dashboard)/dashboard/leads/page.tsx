import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LeadsInbox } from "@/components/dashboard/leads-inbox";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { leadsInbox, parseLeadQuery } from "@/server/leads/dashboard";

type Props = PageProps<"/[locale]/dashboard/leads">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: { absolute: t("metaTitle", { page: t("leads.title") }) }, robots: { index: false, follow: false } };
}

export default async function LeadsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const filters = parseLeadQuery(await searchParams);
  const data = await leadsInbox(localizedPath(locale, "/login"), filters);
  return <LeadsInbox locale={locale} filters={filters} {...data} />;
}
