import { Mail } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { LinkedInIcon, WhatsAppIcon, XIcon } from "@/components/site/social-icons";
import { JsonLd } from "@/components/site/json-ld";
import { LocaleAlternate } from "@/components/site/locale-alternate";
import { PageBanner } from "@/components/services/page-banner";
import { LocaleLink } from "@/components/ui/locale-link";
import { localeInfo, otherLocale, type Locale } from "@/i18n/locales";
import { formatDate, formatDateTime } from "@/lib/format";
import { shareLinks } from "@/lib/share-links";
import { breadcrumbList, personStructuredData } from "@/lib/seo/structured-data";
import { localizedPath } from "@/lib/seo/urls";
import { getRelatedPosts, type PublicPostPage } from "@/server/posts/public";
import { siteOrigin } from "@/server/site";
import { AuthorPhoto } from "./author-photo";
import { PostCard } from "./post-card";
import { PostCover } from "./post-cover";
import { getSiteSettings } from "@/server/site-settings";
import { genderForMessages } from "@/lib/validation/gender";

/**
 * The blog post page: the title, the cover, and the content as safe HTML, rendered once
 * with the post's cached data (getPublicPost), not on every render of the page.
 */
export async function BlogPost({
  locale,
  post,
  preview,
}: {
  locale: Locale;
  post: PublicPostPage;
  /** A preview link's page (preview.ts): not public yet, so nothing to share and no structured data. */
  preview?: { expiresAt: string };
}) {
  const t = await getTranslations("blog");
  const nav = await getTranslations("nav");
  const origin = siteOrigin();
  const path = localizedPath(locale, `/blog/${encodeURIComponent(post.slug)}`);
  const other = otherLocale(locale);
  // The language switcher goes to the translation, or else to the other language's blog.
  const alternate = post.translation
    ? localizedPath(other, `/blog/${encodeURIComponent(post.translation.slug)}`)
    : localizedPath(other, "/blog");
  const related = await getRelatedPosts(post.id, locale);
  const share = shareLinks(`${origin}${path}`, post.title);
  const writer = post.authorProfile;
  const { company } = await getSiteSettings();
  const shareItems = [
    { network: "whatsapp", label: t("share.whatsapp"), icon: <WhatsAppIcon className="size-5" /> },
    { network: "x", label: t("share.x"), icon: <XIcon className="size-5" /> },
    { network: "linkedin", label: t("share.linkedin"), icon: <LinkedInIcon className="size-5" /> },
    { network: "email", label: t("share.email"), icon: <Mail aria-hidden className="size-5" /> },
  ] as const;

  return (
    <article>
      {preview && (
        <p
          role="note"
          data-testid="preview-notice"
          className="bg-gold-100 px-4 py-3 text-center font-semibold text-navy-900"
        >
          {t("preview.notice", { date: formatDateTime(preview.expiresAt, locale) })}
        </p>
      )}
      {!preview && <LocaleAlternate href={alternate} />}
      <PageBanner
        title={post.title}
        crumbs={[{ label: nav("home"), href: "/" }, { label: t("title"), href: "/blog" }, { label: post.title }]}
      />
      <div className="container-page max-w-4xl py-10 sm:py-12">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3 text-navy-700">
          {writer && (
            <p className="flex items-center gap-3" data-testid="post-byline">
              <AuthorPhoto src={writer.photo} name={writer.name} size={48} />
              <span>
                <LocaleLink
                  href={`/blog/authors/${writer.slug}`}
                  rel="author"
                  className="font-semibold text-navy-900 underline-offset-4 hover:underline"
                >
                  {t("by", { author: writer.name })}
                </LocaleLink>
                {writer.role && <span className="block text-sm">{writer.role}</span>}
              </span>
            </p>
          )}
          <p className="flex flex-wrap gap-x-3 gap-y-1">
            {post.publishedAt && (
              <>
                <span>
                  <time dateTime={post.publishedAt}>
                    {t("publishedOn", { date: formatDate(post.publishedAt, locale) })}
                  </time>
                </span>
                <span aria-hidden>·</span>
              </>
            )}
            <span>{t("readingTime", { minutes: post.readingMinutes })}</span>
            {!writer && post.author && (
              <>
                <span aria-hidden>·</span>
                <span>{t("by", { author: post.author })}</span>
              </>
            )}
          </p>
        </div>
        {post.topics.length > 0 && (
          <nav aria-label={t("topicsLabel")} className="mt-4">
            <ul className="flex flex-wrap gap-2">
              {post.topics.map((topic) => (
                <li key={topic.slug}>
                  <LocaleLink
                    href={`/blog/topics/${topic.slug}`}
                    className="inline-flex min-h-11 items-center rounded-full bg-brand-50 px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/20 hover:bg-brand-100"
                  >
                    {topic.name}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="mt-6">
          <PostCover
            src={post.coverImage}
            focus={post.coverFocus}
            alt={post.metaDescription}
            priority
            sizes="(min-width: 896px) 896px, 100vw"
          />
        </div>
        <div
          className="prose-post mt-10"
          dir={localeInfo[locale].dir}
          data-testid="post-content"
          dangerouslySetInnerHTML={{ __html: post.contentHtml }}
        />
        {!preview && (
          <section aria-labelledby="share-heading" className="mt-12 border-t border-navy-900/10 pt-8">
            <h2 id="share-heading" className="text-lg font-bold text-navy-900">
              {t("share.heading")}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2" data-testid="share-links">
              {shareItems.map((item) => (
                <li key={item.network}>
                  <a
                    href={share[item.network]}
                    data-network={item.network}
                    {...(item.network === "email" ? {} : { target: "_blank", rel: "noopener noreferrer" })}
                    className="inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full px-4 font-semibold text-navy-800 ring-1 ring-navy-900/15 hover:bg-sand-100"
                  >
                    {item.icon}
                    <span>{item.label}</span>
                    {item.network !== "email" && <span className="sr-only">{t("share.newTab")}</span>}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {writer?.bio && (
          <section aria-labelledby="author-heading" className="mt-10 flex gap-4 rounded-2xl bg-sand-50 p-6">
            <AuthorPhoto src={writer.photo} name={writer.name} size={64} />
            <div>
              <h2 id="author-heading" className="text-lg font-bold text-navy-900">
                {t("aboutAuthor", { gender: genderForMessages(writer.gender) })}
              </h2>
              <p className="mt-1 font-semibold text-navy-900">{writer.name}</p>
              <p className="mt-2 text-navy-700">{writer.bio}</p>
              <LocaleLink
                href={`/blog/authors/${writer.slug}`}
                className="mt-3 inline-block font-semibold text-brand-800 underline underline-offset-4"
              >
                {t("moreByAuthor", { name: writer.name })}
              </LocaleLink>
            </div>
          </section>
        )}
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
        {related.length > 0 && (
          <section aria-labelledby="related-heading" className="mt-14" data-testid="related-posts">
            <h2 id="related-heading" className="mb-6 text-2xl font-bold text-navy-900">
              {t("related")}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {related.map((item) => (
                <li key={item.slug}>
                  <PostCard post={item} locale={locale} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      {!preview && (
        <JsonLd
          data={[
            {
              "@context": "https://schema.org",
              "@type": "BlogPosting",
              "@id": `${origin}${path}#article`,
              mainEntityOfPage: `${origin}${path}`,
              headline: post.title,
              description: post.metaDescription,
              image: post.coverImage ? [new URL(post.coverImage, origin).toString()] : undefined,
              datePublished: post.publishedAt,
              dateModified: post.updatedAt,
              inLanguage: locale,
              author: writer
                ? personStructuredData(origin, locale, writer)
                : { "@type": "Organization", name: post.author || company.name[locale], url: `${origin}/` },
              ...(post.topics.length ? { keywords: post.topics.map((topic) => topic.name).join(", ") } : {}),
              publisher: { "@id": `${origin}/#organization` },
            },
            breadcrumbList(origin, [
              { name: nav("home"), path: localizedPath(locale, "/") },
              { name: t("title"), path: localizedPath(locale, "/blog") },
              { name: post.title, path },
            ]),
          ]}
        />
      )}
    </article>
  );
}
