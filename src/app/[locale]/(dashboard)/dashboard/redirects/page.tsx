import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { RedirectsManager } from "@/components/dashboard/redirects-manager";
import { pageLocale } from "@/i18n/page-locale";
import type { Messages } from "@/i18n/messages";
import { localizedPath } from "@/lib/seo/urls";
import { redirectsForDashboard } from "@/server/redirects/dashboard";

type Props = PageProps<"/[locale]/dashboard/redirects">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("redirects.title") }) },
    robots: { index: false, follow: false },
  };
}

export default async function RedirectsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { items, missing } = await redirectsForDashboard(localizedPath(locale, "/login"));
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.redirects.title}</h1>
      <p className="mt-2 mb-8 max-w-3xl text-navy-700">{dashboard.redirects.intro}</p>
      <RedirectsManager locale={locale} items={items} missing={missing} text={dashboard.redirects} />
    </div>
  );
}
