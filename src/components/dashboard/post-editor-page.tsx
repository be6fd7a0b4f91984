import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { Messages } from "@/i18n/messages";
import { localizedPath } from "@/lib/seo/urls";
import { editorChoices } from "@/server/taxonomy/dashboard";
import type { EditablePost } from "@/server/posts/types";
import { PostEditorClient } from "./post-editor-client";

/** The create and edit pages: the heading and the editor with its text in the interface language. */
export async function PostEditorPage({
  locale,
  post,
  author,
  canChange = true,
}: {
  locale: Locale;
  post: EditablePost | null;
  author: string;
  /** False when the user may read but not save or delete the post (roles.ts). */
  canChange?: boolean;
}) {
  const t = await getTranslations("dashboard.editor");
  const { dashboard } = (await getMessages()) as Messages;
  const choices = await editorChoices(localizedPath(locale, "/login"), locale);
  return (
    <div>
      <h1 className="mb-6 text-2xl font-bold text-navy-900">{post ? t("editTitle") : t("createTitle")}</h1>
      <PostEditorClient
        uiLocale={locale}
        post={post}
        defaultAuthor={author}
        choices={choices}
        canChange={canChange}
        text={{
          editor: dashboard.editor,
          status: dashboard.status,
          locales: dashboard.locales,
        }}
      />
    </div>
  );
}
