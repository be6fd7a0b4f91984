import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { cache } from "react";
import { BlogPost } from "@/components/blog/blog-post";
import { notFoundMetadata } from "@/components/site/status-screens";
import { otherLocale, type Locale } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { postSeoMetadata } from "@/lib/seo/post-seo";
import { localizedPath } from "@/lib/seo/urls";
import { isValidSlug } from "@/lib/slug";
import { getPublicPost } from "@/server/posts/public";
import { answerMissingPage } from "@/server/redirects/follow";

/**
 * A post's page is rendered per request from its cached data (src/server/posts/public.ts), which a
 * write to the post, its translations or its slug expires (src/server/posts/revalidate.ts) and a
 * scheduled publication ends on time; the page cache in server.mjs and nginx keep the rendered page
 * for anonymous visitors. The edge holds the page until it is complete, so the article is in the
 * HTML and a missing post is a real 404.
 */
export const instant = false;

type Props = PageProps<"/[locale]/blog/[slug]">;

/** The post behind the address, or null; a post in the other language redirects to its translation. */
async function load({ params }: Props) {
  const locale = await pageLocale(params);
  return loadPost(locale, (await params).slug);
}

/** Once per request: the metadata and the page read the same post (each read decodes a cache entry). */
const loadPost = cache(async (locale: Locale, rawSlug: string) => {
  const slug = decodeSegment(rawSlug).normalize("NFC");
  const post = isValidSlug(slug) ? await getPublicPost(slug) : null;
  if (!post) return { locale, post };
  if (post.locale !== locale) {
    // A post lives in one language: to its translation in this one, or to this language's blog.
    redirect(
      localizedPath(
        locale,
        post.translation?.locale === locale ? `/blog/${encodeURIComponent(post.translation.slug)}` : "/blog",
      ),
    );
  }
  return { locale, post };
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
  // The page itself answers 404 (notFound in metadata would cost the page its not-found screen).
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
  const { locale, post } = await load(props);
  if (!post) {
    // A post renamed or deleted since the link was made goes where it went; else a 404, with the
    // reason phrase the proxy gave post addresses (src/server/redirects).
    return answerMissingPage(localizedPath(locale, `/blog/${decodeSegment((await props.params).slug)}`));
  }
  return <BlogPost locale={locale} post={post} />;
}
