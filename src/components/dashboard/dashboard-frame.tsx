import { WEB_FONTS_CLASS } from "@/lib/web-fonts";
import {
  BarChart3,
  ExternalLink,
  History,
  Images,
  Inbox,
  LayoutDashboard,
  PenLine,
  PlusCircle,
  Settings,
  Signpost,
  Tags,
  UserRound,
  UserRoundCog,
  Users,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { BrandLink } from "@/components/site/brand-link";
import { LocaleSwitcher } from "@/components/site/locale-switcher";
import { LocaleAlternateProvider } from "@/components/site/locale-alternate";
import { localeInfo, otherLocale, type Locale } from "@/i18n/locales";
import { localizedPath } from "@/lib/seo/urls";
import { canManageAuthors, canManageLeads, canManageSettings, canManageUsers } from "@/server/auth/roles";
import type { SessionUser } from "@/server/auth/users";
import { DashboardNav } from "./dashboard-nav";
import { DashboardToaster } from "./dashboard-toaster";
import { SignOutButton } from "./sign-out-button";

/** The dashboard layout: navigation, the signed-in user and the page. */
export async function DashboardFrame({
  locale,
  user,
  children,
}: {
  locale: Locale;
  user: SessionUser;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "dashboard.nav" });
  const localeText = await getTranslations({ locale, namespace: "locale" });
  const target = otherLocale(locale);
  const href = (path: string) => localizedPath(locale, path);
  const items = [
    {
      href: href("/dashboard"),
      label: t("home"),
      icon: <LayoutDashboard aria-hidden className="size-5" />,
      exact: true,
    },
    { href: href("/dashboard/posts/create"), label: t("newPost"), icon: <PlusCircle aria-hidden className="size-5" /> },
    { href: href("/dashboard/topics"), label: t("topics"), icon: <Tags aria-hidden className="size-5" /> },
    { href: href("/dashboard/media"), label: t("media"), icon: <Images aria-hidden className="size-5" /> },
    ...(canManageAuthors(user)
      ? [{ href: href("/dashboard/authors"), label: t("authors"), icon: <PenLine aria-hidden className="size-5" /> }]
      : []),
    ...(canManageLeads(user)
      ? [{ href: href("/dashboard/leads"), label: t("leads"), icon: <Inbox aria-hidden className="size-5" /> }]
      : []),
    { href: href("/dashboard/analytics"), label: t("analytics"), icon: <BarChart3 aria-hidden className="size-5" /> },
    ...(canManageSettings(user)
      ? [
          {
            href: href("/dashboard/settings"),
            label: t("settings"),
            icon: <Settings aria-hidden className="size-5" />,
          },
          {
            href: href("/dashboard/redirects"),
            label: t("redirects"),
            icon: <Signpost aria-hidden className="size-5" />,
          },
        ]
      : []),
    ...(canManageUsers(user)
      ? [
          { href: href("/dashboard/users"), label: t("users"), icon: <Users aria-hidden className="size-5" /> },
          { href: href("/dashboard/audit"), label: t("audit"), icon: <History aria-hidden className="size-5" /> },
        ]
      : []),
    { href: href("/dashboard/profile"), label: t("profile"), icon: <UserRoundCog aria-hidden className="size-5" /> },
  ];
  return (
    <LocaleAlternateProvider>
      <div className={`flex min-h-dvh flex-col bg-sand-50 lg:flex-row ${WEB_FONTS_CLASS}`}>
        {/* The menu scrolls in its own column when it is taller than the screen: below its dark
            background, its last link would be white on the page's light one. */}
        <aside
          aria-label={t("menu")}
          className="border-b border-navy-900/10 bg-navy-900 text-white lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-e lg:border-b-0"
        >
          <div className="flex h-16 items-center justify-between px-4">
            <BrandLink tone="light" />
          </div>
          <DashboardNav label={t("label")} items={items} />
          <div className="hidden px-4 pb-6 lg:block">
            <a
              href={href("/")}
              className="mt-6 inline-flex items-center gap-2 text-sm text-white/85 hover:text-white hover:underline"
            >
              <ExternalLink aria-hidden className="size-4" />
              {t("viewSite")}
            </a>
          </div>
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="flex h-16 items-center justify-between gap-3 border-b border-navy-900/10 bg-white px-4 sm:px-6">
            {/* The name is isolated and truncated on its own, in its own direction: a Latin name in
                the Arabic header loses its last letters, not its first. On a phone, only the name. */}
            <p className="flex min-w-0 items-center gap-1 text-sm whitespace-nowrap text-navy-700">
              <UserRound aria-hidden className="size-4 shrink-0" />
              {t.rich("signedInAs", {
                name: user.name,
                hint: (chunks) => <span className="max-sm:sr-only">{chunks}</span>,
                user: (chunks) => (
                  <bdi className="min-w-0 truncate" data-testid="signed-in-name">
                    {chunks}
                  </bdi>
                ),
              })}
            </p>
            <div className="flex items-center gap-2">
              <LocaleSwitcher
                locale={locale}
                target={target}
                label={localeInfo[target].displayName}
                accessibleLabel={localeText("switchTo", { language: localeInfo[target].displayName })}
                remember={false}
              />
              <SignOutButton label={t("signOut")} redirectTo={href("/login")} />
            </div>
          </header>
          <main id="main" className="flex-1 p-4 sm:p-6 lg:p-8">
            {children}
          </main>
        </div>
        <DashboardToaster dir={localeInfo[locale].dir} />
      </div>
    </LocaleAlternateProvider>
  );
}
