import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LeadDetail } from "@/components/dashboard/lead-detail";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { leadForReading } from "@/server/leads/dashboard";

type Props = PageProps<"/[locale]/dashboard/leads/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: { absolute: t("metaTitle", { page: t("leads.title") }) }, robots: { index: false, follow: false } };
}

export default async function LeadPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  if (!/^\d{1,10}$/.test(id)) notFound();
  const lead = await leadForReading(localizedPath(locale, "/login"), Number(id));
  if (!lead) notFound();
  return <LeadDetail locale={locale} lead={lead} />;
}
