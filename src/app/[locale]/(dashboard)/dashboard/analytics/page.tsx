import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AnalyticsDashboard } from "@/components/dashboard/analytics-dashboard";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { analyticsForDashboard, RANGES, type Range } from "@/server/analytics/report";

type Props = PageProps<"/[locale]/dashboard/analytics">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("analytics.title") }) },
    robots: { index: false, follow: false },
  };
}

export default async function AnalyticsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const requested = (await searchParams).range;
  const range: Range = typeof requested === "string" && requested in RANGES ? (requested as Range) : "7d";
  const report = await analyticsForDashboard(localizedPath(locale, "/login"), range);
  return <AnalyticsDashboard locale={locale} report={report} />;
}
