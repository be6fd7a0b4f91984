import type { Metadata } from "next";
import { serviceMetadata } from "@/components/services/service-metadata";
import { ServicePage } from "@/components/services/service-page";
import { getServiceContent } from "@/content/services";
import { SERVICE_SLUGS } from "@/content/service-slugs";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { answerMissingPage } from "@/server/redirects/follow";

export const ensureStatic = "navigation";

export function generateStaticParams() {
  return SERVICE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: PageProps<"/[locale]/services/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const content = await getServiceContent(locale, slug);
  return content ? serviceMetadata(locale, slug, content) : {};
}

export default async function ServiceDetailPage({ params }: PageProps<"/[locale]/services/[slug]">) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const content = await getServiceContent(locale, slug);
  // An address that names no service may have been redirected; else a 404.
  if (!content) return answerMissingPage(localizedPath(locale, `/services/${slug}`));
  return <ServicePage locale={locale} slug={slug} content={content} />;
}
