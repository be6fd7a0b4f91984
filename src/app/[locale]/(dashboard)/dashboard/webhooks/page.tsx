import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { WebhooksManager } from "@/components/dashboard/webhooks-manager";
import { pageLocale } from "@/i18n/page-locale";
import type { Messages } from "@/i18n/messages";
import { localizedPath } from "@/lib/seo/urls";
import { webhooksForDashboard } from "@/server/webhooks/dashboard";

type Props = PageProps<"/[locale]/dashboard/webhooks">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("webhooks.title") }) },
    robots: { index: false, follow: false },
  };
}

export default async function WebhooksPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { endpoints, deliveries, privateAllowed } = await webhooksForDashboard(localizedPath(locale, "/login"));
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.webhooks.title}</h1>
      <p className="mt-2 mb-8 max-w-3xl text-navy-700">{dashboard.webhooks.intro}</p>
      <WebhooksManager
        locale={locale}
        endpoints={endpoints}
        deliveries={deliveries}
        privateAllowed={privateAllowed}
        text={dashboard.webhooks}
      />
    </div>
  );
}
