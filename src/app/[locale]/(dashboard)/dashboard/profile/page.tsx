import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ChangePasswordForm, EndOtherSessionsButton, ProfileDetailsForm } from "@/components/dashboard/profile-forms";
import { TwoFactorSection } from "@/components/dashboard/two-factor-section";
import { localeInfo } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";
import { pageLocale } from "@/i18n/page-locale";
import { formatDate, formatDateTime } from "@/lib/format";
import { localizedPath } from "@/lib/seo/urls";
import { profileScreen } from "@/server/auth/dashboard";

type Props = PageProps<"/[locale]/dashboard/profile">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return { title: { absolute: t("metaTitle", { page: t("profile.title") }) }, robots: { index: false, follow: false } };
}

/** A short name for a browser from its user agent, for the sessions list. */
function browserName(userAgent: string): string | null {
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Firefox\//.test(userAgent)
      ? "Firefox"
      : /Chrom(e|ium)\//.test(userAgent)
        ? "Chrome"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : null;
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS X/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : null;
  return browser ? (system ? `${browser} · ${system}` : browser) : null;
}

export default async function ProfilePage({ params }: Props) {
  const locale = await pageLocale(params);
  const { profile, sessions, twoFactor, mustSetUp } = await profileScreen(localizedPath(locale, "/login"));
  const messages = await loadMessages(locale);
  const text = messages.dashboard.profile;
  const meter = messages.auth.meter;
  const t = await getTranslations({ locale, namespace: "dashboard.profile" });
  const section = "rounded-2xl bg-white p-5 ring-1 ring-navy-900/10 sm:p-6";
  return (
    <div className="max-w-3xl space-y-6">
      <h1 className="text-2xl font-bold text-navy-900">{t("title")}</h1>
      {mustSetUp && (
        <p role="alert" className="rounded-2xl bg-amber-50 p-4 font-semibold text-navy-900 ring-1 ring-amber-600/40">
          {t("twoFactor.required")}
        </p>
      )}
      <section aria-labelledby="profile-details" className={section}>
        <h2 id="profile-details" className="mb-4 text-lg font-bold text-navy-900">
          {t("details")}
        </h2>
        <ProfileDetailsForm
          profile={profile}
          text={text}
          genderText={messages.dashboard.gender}
          localeNames={{ ar: localeInfo.ar.displayName, en: localeInfo.en.displayName }}
          profilePaths={{
            ar: localizedPath("ar", "/dashboard/profile"),
            en: localizedPath("en", "/dashboard/profile"),
          }}
        />
      </section>
      <section aria-labelledby="profile-password" className={section}>
        <h2 id="profile-password" className="mb-4 text-lg font-bold text-navy-900">
          {t("password")}
        </h2>
        <ChangePasswordForm text={text} meter={meter} context={[profile.name, profile.email]} />
      </section>
      <section aria-labelledby="profile-two-factor" className={section}>
        <h2 id="profile-two-factor" className="text-lg font-bold text-navy-900">
          {t("twoFactor.title")}
        </h2>
        <p className="mt-1 mb-4 text-sm text-navy-700">{t("twoFactor.intro")}</p>
        <TwoFactorSection
          enabled={Boolean(twoFactor.enabledAt)}
          statusLine={
            twoFactor.enabledAt
              ? t("twoFactor.on", { date: formatDate(twoFactor.enabledAt, locale), count: twoFactor.recoveryCodesLeft })
              : t("twoFactor.off")
          }
          text={text.twoFactor}
        />
      </section>
      <section aria-labelledby="profile-sessions" className={section}>
        <h2 id="profile-sessions" className="text-lg font-bold text-navy-900">
          {t("sessions")}
        </h2>
        <p className="mt-1 mb-4 text-sm text-navy-700">{t("sessionsIntro")}</p>
        <ul className="divide-y divide-navy-900/10" data-testid="sessions">
          {sessions.map((session) => (
            <li key={session.id} className="py-3">
              <p className="font-semibold text-navy-900">
                <bdi>{browserName(session.userAgent) ?? t("unknownBrowser")}</bdi>
                {session.current && (
                  <span className="ms-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">
                    {t("thisDevice")}
                  </span>
                )}
              </p>
              <p className="text-sm text-navy-700">
                {t("started", { date: formatDateTime(session.createdAt, locale) })} ·{" "}
                {t("lastSeen", { date: formatDateTime(session.lastSeenAt, locale) })}
              </p>
            </li>
          ))}
        </ul>
        <div className="mt-4">
          <EndOtherSessionsButton text={text} />
        </div>
      </section>
    </div>
  );
}
