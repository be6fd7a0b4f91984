import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { TaxonomyManager } from "@/components/dashboard/taxonomy-manager";
import { pageLocale } from "@/i18n/page-locale";
import type { Messages } from "@/i18n/messages";
import { localizedPath } from "@/lib/seo/urls";
import { topicsForDashboard } from "@/server/taxonomy/dashboard";

type Props = PageProps<"/[locale]/dashboard/topics">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("taxonomy.topicsTitle") }) },
    robots: { index: false, follow: false },
  };
}

export default async function TopicsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const items = await topicsForDashboard(localizedPath(locale, "/login"));
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-4xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.taxonomy.topicsTitle}</h1>
      <p className="mt-2 mb-8 text-navy-700">{dashboard.taxonomy.topicsIntro}</p>
      <TaxonomyManager
        kind="topics"
        locale={locale}
        items={items}
        text={dashboard.taxonomy}
        publicPath={localizedPath(locale, "/blog/topics/")}
        demoLabel={dashboard.demo.badge}
      />
    </div>
  );
}
