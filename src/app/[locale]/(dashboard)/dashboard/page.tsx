import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardOverview } from "@/components/dashboard/dashboard-overview";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { newLeadsSummary } from "@/server/leads/dashboard";
import { dashboardOverview, parseListFilters } from "@/server/posts/dashboard";
import { demoContentForDashboard } from "@/server/demo-content";

type Props = PageProps<"/[locale]/dashboard">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: { absolute: t("metaTitle", { page: t("nav.home") }) }, robots: { index: false, follow: false } };
}

export default async function DashboardPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const filters = parseListFilters(await searchParams);
  const loginPath = localizedPath(locale, "/login");
  const [data, leads, demo] = await Promise.all([
    dashboardOverview(loginPath, filters),
    newLeadsSummary(loginPath),
    demoContentForDashboard(loginPath),
  ]);
  return <DashboardOverview locale={locale} filters={filters} leads={leads} demo={demo} {...data} />;
}
