import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { brandedTitle } from "@/lib/seo/metadata";
import { SearchResults } from "@/components/search/search-results";
import { pageLocale } from "@/i18n/page-locale";
import { searchSite, SEARCH_TERM_MAX } from "@/server/search";

// The site search. The structured data's SearchAction target is /?s={term} (and /en?s={term}); the
// proxy serves those from here. Rendered per request from cached reads.
export const instant = false;

type Props = PageProps<"/[locale]/search">;

async function load({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const value = (await searchParams).s;
  const term = (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  const tooLong = term.length > SEARCH_TERM_MAX;
  const results = term && !tooLong ? await searchSite(locale, term) : null;
  return { locale, term, tooLong, results };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, term } = await load(props);
  const t = await getTranslations({ locale, namespace: "search" });
  const site = await getTranslations({ locale, namespace: "site" });
  const shown = term.slice(0, SEARCH_TERM_MAX);
  return {
    title: { absolute: brandedTitle(shown ? t("metaTitle", { term: shown }) : t("metaTitleEmpty"), site("name")) },
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage(props: Props) {
  const { locale, term, tooLong, results } = await load(props);
  return <SearchResults locale={locale} term={term} tooLong={tooLong} results={results} />;
}
