import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AboutSection } from "@/components/home/about-section";
import { ClosingCta } from "@/components/home/closing-cta";
import { HeroSection } from "@/components/home/hero-section";
import { PartnersSection } from "@/components/home/partners-section";
import { ServicesSection } from "@/components/home/services-section";
import { SolutionsSection } from "@/components/home/solutions-section";
import { StatsSection } from "@/components/home/stats-section";
import { pageMetadata } from "@/lib/seo/metadata";

// Made whole at build time (the demo settings) and again at the first request after a start.
export const ensureStatic = "navigation";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: "/",
    title: t("home.meta.title"),
    description: t("home.meta.description"),
    siteName: t("site.name"),
  });
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  await pageLocale(params);
  return (
    <>
      <HeroSection />
      <AboutSection />
      <ServicesSection />
      <SolutionsSection />
      <StatsSection />
      <PartnersSection />
      <ClosingCta />
    </>
  );
}
