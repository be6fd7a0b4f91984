import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { DashboardFrame } from "@/components/dashboard/dashboard-frame";
import { messagesWithArguments } from "@/i18n/client-messages";
import type { Messages } from "@/i18n/messages";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { requireTwoFactorWhenDue, requireUser } from "@/server/auth/current-user";

// Every dashboard page is rendered per request for a signed-in user only.
export const instant = false;

export default async function DashboardLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const user = await requireUser(localizedPath(locale, "/login"));
  await requireTwoFactorWhenDue(user, localizedPath(locale, "/dashboard/profile"));
  const { dashboard } = (await getMessages({ locale })) as Messages;
  return (
    // The dashboard's messages that take values (counts, names, dates), formatted in the browser
    // with useTranslations; the public pages carry no message runtime.
    <NextIntlClientProvider locale={locale} messages={messagesWithArguments({ dashboard })}>
      <DashboardFrame locale={locale} user={user}>
        {children}
      </DashboardFrame>
    </NextIntlClientProvider>
  );
}
