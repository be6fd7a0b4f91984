import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import { BlogPost } from "@/components/blog/blog-post";
import { notFoundMetadata } from "@/components/site/status-screens";
import { otherLocale, type Locale } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { ON_DEMAND_PARAM } from "@/lib/routing/on-demand";
import { pageMetadata } from "@/lib/seo/metadata";
import { postSeoMetadata } from "@/lib/seo/post-seo";
import { localizedPath } from "@/lib/seo/urls";
import { isValidSlug } from "@/lib/slug";
import { getPublicPost } from "@/server/posts/public";
import { answerMissingPage } from "@/server/redirects/follow";

/**
 * A post's page is made whole by Next.js at its first request and served from its cache until the
 * post, its translations, its slug, topics or author change (src/server/posts/revalidate.ts).
 */
export const ensureStatic = "navigation";

export function generateStaticParams() {
  return [{ slug: ON_DEMAND_PARAM }];
}

type Props = PageProps<"/[locale]/blog/[slug]">;

async function load({ params }: Props) {
  const locale = await pageLocale(params);
  return loadPost(locale, (await params).slug);
}

/** Once per render: the metadata and the page read the same post (each read decodes a cache entry). */
const loadPost = cache(async (locale: Locale, rawSlug: string) => {
  const slug = decodeSegment(rawSlug).normalize("NFC");
  const post = isValidSlug(slug) ? await getPublicPost(slug) : null;
  if (!post) return { locale, slug, post };
  if (post.locale !== locale) {
    // A post lives in one language: to its translation in this one, or to this language's blog.
    redirect(
      localizedPath(
        locale,
        post.translation?.locale === locale ? `/blog/${encodeURIComponent(post.translation.slug)}` : "/blog",
      ),
    );
  }
  return { locale, slug, post };
});

/** Route parameters arrive percent-encoded for non-ASCII slugs. */
function decodeSegment(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, post } = await load(props);
  // The page answers for a missing post (a redirect or the 404); the metadata only names it.
  if (!post) return notFoundMetadata();
  const site = await getTranslations({ locale, namespace: "site" });
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const versions: Partial<Record<Locale, string>> = { [locale]: localizedPath(locale, path) };
  if (post.translation) {
    versions[otherLocale(locale)] = localizedPath(
      post.translation.locale,
      `/blog/${encodeURIComponent(post.translation.slug)}`,
    );
  }
  return pageMetadata({
    locale,
    path,
    versions,
    title: post.title,
    description: post.metaDescription,
    siteName: site("name"),
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    ...postSeoMetadata(post),
  });
}

export default async function BlogPostPage(props: Props) {
  const { locale, slug, post } = await load(props);
  // A post renamed or deleted since the link was made goes where it went; else a 404.
  if (!post) return answerMissingPage(localizedPath(locale, `/blog/${slug}`));
  return <BlogPost locale={locale} post={post} />;
}
