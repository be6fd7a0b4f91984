import { getTranslations } from "next-intl/server";
import { Fragment } from "react";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/services/page-banner";
import type { Locale } from "@/i18n/locales";
import { formatDate } from "@/lib/format";
import { parseLegalText, withEmailLinks } from "@/lib/legal-text";
import { breadcrumbList } from "@/lib/seo/structured-data";
import { localizedPath } from "@/lib/seo/urls";
import type { LegalDocument, LegalPageKind } from "@/lib/validation/legal";
import { siteOrigin } from "@/server/site";

function Text({ value }: { value: string }) {
  return withEmailLinks(value).map((part, index) =>
    part.email ? (
      <a key={index} href={`mailto:${part.email}`} dir="ltr" className="font-semibold text-brand-800 underline">
        {part.text}
      </a>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}

/** A legal page (privacy, terms, accessibility) from the settings the team edits. */
export async function LegalPage({
  locale,
  kind,
  document,
}: {
  locale: Locale;
  kind: LegalPageKind;
  document: LegalDocument;
}) {
  const t = await getTranslations("legal");
  const nav = await getTranslations("nav");
  const page = document[locale];
  const blocks = parseLegalText(page.body);
  return (
    <>
      <PageBanner title={page.title} crumbs={[{ label: nav("home"), href: "/" }, { label: page.title }]} />
      <div className="container-page max-w-3xl py-12" data-testid={`legal-${kind}`}>
        <p className="text-sm text-navy-700">
          {t("updated", { date: formatDate(`${document.updated}T12:00:00.000Z`, locale) })}
        </p>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-navy-800">
          {blocks.map((block, index) =>
            block.type === "heading" ? (
              <h2 key={index} className="pt-4 text-2xl font-bold text-navy-900">
                {block.text}
              </h2>
            ) : block.type === "list" ? (
              <ul key={index} className="list-disc space-y-2 ps-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Text value={item} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={index}>
                <Text value={block.text} />
              </p>
            ),
          )}
        </div>
      </div>
      <JsonLd
        data={breadcrumbList(siteOrigin(), [
          { name: nav("home"), path: localizedPath(locale, "/") },
          { name: page.title, path: localizedPath(locale, `/${kind}`) },
        ])}
      />
    </>
  );
}
