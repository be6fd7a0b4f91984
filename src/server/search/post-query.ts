import "server-only";
import { ilike, or, sql, type SQL } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { posts } from "@/server/db/schema";

const DIACRITICS_AND_TATWEEL = /[\u064B-\u065F\u0670\u0640]/g;
const ALEF_FORMS = /[أإآٱ]/g;
/**
 * The article ال at the start of a word, also after the conjunctions و ف and the prepositions ب ك
 * (وال بال كال فال), ل+ال written لل, and a second ال (الإلكترونية → الالكترونيه); only when at
 * least two letters remain. The alternatives are ordered longest first, so JavaScript's
 * first-match choice equals PostgreSQL's longest-match one.
 */
const ARTICLE = /(^|[^\u0621-\u064A0-9A-Za-z])(?:وال|بال|كال|فال|لل|ال)(?:ال)?(?=[\u0621-\u064A]{2})/g;

/**
 * Arabic text as the site's search compares it: what the database function arabic_search_form()
 * (drizzle/0003_arabic_search_form.sql) does to every Arabic post before stemming, in TypeScript
 * for the bundled service pages. "المرحله" and "المرحلة" become "مرحله"; "فوترة", "الفوترة" and
 * "والفوترة" become "فوتره". The two implementations are tested to agree.
 */
export function arabicSearchForm(text: string): string {
  return text
    .normalize("NFKC")
    .replace(DIACRITICS_AND_TATWEEL, "")
    .replace(ALEF_FORMS, "ا")
    .replace(/ة/g, "ه")
    .replace(/ى/g, "ي")
    .replace(ARTICLE, "$1");
}

/** `term` as a LIKE pattern that finds it anywhere in a text. */
function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export type PostSearchSql = {
  /** True for a post that matches the term. */
  matches: SQL;
  /** How well it matches, for ordering (higher is better). */
  rank: SQL<number>;
};

/**
 * The conditions behind the post search of /?s=: the language's full-text search over the
 * posts' weighted search vector (title, description, text), plus a substring match on title and
 * description for terms the stemmer drops entirely. Arabic terms go through arabic_search_form(),
 * as the Arabic posts' vectors did, so a variant spelling or a missing or added ال finds the same
 * posts.
 */
export function postSearchSql(locale: Locale, term: string): PostSearchSql {
  if (locale === "ar") {
    const query = sql`websearch_to_tsquery('arabic'::regconfig, arabic_search_form(${term}))`;
    const pattern = containsPattern(arabicSearchForm(term));
    return {
      matches: sql`(${posts.searchVector} @@ ${query} OR arabic_search_form(${posts.title}) ILIKE ${pattern} OR arabic_search_form(${posts.metaDescription}) ILIKE ${pattern})`,
      rank: sql<number>`ts_rank(${posts.searchVector}, ${query})`,
    };
  }
  const query = sql`websearch_to_tsquery('english'::regconfig, ${term})`;
  const pattern = containsPattern(term);
  return {
    matches: or(
      sql`${posts.searchVector} @@ ${query}`,
      ilike(posts.title, pattern),
      ilike(posts.metaDescription, pattern),
    ) as SQL,
    rank: sql<number>`ts_rank(${posts.searchVector}, ${query})`,
  };
}
