import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { TopicPage, topicPath } from "@/components/blog/topic-page";
import type { Locale } from "@/i18n/locales";
import { pageLocale } from "@/i18n/page-locale";
import { notFoundMessage } from "@/lib/routing/not-found-message";
import { parsePageNumber } from "@/lib/routing/page-number";
import { listingVersions } from "@/lib/seo/listing-versions";
import { pageMetadata } from "@/lib/seo/metadata";
import { isTaxonomySlug } from "@/lib/validation/taxonomy";
import { getTopicPage } from "@/server/posts/public";
import { hintResponse } from "@/server/response-hints";

// Rendered per request (it reads ?page=) from cached reads, like the blog listing.
export const instant = false;

type Props = PageProps<"/[locale]/blog/topics/[slug]">;

async function load({ params, searchParams }: Props) {
  const locale: Locale = await pageLocale(params);
  const { slug } = await params;
  const raw = (await searchParams).page;
  const page = parsePageNumber(raw);
  const found = page !== null && isTaxonomySlug(slug) ? await getTopicPage(locale, slug, page) : null;
  // Page 1 of a topic without posts in this language exists (and says so); later pages do not.
  if (page === null || !found || page > found.listing.pageCount) {
    const shown = typeof raw === "string" ? `?page=${encodeURIComponent(raw)}` : "";
    hintResponse({ status: 404, statusMessage: notFoundMessage("invalid-params", `${topicPath(slug)}${shown}`) });
    notFound();
  }
  return { locale, page, ...found };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, page, topic } = await load(props);
  const t = await getTranslations({ locale });
  const description = topic.description || t("blog.topic.description", { topic: topic.name });
  const path = topicPath(topic.slug);
  return pageMetadata({
    locale,
    path,
    versions: listingVersions(locale, path, page, topic.postCounts),
    title:
      page === 1
        ? t("blog.topic.metaTitle", { topic: topic.name })
        : t("blog.topic.pageTitle", { topic: topic.name, page }),
    description: page === 1 ? description : t("blog.pageDescription", { page, description }),
    siteName: t("site.name"),
    // Nothing to list in this language: the page stays out of search results.
    noindex: topic.postCounts[locale] === 0,
  });
}

export default async function TopicRoute(props: Props) {
  const { locale, topic, listing } = await load(props);
  return <TopicPage locale={locale} topic={topic} listing={listing} />;
}
