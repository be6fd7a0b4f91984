import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { serviceMetadata } from "@/components/services/service-metadata";
import { ServicePage } from "@/components/services/service-page";
import { getServiceContent } from "@/content/services";
import type { Locale } from "@/i18n/locales";

const SLUG = "seo";

export async function generateMetadata({ params }: PageProps<"/[locale]/services/seo">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const content = await getServiceContent(locale, SLUG);
  return content ? serviceMetadata(locale, SLUG, content) : {};
}

export default async function Page({ params }: PageProps<"/[locale]/services/seo">) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const content = await getServiceContent(locale, SLUG);
  if (!content) notFound();
  return <ServicePage locale={locale} slug={SLUG} content={content} />;
}
