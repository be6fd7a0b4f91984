import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";
import { getSiteSettings } from "@/server/site-settings";
import { ClosingCtaView } from "./closing-cta-view";

/** Spec §2 Home 7: the closing call to action. */
export async function ClosingCta() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("home.cta");
  const chat = await getTranslations("chat");
  const { company } = await getSiteSettings();
  return (
    <ClosingCtaView
      title={t("title")}
      text={t("text")}
      contact={{ href: localizedHref(locale, "/contact"), label: t("button") }}
      whatsapp={{ number: company.whatsapp, message: chat("prefill"), label: t("whatsapp") }}
    />
  );
}
