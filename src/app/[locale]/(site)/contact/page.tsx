import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ContactFormSection } from "@/components/contact/contact-form-section";
import { ContactPage } from "@/components/contact/contact-page";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";

type Props = PageProps<"/[locale]/contact">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: "/contact",
    title: t("contact.meta.title"),
    description: t("contact.meta.description"),
    siteName: t("site.name"),
  });
}

// Rendered per request: the form carries a token signed as the page is served.
export const instant = false;

export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const service = (await searchParams).service;
  return (
    <ContactPage form={<ContactFormSection locale={locale} service={typeof service === "string" ? service : null} />} />
  );
}
