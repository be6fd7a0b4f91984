import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { brandedTitle } from "@/lib/seo/metadata";
import { localizedHref } from "@/lib/seo/urls";
import { NotFoundView } from "./not-found-view";

/**
 * The 404 screen, rendered on the server in the page's language: the status, the translated title
 * and message are in the HTML itself, for browsers with or without JavaScript and for crawlers. The
 * error catalogue's technical status messages (docs/decisions.md, decision 39) go to the log and
 * the HTTP reason phrase, not on the screen. (A 503 is written by the edge, server.mjs, which needs
 * no database.)
 */
async function StatusScreen({ status }: { status: 404 }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("errors");
  const nav = await getTranslations("nav");
  return (
    <NotFoundView
      status={status}
      title={t(`${status}.title`)}
      description={t(`${status}.description`)}
      home={{ href: localizedHref(locale, "/"), label: nav("home") }}
    />
  );
}

export function NotFoundScreen() {
  return <StatusScreen status={404} />;
}

async function statusMetadata(status: 404): Promise<Metadata> {
  const t = await getTranslations("errors");
  const site = await getTranslations("site");
  return { title: { absolute: brandedTitle(t(`${status}.title`), site("name")) }, robots: { index: false } };
}

export const notFoundMetadata = () => statusMetadata(404);
