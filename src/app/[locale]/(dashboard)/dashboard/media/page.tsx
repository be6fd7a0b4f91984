import type { Metadata } from "next";
import { getMessages, getTranslations } from "next-intl/server";
import { MediaLibrary } from "@/components/dashboard/media-library";
import { pageLocale } from "@/i18n/page-locale";
import type { Messages } from "@/i18n/messages";
import { mediaQuerySchema } from "@/lib/validation/media";
import { localizedPath } from "@/lib/seo/urls";
import { mediaForDashboard } from "@/server/media/dashboard";

type Props = PageProps<"/[locale]/dashboard/media">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("media.title") }) },
    robots: { index: false, follow: false },
  };
}

export default async function MediaPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = mediaQuerySchema.safeParse({ q: (await searchParams).q });
  const q = query.success ? query.data.q : undefined;
  const { items, userId, admin } = await mediaForDashboard(localizedPath(locale, "/login"), q);
  const { dashboard } = (await getMessages()) as Messages;
  return (
    <div className="max-w-6xl">
      <h1 className="text-2xl font-bold text-navy-900">{dashboard.media.title}</h1>
      <p className="mt-2 mb-6 max-w-3xl text-navy-700">{dashboard.media.intro}</p>
      <MediaLibrary
        locale={locale}
        items={items}
        q={q ?? ""}
        userId={userId}
        admin={admin}
        text={dashboard.media}
        editorPath={localizedPath(locale, "/dashboard/posts/")}
        authorsPath={localizedPath(locale, "/dashboard/authors")}
        settingsPath={localizedPath(locale, "/dashboard/settings")}
        trashPath={localizedPath(locale, "/dashboard/trash")}
      />
    </div>
  );
}
