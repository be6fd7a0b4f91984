import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { publicPostsQuery as query } from "@/server/posts/public-query";
import { BLOG_PAGE_SIZE, getBlogPage } from "@/server/posts/public";
import { json } from "@/server/http";
import { route } from "@/server/route";

// GET /api/public/posts?locale=ar|en&page=N: the public posts of a language, newest first.
export const GET = route({}, async (call) => {
  // A refusal is worded in the language the query asks for, when it names one.
  const { locale, page = 1 } = await call.query(query, {
    locale: new URL(call.request.url).searchParams.get("locale"),
  });
  const listing = await getBlogPage(locale, page);
  return json(
    {
      locale,
      page,
      pageSize: BLOG_PAGE_SIZE,
      pageCount: listing.pageCount,
      total: listing.total,
      posts: listing.posts.map((post) => ({
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        cover_image: post.coverImage,
        published_at: post.publishedAt,
        reading_minutes: post.readingMinutes,
      })),
    },
    { headers: { "cache-control": PUBLIC_CACHE_CONTROL } },
  );
});
