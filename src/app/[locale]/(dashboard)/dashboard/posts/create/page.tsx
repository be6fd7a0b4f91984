import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PostEditorPage } from "@/components/dashboard/post-editor-page";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { requireUser } from "@/server/auth/current-user";

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
  await requireUser(localizedPath(locale, "/login"));
  // A new post has no byline of its own: its author is a staff profile chosen in the editor, or none.
  return <PostEditorPage locale={locale} post={null} author="" />;
}
