import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/services/page-banner";
import type { Locale } from "@/i18n/locales";
import { breadcrumbList } from "@/lib/seo/structured-data";
import { localizedPath } from "@/lib/seo/urls";
import type { TopicPageData } from "@/server/taxonomy/store";
import { siteOrigin } from "@/server/site";
import { PostList, type Listing } from "./post-list";

export const topicPath = (slug: string) => `/blog/topics/${slug}`;
export const topicFeedPath = (slug: string) => `/blog/topics/${slug}/feed.xml`;

/** A topic's page: its name and description, and its posts in the page's language. */
export async function TopicPage({
  locale,
  topic,
  listing,
}: {
  locale: Locale;
  topic: TopicPageData;
  listing: Listing;
}) {
  const t = await getTranslations("blog");
  const nav = await getTranslations("nav");
  const path = topicPath(topic.slug);
  return (
    <>
      <link
        rel="alternate"
        type="application/rss+xml"
        title={t("topic.feed", { topic: topic.name })}
        href={localizedPath(locale, topicFeedPath(topic.slug))}
      />
      <PageBanner
        title={topic.name}
        tagline={topic.description || t("topic.tagline", { topic: topic.name })}
        crumbs={[{ label: nav("home"), href: "/" }, { label: t("title"), href: "/blog" }, { label: topic.name }]}
      />
      <div className="container-page py-14">
        <p className="mb-8 flex flex-wrap items-center justify-between gap-4 text-navy-700">
          <span data-testid="topic-count">{t("topic.count", { count: topic.postCounts[locale] })}</span>
          <a href={localizedPath(locale, topicFeedPath(topic.slug))} className="font-semibold text-brand-800 underline">
            {t("topic.subscribe")}
          </a>
        </p>
        <PostList locale={locale} listing={listing} basePath={path} empty={t("topic.empty")} />
      </div>
      <JsonLd
        data={breadcrumbList(siteOrigin(), [
          { name: nav("home"), path: localizedPath(locale, "/") },
          { name: t("title"), path: localizedPath(locale, "/blog") },
          { name: topic.name, path: localizedPath(locale, path) },
        ])}
      />
    </>
  );
}
