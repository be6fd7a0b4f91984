import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { LegalSettingsForm } from "@/components/dashboard/legal-settings";
import { PartnersManager } from "@/components/dashboard/partners-manager";
import { SiteSettingsForm } from "@/components/dashboard/site-settings-form";
import type { Messages } from "@/i18n/messages";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { LEGAL_PAGES } from "@/lib/validation/legal";
import { legalPagesForDashboard } from "@/server/legal";
import { companyIsDemo, statsAreDemo } from "@/server/demo-content";
import { siteSettingsForDashboard } from "@/server/site-settings";

type Props = PageProps<"/[locale]/dashboard/settings">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("settings.title") }) },
    robots: { index: false, follow: false },
  };
}

/**
 * Site settings (administrators; a 404 for an editor): the company's details, banner, home numbers,
 * chat widget, partner logos and the legal pages, in both languages.
 */
export default async function SettingsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const loginPath = localizedPath(locale, "/login");
  const [site, pages] = await Promise.all([siteSettingsForDashboard(loginPath), legalPagesForDashboard(loginPath)]);
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.settings.title}</h1>
      <p className="mt-2 mb-8 text-navy-700">{dashboard.settings.intro}</p>
      <div className="space-y-8">
        <section aria-labelledby="site-settings-heading" className="space-y-4">
          <h2 id="site-settings-heading" className="text-xl font-bold text-navy-900">
            {dashboard.siteSettings.title}
          </h2>
          <p className="text-navy-700">{dashboard.siteSettings.intro}</p>
          <SiteSettingsForm
            settings={site.settings}
            text={dashboard.siteSettings}
            languages={dashboard.settings.languages}
            demo={{ stats: statsAreDemo(site.settings), company: companyIsDemo(site.settings) }}
          />
        </section>
        <PartnersManager partners={site.partners} text={dashboard.siteSettings} />
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
