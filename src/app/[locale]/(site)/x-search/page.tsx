import { pageLocale } from "@/i18n/page-locale";
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { SearchResults } from "@/components/search/search-results";
import { SEARCH_TERM_MAX } from "@/server/search";

// /?s=term, rewritten here by the proxy (the WebSite SearchAction of the structured data).
type Props = PageProps<"/[locale]/x-search">;

async function read(props: Props) {
  const locale = await pageLocale(props.params);
  const value = (await props.searchParams).s;
  const term = (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
  return { locale, term };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, term } = await read(props);
  const t = await getTranslations({ locale, namespace: "search" });
  const shown = term.slice(0, SEARCH_TERM_MAX);
  return {
    title: { absolute: shown ? t("metaTitle", { term: shown }) : t("metaTitleEmpty") },
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage(props: Props) {
  const { locale, term } = await read(props);
  setRequestLocale(locale);
  return <SearchResults locale={locale} term={term} />;
}
