import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { LegalSettingsForm } from "@/components/dashboard/legal-settings";
import type { Messages } from "@/i18n/messages";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { LEGAL_PAGES } from "@/lib/validation/legal";
import { legalPagesForDashboard } from "@/server/legal";

type Props = PageProps<"/[locale]/dashboard/settings">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("settings.title") }) },
    robots: { index: false, follow: false },
  };
}

/** Site settings (administrators; a 404 for an editor): today the legal pages, in both languages. */
export default async function SettingsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const pages = await legalPagesForDashboard(localizedPath(locale, "/login"));
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.settings.title}</h1>
      <p className="mt-2 mb-8 text-navy-700">{dashboard.settings.intro}</p>
      <div className="space-y-8">
        {LEGAL_PAGES.map((kind) => (
          <LegalSettingsForm
            key={kind}
            kind={kind}
            document={pages[kind]}
            text={dashboard.settings}
            publicPath={localizedPath(locale, `/${kind}`)}
          />
        ))}
      </div>
    </div>
  );
}
