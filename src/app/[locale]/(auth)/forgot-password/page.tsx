import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { brandedTitle } from "@/lib/seo/metadata";
import { connection } from "next/server";
import { ForgotPasswordForm } from "@/components/account/forgot-password-form";
import { LocaleLink } from "@/components/ui/locale-link";
import { aroundValue } from "@/i18n/client-messages";
import { pageLocale } from "@/i18n/page-locale";
import { mailConfigured } from "@/server/mail";

export const instant = false;

type Props = PageProps<"/[locale]/forgot-password">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "auth.reset" });
  const site = await getTranslations({ locale, namespace: "site" });
  return { title: { absolute: brandedTitle(t("metaTitle"), site("name")) }, robots: { index: false, follow: false } };
}

export default async function ForgotPasswordPage({ params }: Props) {
  const locale = await pageLocale(params);
  // Whether a mail server is configured is read at request time, never baked in at build.
  await connection();
  const t = await getTranslations({ locale, namespace: "auth.reset" });
  return (
    <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-2xl sm:p-10">
      <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
      {mailConfigured() ? (
        <>
          <p className="mt-2 mb-6 text-navy-700">{t("subtitle")}</p>
          <ForgotPasswordForm
            locale={locale}
            text={{
              email: t("email"),
              submit: t("submit"),
              submitting: t("submitting"),
              sent: aroundValue((values) => t("sent", values), "email"),
              errors: {
                email_required: t("errors.email_required"),
                email_invalid: t("errors.email_invalid"),
                network: t("errors.network"),
                server_error: t("errors.server_error"),
              },
            }}
          />
        </>
      ) : (
        <p role="status" className="mt-4 rounded-xl bg-sand-100 p-4 text-navy-900">
          {t("noMail")}
        </p>
      )}
      <p className="mt-6 text-sm">
        <LocaleLink href="/login" className="font-semibold text-brand-700 hover:underline">
          {t("back")}
        </LocaleLink>
      </p>
    </div>
  );
}
