import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AuditLogView } from "@/components/dashboard/audit-log";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { parseAuditQuery } from "@/server/auth/accounts-api";
import { auditScreen } from "@/server/auth/dashboard";

type Props = PageProps<"/[locale]/dashboard/audit">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: { absolute: t("metaTitle", { page: t("audit.title") }) }, robots: { index: false, follow: false } };
}

export default async function AuditPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = Object.fromEntries(
    Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  const filters = parseAuditQuery(query);
  const data = await auditScreen(localizedPath(locale, "/login"), filters);
  return <AuditLogView locale={locale} filters={filters} {...data} />;
}
