import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TwoFactorPolicy, UsersManager } from "@/components/dashboard/users-manager";
import { pageLocale } from "@/i18n/page-locale";
import { loadMessages } from "@/i18n/messages";
import { formatDate } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import { usersScreen } from "@/server/auth/dashboard";

type Props = PageProps<"/[locale]/dashboard/users">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: { absolute: t("metaTitle", { page: t("users.title") }) }, robots: { index: false, follow: false } };
}

export default async function UsersPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { me, accounts, mail, requireAdminTwoFactor } = await usersScreen(localizedPath(locale, "/login"));
  const t = await getTranslations({ locale, namespace: "dashboard.users" });
  const { dashboard } = await loadMessages(locale);
  const text = dashboard.users;
  const dates = Object.fromEntries(
    accounts.map((account) => [
      account.id,
      {
        lastSignIn: account.lastLoginAt ? formatDate(account.lastLoginAt, locale) : null,
        invitationUntil: account.invitationExpiresAt ? formatDate(account.invitationExpiresAt, locale) : null,
      },
    ]),
  );
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
        <p className="mt-1 text-navy-700">
          {t("intro")} {t("count", { count: accounts.length })}
        </p>
      </div>
      <TwoFactorPolicy required={requireAdminTwoFactor} text={text} />
      <UsersManager
        accounts={accounts}
        meId={me.id}
        mail={mail}
        locale={locale}
        text={text}
        genderText={dashboard.gender}
        dates={dates}
      />
    </div>
  );
}
