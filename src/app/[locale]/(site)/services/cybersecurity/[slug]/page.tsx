import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { serviceMetadata } from "@/components/services/service-metadata";
import { ServicePage } from "@/components/services/service-page";
import { getServiceContent } from "@/content/services";
import { SERVICE_SLUGS } from "@/content/service-slugs";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { answerMissingPage } from "@/server/redirects/follow";

// The generic service page under the cybersecurity section (docs/architecture.md, "The public
// site"); its canonical is /services/{slug}.
export const ensureStatic = "navigation";

export function generateStaticParams() {
  return SERVICE_SLUGS.map((slug) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/services/cybersecurity/[slug]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const content = await getServiceContent(locale, slug);
  return content ? serviceMetadata(locale, slug, content) : {};
}

export default async function CybersecurityServicePage({
  params,
}: PageProps<"/[locale]/services/cybersecurity/[slug]">) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const content = await getServiceContent(locale, slug);
  // An address that names no service may have been redirected; else a 404.
  if (!content) return answerMissingPage(localizedPath(locale, `/services/cybersecurity/${slug}`));
  const services = await getTranslations("services");
  return (
    <ServicePage
      locale={locale}
      slug={slug}
      content={content}
      parent={{ label: services("cybersecurity.title"), href: "/services/cybersecurity" }}
    />
  );
}
