import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
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
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const t = await getTranslations("site");
  return (
    <div className="container-page py-20">
      <h1 className="text-4xl font-bold">{t("name")}</h1>
      <p className="mt-4">{t("description")}</p>
      <section id="about" className="mt-[120vh]"><h2>About</h2></section>
      <section id="services" className="mt-[60vh] mb-[100vh]"><h2>Services</h2></section>
    </div>
  );
}
