import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ContactPage } from "@/components/contact/contact-page";
import { pageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/contact">): Promise<Metadata> {
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

export default async function Page({ params }: PageProps<"/[locale]/contact">) {
  const locale = await pageLocale(params);
  setRequestLocale(locale);
  return <ContactPage />;
}
