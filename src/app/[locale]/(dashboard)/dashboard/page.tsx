import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { DashboardOverview } from "@/components/dashboard/dashboard-overview";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { newLeadsSummary } from "@/server/leads/dashboard";
import { dashboardOverview, justTrashed, parseListFilters } from "@/server/posts/dashboard";
import { UndoTrashToast } from "@/components/dashboard/undo-trash-toast";
import { recordId } from "@/lib/validation/numbers";
import type { Messages } from "@/i18n/messages";
import { getMessages } from "next-intl/server";
import { demoContentForDashboard } from "@/server/demo-content";

type Props = PageProps<"/[locale]/dashboard">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: { absolute: t("metaTitle", { page: t("nav.home") }) }, robots: { index: false, follow: false } };
}

export default async function DashboardPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const filters = parseListFilters(query);
  const loginPath = localizedPath(locale, "/login");
  // ?trashed={id}: the editor has just moved that post to the trash (undo-trash-toast.tsx).
  const trashedId = recordId.safeParse(query.trashed);
  const [data, leads, demo, trashed] = await Promise.all([
    dashboardOverview(loginPath, filters),
    newLeadsSummary(loginPath),
    demoContentForDashboard(loginPath),
    justTrashed(loginPath, trashedId.success ? trashedId.data : undefined),
  ]);
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <>
      <DashboardOverview locale={locale} filters={filters} leads={leads} demo={demo} {...data} />
      {trashed && <UndoTrashToast id={trashed.id} title={trashed.title} text={dashboard.trash} />}
    </>
  );
}
