import { z } from "zod";
import { locales } from "@/i18n/locales";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { BLOG_PAGE_SIZE, getBlogPage } from "@/server/posts/public";
import { guarded, json, problem } from "@/server/http";

const query = z.object({
  locale: z.enum(locales, { error: "locale must be 'ar' or 'en'" }),
  page: z.coerce
    .number({ error: "page must be a whole number from 1" })
    .int("page must be a whole number from 1")
    .min(1, "page must be a whole number from 1")
    .max(100_000, "page is too large")
    .default(1),
});

// GET /api/public/posts?locale=ar|en&page=N: the public posts of a language, newest first.
export async function GET(request: Request) {
  return guarded("/api/public/posts", async () => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const parsed = query.safeParse(params);
    if (!parsed.success) {
      return problem(400, parsed.error.issues.map((issue) => issue.message).join("; "));
    }
    const { locale, page } = parsed.data;
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
