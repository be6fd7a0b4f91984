import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import { ErrorScreen } from "./error-screen";
import { NotFoundMessage } from "./not-found-message";

export async function notFoundMetadata(): Promise<Metadata> {
  const t = await getTranslations("errors");
  return { title: { absolute: `404 | ${t("404.title")}` }, robots: { index: false } };
}

/**
 * The 404 screen. Each layout's not-found boundary renders it inside that layout's own frame, so
 * the header and footer are not repeated in every page's payload as a second copy.
 */
export async function NotFoundScreen() {
  const t = await getTranslations("errors");
  const nav = await getTranslations("nav");
  return (
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
  );
}
