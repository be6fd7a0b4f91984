import { getTranslations } from "next-intl/server";
import { SearchForm } from "@/components/search/search-form";
import { PageBanner } from "@/components/services/page-banner";
import { LocaleLink } from "@/components/ui/locale-link";
import type { Locale } from "@/i18n/locales";
import { localizedHref, localizedPath } from "@/lib/seo/urls";
import type { PostSummary } from "@/server/posts/types";
import { blogPageHref, Pagination } from "./pagination";
import { PostCard } from "./post-card";

type Listing = { posts: PostSummary[]; page: number; pageCount: number; total: number };

export async function BlogListing({ locale, listing }: { locale: Locale; listing: Listing }) {
  const t = await getTranslations("blog");
  const nav = await getTranslations("nav");
  const search = await getTranslations("search");
  const { page, pageCount } = listing;
  return (
    <>
      {/* React places these in <head>: the neighbouring pages of the listing. */}
      {page > 1 && <link rel="prev" href={localizedHref(locale, blogPageHref(page - 1))} />}
      {page < pageCount && <link rel="next" href={localizedHref(locale, blogPageHref(page + 1))} />}
      <PageBanner
        title={t("title")}
        tagline={t("subtitle")}
        crumbs={[{ label: nav("home"), href: "/" }, { label: t("title") }]}
      />
      <div className="container-page py-14">
        <div className="mb-10 flex flex-wrap items-end justify-between gap-4">
          <SearchForm
            locale={locale}
            id="blog-search"
            label={t("searchLabel")}
            placeholder={t("searchPlaceholder")}
            submit={search("submit")}
            className="w-full max-w-xl"
          />
          <a
            href={localizedPath(locale, "/feed.xml")}
            type="application/rss+xml"
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
          >
            {t("subscribe")}
          </a>
        </div>
        {listing.posts.length === 0 ? (
          <div className="mx-auto max-w-xl rounded-2xl bg-sand-50 p-10 text-center" data-testid="blog-empty">
            <p className="text-lg text-navy-700">{t("empty")}</p>
            <LocaleLink href="/#services" className="button-primary mt-6">
              {t("emptyCta")}
            </LocaleLink>
          </div>
        ) : (
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {listing.posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard post={post} locale={locale} priority={index === 0} eager={index < 3} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pageCount={pageCount} />
      </div>
    </>
  );
}
