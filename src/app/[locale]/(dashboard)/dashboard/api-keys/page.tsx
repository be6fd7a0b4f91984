import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { ApiKeysManager } from "@/components/dashboard/api-keys-manager";
import { pageLocale } from "@/i18n/page-locale";
import type { Messages } from "@/i18n/messages";
import { localizedPath } from "@/lib/seo/urls";
import { apiKeysForDashboard } from "@/server/api-keys/dashboard";

type Props = PageProps<"/[locale]/dashboard/api-keys">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("apiKeys.title") }) },
    robots: { index: false, follow: false },
  };
}

export default async function ApiKeysPage({ params }: Props) {
  const locale = await pageLocale(params);
  const keys = await apiKeysForDashboard(localizedPath(locale, "/login"));
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.apiKeys.title}</h1>
      <p className="mt-2 mb-8 max-w-3xl text-navy-700">{dashboard.apiKeys.intro}</p>
      <ApiKeysManager locale={locale} keys={keys} text={dashboard.apiKeys} />
    </div>
  );
}
