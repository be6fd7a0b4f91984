import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound, redirect } from "next/navigation";
import { BlogPost } from "@/components/blog/blog-post";
import { notFoundMetadata } from "@/components/site/status-screens";
import { pageLocale } from "@/i18n/page-locale";
import { brandedTitle } from "@/lib/seo/metadata";
import { localizedPath } from "@/lib/seo/urls";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { readPreviewToken } from "@/server/posts/preview";
import { postContentHtml } from "@/server/posts/public";
import { readPreviewPost } from "@/server/posts/public-reads";

/**
 * A preview link (src/server/posts/preview.ts): the post as it is now, draft or scheduled, in the
 * post page's layout, marked as a preview. Read fresh on every request, never cached by anyone
 * (the proxy marks it private), and never indexed.
 */
export const instant = false;

type Props = PageProps<"/[locale]/preview/[token]">;

async function load({ params }: Props) {
  const locale = await pageLocale(params);
  const { token } = await params;
  const claim = readPreviewToken(decodeURIComponent(token));
  const post = claim ? await withStore(async () => readPreviewPost(await getDb(), claim.postId)) : null;
  if (!claim || !post) return { locale, token, preview: null };
  // The link opens in the post's own language.
  if (post.locale !== locale) redirect(localizedPath(post.locale, `/preview/${token}`));
  return { locale, token, preview: { post, expiresAt: claim.expiresAt } };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, preview } = await load(props);
  if (!preview) return notFoundMetadata();
  const t = await getTranslations({ locale, namespace: "blog" });
  const site = await getTranslations({ locale, namespace: "site" });
  return {
    title: { absolute: brandedTitle(t("preview.title", { title: preview.post.title }), site("name")) },
    description: preview.post.metaDescription,
    robots: { index: false, follow: false },
  };
}

export default async function PreviewPage(props: Props) {
  const { locale, preview } = await load(props);
  // The proxy answers 404 for an invalid or expired link; a post deleted since is told here.
  if (!preview) notFound();
  const contentHtml = await postContentHtml(preview.post);
  return (
    <BlogPost
      locale={locale}
      post={{ ...preview.post, contentHtml }}
      preview={{ expiresAt: preview.expiresAt.toISOString() }}
    />
  );
}
