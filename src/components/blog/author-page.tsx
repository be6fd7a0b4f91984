import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/services/page-banner";
import type { Locale } from "@/i18n/locales";
import { authorPath, breadcrumbList, personStructuredData } from "@/lib/seo/structured-data";
import { localizedPath } from "@/lib/seo/urls";
import type { AuthorPageData } from "@/server/taxonomy/store";
import { siteOrigin } from "@/server/site";
import { AuthorPhoto } from "./author-photo";
import { PostList, type Listing } from "./post-list";
import { genderForMessages } from "@/lib/validation/gender";

/** An author's page: who they are, and their posts in the page's language. */
export async function AuthorPage({
  locale,
  author,
  listing,
}: {
  locale: Locale;
  author: AuthorPageData;
  listing: Listing;
}) {
  const t = await getTranslations("blog");
  const nav = await getTranslations("nav");
  const origin = siteOrigin();
  const path = `/blog/authors/${author.slug}`;
  return (
    <>
      <PageBanner
        title={author.name}
        tagline={author.role || undefined}
        crumbs={[{ label: nav("home"), href: "/" }, { label: t("title"), href: "/blog" }, { label: author.name }]}
      />
      <div className="container-page py-14">
        <section aria-labelledby="about-author" className="mb-12 flex flex-col gap-6 sm:flex-row sm:items-start">
          <AuthorPhoto src={author.photo} name={author.name} size={128} />
          <div className="max-w-3xl">
            <h2 id="about-author" className="text-2xl font-bold text-navy-900">
              {t("aboutAuthor", { gender: genderForMessages(author.gender) })}
            </h2>
            {author.bio && <p className="mt-3 text-lg text-navy-700">{author.bio}</p>}
          </div>
        </section>
        <h2 className="mb-8 text-2xl font-bold text-navy-900">{t("author.postsHeading", { name: author.name })}</h2>
        <PostList
          locale={locale}
          listing={listing}
          basePath={path}
          empty={t("author.empty", { name: author.name, gender: genderForMessages(author.gender) })}
        />
      </div>
      <JsonLd
        data={[
          {
            "@context": "https://schema.org",
            "@type": "ProfilePage",
            url: `${origin}${authorPath(locale, author.slug)}`,
            inLanguage: locale,
            mainEntity: personStructuredData(origin, locale, author),
          },
          breadcrumbList(origin, [
            { name: nav("home"), path: localizedPath(locale, "/") },
            { name: t("title"), path: localizedPath(locale, "/blog") },
            { name: author.name, path: localizedPath(locale, path) },
          ]),
        ]}
      />
    </>
  );
}
