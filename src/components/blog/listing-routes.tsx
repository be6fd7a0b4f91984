import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFoundMetadata } from "@/components/site/status-screens";
import type { Locale } from "@/i18n/locales";
import { listingPageHref } from "@/lib/routing/listing-pages";
import { listingVersions } from "@/lib/seo/listing-versions";
import { pageMetadata } from "@/lib/seo/metadata";
import { localizedPath } from "@/lib/seo/urls";
import { isTaxonomySlug } from "@/lib/validation/taxonomy";
import { getAuthorPage, getBlogPage, getTopicPage } from "@/server/posts/public";
import { answerMissingPage } from "@/server/redirects/follow";
import { AuthorPage } from "./author-page";
import { BlogListing } from "./blog-listing";
import { TopicPage, topicPath } from "./topic-page";

/**
 * The blog's listings as routes: the listing itself (page 1) and its later pages (/page/{n}) share
 * these, so that each route file only reads its parameters. A page number past the last page, or
 * no number at all (null), is a missing page: a redirect an editor made, or the 404.
 */
type ListingPage = { locale: Locale; page: number | null };

const missing = (locale: Locale, path: string) => answerMissingPage(localizedPath(locale, path));

async function blogPage({ locale, page }: ListingPage) {
  if (page === null) return null;
  const listing = await getBlogPage(locale, page);
  return page <= listing.pageCount ? listing : null;
}

export async function blogListingMetadata(input: ListingPage, address: string): Promise<Metadata> {
  const listing = await blogPage(input);
  if (!listing) return notFoundMetadata();
  const { locale } = input;
  const t = await getTranslations({ locale });
  const description = t("blog.meta.description");
  if (listing.page === 1) {
    return pageMetadata({ locale, path: "/blog", title: t("blog.meta.title"), description, siteName: t("site.name") });
  }
  // A later page is its own document: its own description, and hreflang to itself only (the other
  // language's listing has its own number of pages).
  return pageMetadata({
    locale,
    path: address,
    versions: { [locale]: localizedPath(locale, address) },
    title: t("blog.pageTitle", { page: listing.page }),
    description: t("blog.pageDescription", { page: listing.page, description }),
    siteName: t("site.name"),
  });
}

export async function BlogListingRoute({ address, ...input }: ListingPage & { address: string }) {
  const listing = await blogPage(input);
  if (!listing) return missing(input.locale, address);
  return <BlogListing locale={input.locale} listing={listing} />;
}

async function topicListing({ locale, page }: ListingPage, slug: string) {
  if (page === null || !isTaxonomySlug(slug)) return null;
  const found = await getTopicPage(locale, slug, page);
  // Page 1 of a topic without posts in this language exists (and says so); later pages do not.
  return found && page <= found.listing.pageCount ? found : null;
}

export async function topicListingMetadata(input: ListingPage, slug: string): Promise<Metadata> {
  const found = await topicListing(input, slug);
  if (!found) return notFoundMetadata();
  const { locale } = input;
  const { topic, listing } = found;
  const t = await getTranslations({ locale });
  const description = topic.description || t("blog.topic.description", { topic: topic.name });
  const path = topicPath(topic.slug);
  const first = listing.page === 1;
  return pageMetadata({
    locale,
    path: listingPageHref(path, listing.page),
    versions: listingVersions(locale, path, listing.page, topic.postCounts),
    title: first
      ? t("blog.topic.metaTitle", { topic: topic.name })
      : t("blog.topic.pageTitle", { topic: topic.name, page: listing.page }),
    description: first ? description : t("blog.pageDescription", { page: listing.page, description }),
    siteName: t("site.name"),
    // Nothing to list in this language: the page stays out of search results.
    noindex: topic.postCounts[locale] === 0,
  });
}

export async function TopicListingRoute({ slug, address, ...input }: ListingPage & { slug: string; address: string }) {
  const found = await topicListing(input, slug);
  if (!found) return missing(input.locale, address);
  return <TopicPage locale={input.locale} topic={found.topic} listing={found.listing} />;
}

const authorPath = (slug: string) => `/blog/authors/${slug}`;

async function authorListing({ locale, page }: ListingPage, slug: string) {
  if (page === null || !isTaxonomySlug(slug)) return null;
  const found = await getAuthorPage(locale, slug, page);
  return found && page <= found.listing.pageCount ? found : null;
}

export async function authorListingMetadata(input: ListingPage, slug: string): Promise<Metadata> {
  const found = await authorListing(input, slug);
  if (!found) return notFoundMetadata();
  const { locale } = input;
  const { author, listing } = found;
  const t = await getTranslations({ locale });
  const description = author.bio || t("blog.author.description", { name: author.name });
  const path = authorPath(author.slug);
  const first = listing.page === 1;
  return pageMetadata({
    locale,
    path: listingPageHref(path, listing.page),
    versions: listingVersions(locale, path, listing.page, author.postCounts),
    title: first
      ? t("blog.author.metaTitle", { name: author.name })
      : t("blog.author.pageTitle", { name: author.name, page: listing.page }),
    description: first ? description : t("blog.pageDescription", { page: listing.page, description }),
    siteName: t("site.name"),
    type: "website",
    image: author.photo ? { url: author.photo, alt: author.name } : undefined,
    noindex: author.postCounts[locale] === 0,
  });
}

export async function AuthorListingRoute({ slug, address, ...input }: ListingPage & { slug: string; address: string }) {
  const found = await authorListing(input, slug);
  if (!found) return missing(input.locale, address);
  return <AuthorPage locale={input.locale} author={found.author} listing={found.listing} />;
}
