import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { notFound } from "next/navigation";
import { BlogListing } from "@/components/blog/blog-listing";
import { pageLocale } from "@/i18n/page-locale";
import { pageMetadata } from "@/lib/seo/metadata";
import { findBlogPage } from "@/server/posts/public";

// Reached only through the proxy's rewrite of /blog?page=N, keyed by the listing's stamp: each
// version of the listing is rendered once and then served from the cache.
export const dynamicParams = true;
export const revalidate = false;
export function generateStaticParams() {
  return [];
}

type Props = PageProps<"/[locale]/x-blog/[page]/[stamp]">;

async function read(props: Props) {
  const locale = await pageLocale(props.params);
  const { page } = await props.params;
  const number = Number(page);
  if (!Number.isInteger(number) || number < 1) notFound();
  return { locale, page: number };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await read(props);
  const t = await getTranslations({ locale });
  return pageMetadata({
    locale,
    path: "/blog",
    search: page > 1 ? `?page=${page}` : undefined,
    title: page > 1 ? t("blog.pageTitle", { page }) : t("blog.meta.title"),
    description: t("blog.meta.description"),
    siteName: t("site.name"),
  });
}

export default async function BlogPage(props: Props) {
  const { locale, page } = await read(props);
  setRequestLocale(locale);
  const listing = await findBlogPage(locale, page);
  if (page > listing.pageCount) notFound();
  return <BlogListing locale={locale} listing={listing} />;
}
