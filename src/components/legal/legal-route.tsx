import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import type { LegalPageKind } from "@/lib/validation/legal";
import { getLegalPage } from "@/server/legal";
import { getSiteSettings } from "@/server/site-settings";
import { LegalPage } from "./legal-page";

type Params = { params: Promise<{ locale: string }> };

/** The metadata and page of a legal route, from the cached settings (src/server/legal.ts). */
export function legalMetadata(kind: LegalPageKind) {
  return async function generateMetadata({ params }: Params): Promise<Metadata> {
    const locale = await pageLocale(params);
    const [document, t] = await Promise.all([getLegalPage(kind), getTranslations({ locale })]);
    const page = document[locale];
    return pageMetadata({
      locale,
      path: `/${kind}`,
      title: page.title,
      description: page.description,
      siteName: t("site.name"),
    });
  };
}

export function legalPage(kind: LegalPageKind) {
  return async function Page({ params }: Params) {
    const locale = await pageLocale(params);
    const [document, { company }] = await Promise.all([getLegalPage(kind), getSiteSettings()]);
    return <LegalPage locale={locale} kind={kind} document={document} company={company} />;
  };
}
