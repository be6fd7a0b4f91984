import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostEditorPage } from "@/components/dashboard/post-editor-page";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { requireUser } from "@/server/auth/current-user";
import { autosaveForEditing } from "@/server/posts/autosave-dashboard";

type Props = PageProps<"/[locale]/dashboard/posts/create">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("editor.createTitle") }) },
    robots: { index: false, follow: false },
  };
}

export default async function CreatePostPage({ params }: Props) {
  const locale = await pageLocale(params);
  const loginPath = localizedPath(locale, "/login");
  const user = await requireUser(loginPath);
  // The post this person began and has not created yet is offered back (autosave-store.ts).
  const autosave = await autosaveForEditing(loginPath, null);
  return <PostEditorPage locale={locale} post={null} author={user.name} autosave={autosave} />;
}
