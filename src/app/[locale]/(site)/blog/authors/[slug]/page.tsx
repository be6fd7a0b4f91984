import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { AuthorPage } from "@/components/blog/author-page";
import type { Locale } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { notFoundMessage } from "@/lib/routing/not-found-message";
import { parsePageNumber } from "@/lib/routing/page-number";
import { listingVersions } from "@/lib/seo/listing-versions";
import { pageMetadata } from "@/lib/seo/metadata";
import { isTaxonomySlug } from "@/lib/validation/taxonomy";
import { getAuthorPage } from "@/server/posts/public";
import { hintResponse } from "@/server/response-hints";

// Rendered per request (it reads ?page=) from cached reads, like the blog listing.
export const instant = false;

type Props = PageProps<"/[locale]/blog/authors/[slug]">;

async function load({ params, searchParams }: Props) {
  const locale: Locale = await pageLocale(params);
  const { slug } = await params;
  const raw = (await searchParams).page;
  const page = parsePageNumber(raw);
  const found = page !== null && isTaxonomySlug(slug) ? await getAuthorPage(locale, slug, page) : null;
  if (page === null || !found || page > found.listing.pageCount) {
    const shown = typeof raw === "string" ? `?page=${encodeURIComponent(raw)}` : "";
    hintResponse({
      status: 404,
      statusMessage: notFoundMessage("invalid-params", `/blog/authors/${slug}${shown}`),
    });
    notFound();
  }
  return { locale, page, ...found };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, author } = await load(props);
  const t = await getTranslations({ locale });
  const description = author.bio || t("blog.author.description", { name: author.name });
  const path = `/blog/authors/${author.slug}`;
  return pageMetadata({
    locale,
    path,
    versions: listingVersions(locale, path, page, author.postCounts),
    title:
      page === 1
        ? t("blog.author.metaTitle", { name: author.name })
        : t("blog.author.pageTitle", { name: author.name, page }),
    description: page === 1 ? description : t("blog.pageDescription", { page, description }),
    siteName: t("site.name"),
    type: "website",
    image: author.photo ? { url: author.photo, alt: author.name } : undefined,
    noindex: author.postCounts[locale] === 0,
  });
}

export default async function AuthorRoute(props: Props) {
  const { locale, author, listing } = await load(props);
  return <AuthorPage locale={locale} author={author} listing={listing} />;
}
