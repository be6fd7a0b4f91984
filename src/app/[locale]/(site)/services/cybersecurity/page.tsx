import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CybersecurityOverviewPage } from "@/components/services/cybersecurity-overview";
import { getCybersecurityOverview } from "@/content/services";
import { pageMetadata } from "@/lib/seo/metadata";

// Made whole at build time (the demo settings) and again at the first request after a start.
export const ensureStatic = "navigation";

export async function generateMetadata({ params }: PageProps<"/[locale]/services/cybersecurity">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const overview = await getCybersecurityOverview(locale);
  const site = await getTranslations({ locale, namespace: "site" });
  return pageMetadata({
    locale,
    path: "/services/cybersecurity",
    title: overview.meta.title || overview.title,
    description: overview.meta.description || overview.content,
    siteName: site("name"),
    image: { url: "/tech-services/cybersecurity.jpg", width: 1200, height: 630, alt: overview.title },
  });
}

export default async function Page({ params }: PageProps<"/[locale]/services/cybersecurity">) {
  const locale = await pageLocale(params);
  return <CybersecurityOverviewPage locale={locale} overview={await getCybersecurityOverview(locale)} />;
}
