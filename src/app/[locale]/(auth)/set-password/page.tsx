import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { brandedTitle } from "@/lib/seo/metadata";
import { connection } from "next/server";
import { SetPasswordForm } from "@/components/account/set-password-form";
import { LocaleLink } from "@/components/ui/locale-link";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { tokenForPage } from "@/server/auth/password-flows";

export const instant = false;

type Props = PageProps<"/[locale]/set-password">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "auth.setPassword" });
  const site = await getTranslations({ locale, namespace: "site" });
  return { title: { absolute: brandedTitle(t("metaTitle"), site("name")) }, robots: { index: false, follow: false } };
}

/** The page an invitation or a reset e-mail links to: choose a password, once. */
export default async function SetPasswordPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await connection();
  const query = await searchParams;
  const token = typeof query.token === "string" ? query.token : "";
  const holder = await tokenForPage(token);
  const t = await getTranslations({ locale, namespace: "auth.setPassword" });
  const meter = await getTranslations({ locale, namespace: "auth.meter" });
  if (!holder)
    return (
      <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-2xl sm:p-10">
        <h1 className="text-2xl font-bold text-navy-900">{t("invalidTitle")}</h1>
        <p className="mt-2 text-navy-700">{t("invalid")}</p>
        <p className="mt-6">
          <LocaleLink href="/forgot-password" className="button-secondary">
            {t("askAgain")}
          </LocaleLink>
        </p>
      </div>
    );
  const invitation = holder.purpose === "invitation";
  // Isolated, so a Latin address keeps its order inside an Arabic sentence.
  const email = `\u2068${holder.email}\u2069`;
  const errorCodes = [
    "password_required",
    "too_short",
    "too_long",
    "common",
    "weak",
    "personal",
    "invalid_token",
    "network",
    "server_error",
  ] as const;
  return (
    <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-2xl sm:p-10">
      <h1 className="text-2xl font-bold text-navy-900">
        {invitation ? t("titleInvitation", { name: holder.name }) : t("titleReset")}
      </h1>
      <p className="mt-2 mb-6 text-navy-700">{t(invitation ? "subtitleInvitation" : "subtitleReset", { email })}</p>
      <SetPasswordForm
        token={token}
        context={[holder.name, holder.email]}
        afterPath={`${localizedPath(locale, "/login")}?password=set`}
        text={{
          password: t("password"),
          show: t("show"),
          submit: t("submit"),
          submitting: t("submitting"),
          meter: {
            label: meter("label"),
            hint: meter("hint"),
            levels: {
              "0": meter("levels.0"),
              "1": meter("levels.1"),
              "2": meter("levels.2"),
              "3": meter("levels.3"),
              "4": meter("levels.4"),
            },
          },
          errors: Object.fromEntries(errorCodes.map((code) => [code, t(`errors.${code}`)])) as Record<
            (typeof errorCodes)[number],
            string
          >,
        }}
      />
    </div>
  );
}
