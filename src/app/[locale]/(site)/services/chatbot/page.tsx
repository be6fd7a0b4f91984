import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { serviceMetadata } from "@/components/services/service-metadata";
import { ServicePage } from "@/components/services/service-page";
import { getServiceContent } from "@/content/services";

// Made whole at build time (the demo settings) and again at the first request after a start.
export const ensureStatic = "navigation";

const SLUG = "chatbot";

export async function generateMetadata({ params }: PageProps<"/[locale]/services/chatbot">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const content = await getServiceContent(locale, SLUG);
  return content ? serviceMetadata(locale, SLUG, content) : {};
}

export default async function Page({ params }: PageProps<"/[locale]/services/chatbot">) {
  const locale = await pageLocale(params);
  const content = await getServiceContent(locale, SLUG);
  if (!content) notFound();
  return <ServicePage locale={locale} slug={SLUG} content={content} />;
}
