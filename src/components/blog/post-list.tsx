import type { Locale } from "@/i18n/locales";
import { localizedHref } from "@/lib/seo/urls";
import type { PostSummary } from "@/server/posts/types";
import { listingPageHref } from "@/lib/routing/listing-pages";
import { Pagination } from "./pagination";
import { PostCard } from "./post-card";

export type Listing = { posts: PostSummary[]; page: number; pageCount: number; total: number };

/**
 * A page of post cards with its pagination (topic and author pages), or the empty text. The
 * neighbouring pages are also announced in <head> (React hoists the links).
 */
export async function PostList({
  locale,
  listing,
  basePath,
  empty,
}: {
  locale: Locale;
  listing: Listing;
  /** The listing's unprefixed path, e.g. "/blog/topics/cloud". */
  basePath: string;
  empty: string;
}) {
  const { page, pageCount } = listing;
  return (
    <>
      {page > 1 && <link rel="prev" href={localizedHref(locale, listingPageHref(basePath, page - 1))} />}
      {page < pageCount && <link rel="next" href={localizedHref(locale, listingPageHref(basePath, page + 1))} />}
      {listing.posts.length === 0 ? (
        <p
          className="mx-auto max-w-xl rounded-2xl bg-sand-50 p-10 text-center text-lg text-navy-700"
          data-testid="listing-empty"
        >
          {empty}
        </p>
      ) : (
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {listing.posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} locale={locale} priority={index === 0} eager={index < 3} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pageCount={pageCount} basePath={basePath} />
    </>
  );
}
