import { DashboardFrame } from "@/components/dashboard/dashboard-frame";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { requireTwoFactorWhenDue, requireUser } from "@/server/auth/current-user";

// Every dashboard page is rendered per request for a signed-in user only.
export const instant = false;

export default async function DashboardLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const user = await requireUser(localizedPath(locale, "/login"));
  await requireTwoFactorWhenDue(user, localizedPath(locale, "/dashboard/profile"));
  return (
    <DashboardFrame locale={locale} user={user}>
      {children}
    </DashboardFrame>
  );
}
