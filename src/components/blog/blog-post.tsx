import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import { LocaleAlternate } from "@/components/site/locale-alternate";
import { PageBanner } from "@/components/services/page-banner";
import { LocaleLink } from "@/components/ui/locale-link";
import { siteConfig } from "@/config/site";
import { localeInfo, otherLocale, type Locale } from "@/i18n/locales";
import { renderDelta } from "@/lib/delta";
import { formatDate } from "@/lib/format";
import { breadcrumbList } from "@/lib/seo/structured-data";
import { localizedPath } from "@/lib/seo/urls";
import { withImageDimensions } from "@/server/posts/image-dimensions";
import type { PublicPost } from "@/server/posts/types";
import { siteOrigin } from "@/server/site";
import { PostCover } from "./post-cover";

/** The blog post page (spec §2): the title, the cover, and the content rendered to safe HTML on the server. */
export async function BlogPost({ locale, post }: { locale: Locale; post: PublicPost }) {
  const t = await getTranslations("blog");
  const nav = await getTranslations("nav");
  const origin = siteOrigin();
  const path = localizedPath(locale, `/blog/${encodeURIComponent(post.slug)}`);
  const other = otherLocale(locale);
  // The language switcher goes to the translation, or else to the other language's blog.
  const alternate = post.translation
    ? localizedPath(other, `/blog/${encodeURIComponent(post.translation.slug)}`)
    : localizedPath(other, "/blog");
  const contentHtml = await withImageDimensions(renderDelta(post.content));

  return (
    <article>
      <LocaleAlternate href={alternate} />
      <PageBanner
        title={post.title}
        crumbs={[{ label: nav("home"), href: "/" }, { label: t("title"), href: "/blog" }, { label: post.title }]}
      />
      <div className="container-page max-w-4xl py-10 sm:py-12">
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-navy-700">
          <span>
            <time dateTime={post.publishedAt}>{t("publishedOn", { date: formatDate(post.publishedAt, locale) })}</time>
          </span>
          <span aria-hidden>·</span>
          <span>{t("readingTime", { minutes: post.readingMinutes })}</span>
          {post.author && (
            <>
              <span aria-hidden>·</span>
              <span>{t("by", { author: post.author })}</span>
            </>
          )}
        </p>
        <div className="mt-6">
          <PostCover
            src={post.cover_image}
            alt={post.meta_description}
            priority
            sizes="(min-width: 896px) 896px, 100vw"
          />
        </div>
        <div
          className="prose-post mt-10"
          dir={localeInfo[locale].dir}
          data-testid="post-content"
          dangerouslySetInnerHTML={{ __html: contentHtml }}
        />
        <div className="mt-14 rounded-2xl bg-sand-50 p-8 text-center">
          <h2 className="text-2xl font-bold text-navy-900">{t("ctaTitle")}</h2>
          <p className="mt-2 text-navy-700">{t("ctaText")}</p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <LocaleLink href="/contact" className="button-primary">
              {t("ctaButton")}
            </LocaleLink>
            <LocaleLink href="/blog" className="button-secondary">
              {t("backToBlog")}
            </LocaleLink>
          </div>
        </div>
      </div>
      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "BlogPosting",
            "@id": `${origin}${path}#article`,
            mainEntityOfPage: `${origin}${path}`,
            headline: post.title,
            description: post.meta_description,
            image: post.cover_image ? [new URL(post.cover_image, origin).toString()] : undefined,
            datePublished: post.publishedAt,
            dateModified: post.updatedAt,
            inLanguage: locale,
            author: { "@type": "Organization", name: post.author || siteConfig.name[locale], url: `${origin}/` },
            publisher: { "@id": `${origin}/#organization` },
          },
          breadcrumbList(origin, [
            { name: nav("home"), path: localizedPath(locale, "/") },
            { name: t("title"), path: localizedPath(locale, "/blog") },
            { name: post.title, path },
          ]),
        ]}
      />
    </article>
  );
}
