import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ErrorScreen } from "@/components/site/error-screen";
import { LocaleLink } from "@/components/ui/locale-link";

// Shown by the proxy, with status 503 and Retry-After, when the database cannot be reached.
export async function generateMetadata({ params }: PageProps<"/[locale]/x-unavailable">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "errors" });
  return { title: { absolute: `503 | ${t("503.title")}` }, robots: { index: false } };
}

export default async function Unavailable({ params }: PageProps<"/[locale]/x-unavailable">) {
  setRequestLocale(await pageLocale(params));
  const t = await getTranslations("errors");
  const nav = await getTranslations("nav");
  return (
    <ErrorScreen
      status={503}
      title={t("503.title")}
      description={t("503.description")}
      action={
        <LocaleLink href="/" className="button-primary">
          {nav("home")}
        </LocaleLink>
      }
    />
  );
}
