import { z } from "zod";
import { locales } from "@/i18n/locales";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { pageNumber } from "@/lib/validation/numbers";
import { BLOG_PAGE_SIZE, getBlogPage } from "@/server/posts/public";
import { queryIssues } from "@/server/api-text";
import { guarded, json, problem } from "@/server/http";

const query = z.object({
  locale: z.enum(locales, { error: "locale must be 'ar' or 'en'" }),
  page: pageNumber().optional(),
});

// GET /api/public/posts?locale=ar|en&page=N: the public posts of a language, newest first.
export async function GET(request: Request) {
  return guarded("/api/public/posts", async () => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = query.safeParse(params);
    if (!parsed.success) {
      return problem(400, await queryIssues(request, parsed.error, params.locale));
    }
    const { locale, page = 1 } = parsed.data;
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
}
