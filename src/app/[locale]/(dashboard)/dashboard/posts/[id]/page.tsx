import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PostEditorPage } from "@/components/dashboard/post-editor-page";
import { pageLocale } from "@/i18n/page-locale";
import { localizedPath } from "@/lib/seo/urls";
import { requireUser } from "@/server/auth/current-user";
import { canChangePost } from "@/server/auth/roles";
import { postForEditing } from "@/server/posts/dashboard";

type Props = PageProps<"/[locale]/dashboard/posts/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "dashboard" });
  return {
    title: { absolute: t("metaTitle", { page: t("editor.editTitle") }) },
    robots: { index: false, follow: false },
  };
}

export default async function EditPostPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id } = await params;
  const loginPath = localizedPath(locale, "/login");
  const user = await requireUser(loginPath);
  // Unknown or malformed id: a 404, as for any route parameter that fails (docs/decisions.md, decision 39).
  if (!/^\d{1,10}$/.test(id)) notFound();
  const post = await postForEditing(loginPath, Number(id));
  if (!post) notFound();
  return <PostEditorPage locale={locale} post={post} author={user.name} canChange={canChangePost(user, post)} />;
}
