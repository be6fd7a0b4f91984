import type { Metadata } from "next";
import { localeInfo, locales, otherLocale, type Locale } from "@/i18n/locales";
import { cleanQuery, hreflangAlternates, localizedPath } from "./urls";

export const DEFAULT_SHARE_IMAGE = { url: "/og-default.jpg", width: 1200, height: 630 } as const;

/** Search results show about this many characters of a title; past it they cut it where they like. */
export const TITLE_MAX_LENGTH = 60;

/**
 * A page's `<title>`: its own title, whole, then the site's name once (docs/content.md, "One name per
 * thing"). Texts never carry the name themselves; search engines cut a long title where they like.
 */
export function brandedTitle(title: string, siteName: string): string {
  const own = title.trim().replace(/\s+/g, " ");
  return own ? `${own} | ${siteName}` : siteName;
}

/**
 * A title cut as a search result may cut it: as it is when it fits, else after the last whole word
 * that fits, separators dropped, with an ellipsis. Only for the editor's preview of a search
 * result; the page's `<title>` is whole (brandedTitle).
 */
export function documentTitle(title: string, max = TITLE_MAX_LENGTH): string {
  const characters = Array.from(title.trim().replace(/\s+/g, " "));
  if (characters.length <= max) return characters.join("");
  const room = characters.slice(0, max - 1).join("");
  const wordEnd = characters[max - 1] === " " ? room.length : room.lastIndexOf(" ");
  const cut = (wordEnd > 0 ? room.slice(0, wordEnd) : room).replace(/[\s:;,.،؛\-–—|/·]+$/u, "");
  return `${cut || room}…`;
}

export type PageMetadataInput = {
  locale: Locale;
  /** Unprefixed path of the page, e.g. "/about". */
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** Share image; the default brand image when absent. */
  image?: { url: string; width?: number; height?: number; alt?: string };
  type?: "website" | "article";
  /** Query that selects the content (e.g. ?page=2); tracking parameters are dropped. */
  search?: string | URLSearchParams;
  /**
   * Public paths of the versions of this page, when they differ from the same path in every
   * locale (a blog post and its translation). Only the versions listed get hreflang links.
   */
  versions?: Partial<Record<Locale, string>>;
  noindex?: boolean;
  /** The title search results show, when it is not the page's title (a post's SEO title). */
  searchTitle?: string;
  /** Where search engines should index this content instead (absolute, or a path of this site). */
  canonical?: string;
  publishedTime?: string;
  modifiedTime?: string;
};

/**
 * Complete metadata for a page: title, description, canonical (docs/decisions.md, decision 4), hreflang
 * alternates (decision 4), Open Graph and Twitter cards. Next.js replaces rather than merges
 * nested metadata objects, so every page builds the whole set here.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const ownPath = input.versions?.[input.locale] ?? localizedPath(input.locale, input.path);
  const canonical = input.canonical || `${ownPath}${cleanQuery(input.search)}`;
  const versions =
    input.versions ?? Object.fromEntries(locales.map((locale) => [locale, localizedPath(locale, input.path)]));
  const image: NonNullable<PageMetadataInput["image"]> = input.image ?? DEFAULT_SHARE_IMAGE;
  const images = [{ ...image, alt: image.alt ?? input.title }];
  const other = otherLocale(input.locale);

  return {
    title: { absolute: brandedTitle(input.searchTitle?.trim() || input.title, input.siteName) },
    description: input.description,
    alternates: { canonical, languages: hreflangAlternates(versions) },
    openGraph: {
      type: input.type ?? "website",
      url: canonical,
      siteName: input.siteName,
      title: input.title,
      description: input.description,
      locale: localeInfo[input.locale].ogLocale,
      alternateLocale: versions[other] ? [localeInfo[other].ogLocale] : [],
      images,
      ...(input.type === "article" && input.publishedTime
        ? { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }
        : {}),
    },
    twitter: {
      card: "summary_large_image",
      title: input.title,
      description: input.description,
      images: images.map(({ url, alt }) => ({ url, alt })),
    },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  };
}
