import { getTranslations } from "next-intl/server";
import { PageBanner } from "@/components/services/page-banner";
import { LocaleLink } from "@/components/ui/locale-link";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { SEARCH_TERM_MAX, type SiteSearchResult } from "@/server/search";
import { Highlighted } from "./highlighted";
import { SearchForm } from "./search-form";

type Props = { locale: Locale; term: string; tooLong: boolean; results: SiteSearchResult | null };

export async function SearchResults({ locale, term, tooLong, results }: Props) {
  const t = await getTranslations("search");
  const nav = await getTranslations("nav");
  const total = results ? results.services.length + results.posts.length : 0;

  return (
    <>
      <PageBanner
        title={term && !tooLong ? t("resultsFor", { term }) : t("title")}
        crumbs={[{ label: nav("home"), href: "/" }, { label: t("title") }]}
      />
      <div className="container-page max-w-4xl py-12">
        <SearchForm
          locale={locale}
          id="site-search"
          label={t("label")}
          placeholder={t("placeholder")}
          submit={t("submit")}
          defaultValue={term.slice(0, SEARCH_TERM_MAX)}
        />

        <div className="mt-10">
          {!term && <p className="text-lg text-navy-700">{t("empty")}</p>}
          {tooLong && (
            <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-900">
              {t("tooLong", { max: SEARCH_TERM_MAX })}
            </p>
          )}
          {results && (
            <>
              <p className="text-navy-700" data-testid="search-count">
                {t("count", { count: total })}
              </p>
              {total === 0 && (
                <div className="mt-6 rounded-2xl bg-sand-50 p-8" data-testid="search-empty">
                  <p className="text-lg text-navy-800">{t("noResults", { term })}</p>
                  <LocaleLink href="/#services" className="button-primary mt-5">
                    {t("browseServices")}
                  </LocaleLink>
                </div>
              )}
              {results.services.length > 0 && (
                <section aria-labelledby="service-results" className="mt-8">
                  <h2 id="service-results" className="text-xl font-bold text-navy-900">
                    {t("services")}
                  </h2>
                  <ul className="mt-4 space-y-4">
                    {results.services.map((service) => (
                      <li key={service.href} className="rounded-xl bg-white p-5 ring-1 ring-navy-900/10">
                        <LocaleLink
                          href={service.href}
                          className="text-lg font-semibold text-brand-800 hover:underline"
                        >
                          <Highlighted text={service.title} term={term} />
                        </LocaleLink>
                        <p className="mt-1 text-navy-700">
                          <Highlighted text={service.excerpt} term={term} />
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
              {results.posts.length > 0 && (
                <section aria-labelledby="post-results" className="mt-10">
                  <h2 id="post-results" className="text-xl font-bold text-navy-900">
                    {t("posts")}
                  </h2>
                  <ul className="mt-4 space-y-4">
                    {results.posts.map((post) => (
                      <li key={post.href} className="rounded-xl bg-white p-5 ring-1 ring-navy-900/10">
                        <LocaleLink href={post.href} className="text-lg font-semibold text-brand-800 hover:underline">
                          <Highlighted text={post.title} term={term} />
                        </LocaleLink>
                        <p className="mt-1 text-sm text-navy-700">
                          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
                        </p>
                        <p className="mt-1 text-navy-700">
                          <Highlighted text={post.excerpt} term={term} />
                        </p>
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </>
          )}
        </div>
      </div>
    </>
  );
}
