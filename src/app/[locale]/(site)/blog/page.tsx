import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { BlogListing } from "@/components/blog/blog-listing";
import type { Locale } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { notFoundMessage } from "@/lib/routing/not-found-message";
import { parsePageNumber } from "@/lib/routing/page-number";
import { pageMetadata } from "@/lib/seo/metadata";
import { localizedPath } from "@/lib/seo/urls";
import { getBlogPage } from "@/server/posts/public";
import { hintResponse } from "@/server/response-hints";

// Rendered per request (it reads ?page=) from cached reads: the whole listing is in the HTML.
export const instant = false;

type Props = PageProps<"/[locale]/blog">;

async function load({ params, searchParams }: Props) {
  const locale: Locale = await pageLocale(params);
  const raw = (await searchParams).page;
  const page = parsePageNumber(raw);
  const listing = page === null ? null : await getBlogPage(locale, page);
  if (page === null || !listing || page > listing.pageCount) {
    // The status line is already on its way (see hintResponse): the edge answers 404 for the page.
    const shown = typeof raw === "string" ? `?page=${encodeURIComponent(raw)}` : "";
    hintResponse({
      status: 404,
      statusMessage: notFoundMessage("invalid-params", `${localizedPath(locale, "/blog")}${shown}`),
    });
    notFound();
  }
  return { locale, page, listing };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page } = await load(props);
  const t = await getTranslations({ locale });
  const description = t("blog.meta.description");
  if (page === 1) {
    return pageMetadata({
      locale,
      path: "/blog",
      title: t("blog.meta.title"),
      description,
      siteName: t("site.name"),
    });
  }
  // A later page is its own document: its own description, and hreflang to itself only (the
  // other language's listing has its own number of pages).
  return pageMetadata({
    locale,
    path: "/blog",
    versions: { [locale]: `${localizedPath(locale, "/blog")}?page=${page}` },
    title: t("blog.pageTitle", { page }),
    description: t("blog.pageDescription", { page, description }),
    siteName: t("site.name"),
  });
}

export default async function BlogPage(props: Props) {
  const { locale, listing } = await load(props);
  return <BlogListing locale={locale} listing={listing} />;
}
