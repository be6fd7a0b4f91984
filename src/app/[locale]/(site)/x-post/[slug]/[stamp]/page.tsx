import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { BlogPost } from "@/components/blog/blog-post";
import { otherLocale, type Locale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { localizedPath } from "@/lib/seo/urls";
import { findPublicPost } from "@/server/posts/public";

// Reached only through the proxy's rewrite of /blog/{slug}, keyed by the post's stamp (id,
// version, update time): each saved version is rendered once, then served from the cache, and a
// save anywhere changes the stamp every instance looks up.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<"/[locale]/x-post/[slug]/[stamp]">;

async function load(props: Props) {
  const locale = await pageLocale(props.params);
  const { slug } = await props.params;
  const post = await findPublicPost(decodeSegment(slug));
  if (!post || post.locale !== locale) notFound();
  return { locale, post };
}

function decodeSegment(value: string): string {
  try {
    return value.includes("%") ? decodeURIComponent(value) : value;
  } catch {
    return value;
  }
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, post } = await load(props);
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
    description: post.meta_description,
    siteName: site("name"),
    type: "article",
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    image: post.cover_image ? { url: post.cover_image, alt: post.meta_description } : undefined,
  });
}

export default async function BlogPostPage(props: Props) {
  const { locale, post } = await load(props);
  setRequestLocale(locale);
  return <BlogPost locale={locale} post={post} />;
}
