import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { brandedTitle } from "@/lib/seo/metadata";
import { redirect } from "next/navigation";
import { LoginForm } from "@/components/auth/login-form";
import { LocaleLink } from "@/components/ui/locale-link";
import { pageLocale } from "@/i18n/page-locale";
import { safeNextPath } from "@/lib/safe-next";
import { localizedPath } from "@/lib/seo/urls";
import { AFTER_SIGN_IN } from "@/server/auth/api";
import { getCurrentUser } from "@/server/auth/current-user";
import { oidcProvider } from "@/server/auth/oidc";

// Rendered per request: it reads the session and the query.
export const instant = false;

type Props = PageProps<"/[locale]/login">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "auth" });
  const site = await getTranslations({ locale, namespace: "site" });
  return { title: { absolute: brandedTitle(t("metaTitle"), site("name")) }, robots: { index: false, follow: false } };
}

const ERROR_CODES = [
  "invalid_credentials",
  "account_deactivated",
  "rate_limited",
  "unavailable",
  "server_error",
  "forbidden",
  "invalid_request",
  "code_required",
  "code_invalid",
] as const;

/** The minutes a refused plain form post was told to wait (`wait`), or the whole window. */
function waitMinutes(value: string | string[] | undefined): number {
  const minutes = typeof value === "string" && /^\d{1,2}$/.test(value) ? Number(value) : 0;
  return minutes >= 1 && minutes <= 15 ? minutes : 15;
}

export default async function LoginPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const next = safeNextPath(typeof query.next === "string" ? query.next : null) ?? AFTER_SIGN_IN;
  // Someone already signed in has nothing to do here: to /en/dashboard (docs/decisions.md, decision 8).
  if (await getCurrentUser()) redirect(next);

  const t = await getTranslations("auth");
  const provider = oidcProvider();
  const error = ERROR_CODES.find((code) => code === query.error) ?? null;
  const errors = {
    email_required: t("errors.email_required"),
    email_invalid: t("errors.email_invalid"),
    password_required: t("errors.password_required"),
    password_invalid: t("errors.password_invalid"),
    invalid_credentials: t("errors.invalid_credentials"),
    account_deactivated: t("errors.account_deactivated"),
    rate_limited: t("errors.rate_limited", { minutes: waitMinutes(query.wait) }),
    unavailable: t("errors.unavailable"),
    server_error: t("errors.server_error"),
    network: t("errors.network"),
    forbidden: t("errors.forbidden"),
    invalid_request: t("errors.invalid_request"),
    code_required: t("errors.code_required"),
    code_invalid: t("errors.code_invalid"),
  };

  return (
    <div className="w-full max-w-md rounded-3xl bg-white p-8 shadow-2xl sm:p-10">
      <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
      <p className="mt-2 mb-6 text-navy-700">{t("subtitle")}</p>
      {query.password === "set" && (
        <p role="status" className="mb-4 rounded-xl bg-brand-50 p-3 text-sm text-navy-900">
          {t("passwordSet")}
        </p>
      )}
      <LoginForm
        locale={locale}
        next={next}
        loginPath={localizedPath(locale, "/login")}
        initialError={error}
        text={{
          email: t("email"),
          password: t("password"),
          code: t("code"),
          codeHint: t("codeHint"),
          submit: t("submit"),
          submitting: t("submitting"),
          or: t("or"),
          withProvider: provider ? t("withProvider", { provider: provider.name }) : null,
          popupBlocked: t("popupBlocked"),
          popupFailed: t("popupFailed", { provider: provider?.name ?? "" }),
          errors,
        }}
      />
      <p className="mt-5 text-center text-sm">
        <LocaleLink href="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          {t("forgot")}
        </LocaleLink>
      </p>
    </div>
  );
}
