import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { TrashList } from "@/components/dashboard/trash-list";
import { pageLocale } from "@/i18n/page-locale";
import type { Messages } from "@/i18n/messages";
import { localizedPath } from "@/lib/seo/urls";
import { trashForDashboard } from "@/server/posts/dashboard";

type Props = PageProps<"/[locale]/dashboard/trash">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("trash.title") }) },
    robots: { index: false, follow: false },
  };
}

/** /dashboard/trash: deleted posts until they are purged (docs/content.md, "Trash"). */
export default async function TrashPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { posts, userId, admin, days } = await trashForDashboard(localizedPath(locale, "/login"));
  const t = await getTranslations({ locale, namespace: "dashboard" });
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.trash.title}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-navy-700">{t("trash.intro", { days })}</p>
      <TrashList
        locale={locale}
        posts={posts}
        userId={userId}
        admin={admin}
        localeNames={{ ar: t("locales.ar"), en: t("locales.en") }}
        text={dashboard.trash}
      />
    </div>
  );
}
