import { getTranslations } from "next-intl/server";
import { LocaleLink } from "@/components/ui/locale-link";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import type { PostSummary } from "@/server/posts/types";
import { PostCover } from "./post-cover";

export async function PostCard({
  post,
  locale,
  priority = false,
  eager = false,
  headingLevel = 2,
}: {
  post: PostSummary;
  locale: Locale;
  /** The page's largest paint (PostCover). */
  priority?: boolean;
  /** In the first screen on some screens: loaded at once, at normal priority. */
  eager?: boolean;
  /** 3 where the cards sit under a section heading of their own (related posts). */
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations("blog");
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className="card group">
      <PostCover
        src={post.coverImage}
        focus={post.coverFocus}
        alt=""
        priority={priority}
        eager={eager}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        testId={headingLevel === 3 ? "related-post-cover" : "post-cover"}
      />
      <div className="card-body">
        <p className="text-sm text-navy-700">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
          <span aria-hidden> · </span>
          {t("readingTime", { minutes: post.readingMinutes })}
        </p>
        <Heading className="mt-2 text-xl font-bold text-navy-900">
          <LocaleLink href={`/blog/${encodeURIComponent(post.slug)}`} className="card-link">
            {post.title}
          </LocaleLink>
        </Heading>
        <p className="mt-2 line-clamp-3 flex-1 text-navy-700">{post.excerpt}</p>
      </div>
    </article>
  );
}
