import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AboutPage } from "@/components/about/about-page";
import { getAboutContent } from "@/content/services";
import { pageMetadata } from "@/lib/seo/metadata";

// Made whole at build time (the demo settings) and again at the first request after a start.
export const ensureStatic = "navigation";

export async function generateMetadata({ params }: PageProps<"/[locale]/about">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const about = await getAboutContent(locale);
  const site = await getTranslations({ locale, namespace: "site" });
  return pageMetadata({
    locale,
    path: "/about",
    title: about.meta.title || about.title,
    description: about.meta.description || about.content,
    siteName: site("name"),
    image: { url: "/images/about.jpg", width: 1200, height: 800, alt: about.title },
  });
}

export default async function Page({ params }: PageProps<"/[locale]/about">) {
  const locale = await pageLocale(params);
  return <AboutPage locale={locale} about={await getAboutContent(locale)} />;
}
