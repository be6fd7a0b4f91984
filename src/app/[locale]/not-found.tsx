import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { ErrorScreen } from "@/components/site/error-screen";
import { NotFoundMessage } from "@/components/site/not-found-message";
import { SiteFrame } from "@/components/site/site-frame";
import { LocaleLink } from "@/components/ui/locale-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: { absolute: `404 | ${t("404.title")}` }, robots: { index: false } };
}

export default async function NotFound() {
  const locale = await getLocale();
  const t = await getTranslations("errors");
  const nav = await getTranslations("nav");

  return (
    <SiteFrame locale={locale}>
      <ErrorScreen
        status={404}
        title={t("404.title")}
        description={t("404.description")}
        message={<NotFoundMessage />}
        action={
          <LocaleLink href="/" className="button-primary">
            {nav("home")}
          </LocaleLink>
        }
      />
    </SiteFrame>
  );
}
