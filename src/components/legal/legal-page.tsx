import { getTranslations } from "next-intl/server";
import { Fragment } from "react";
import { JsonLd } from "@/components/site/json-ld";
import { PageBanner } from "@/components/services/page-banner";
import type { Locale } from "@/i18n/locales";
import { mailtoUrl, telUrl } from "@/lib/contact-links";
import { formatDate } from "@/lib/format";
import { parseLegalText, withEmailLinks } from "@/lib/legal-text";
import { breadcrumbList } from "@/lib/seo/structured-data";
import { localizedPath } from "@/lib/seo/urls";
import { companyFacts, withFacts, type FactToken } from "@/lib/site-facts";
import type { LegalDocument, LegalPageKind } from "@/lib/validation/legal";
import type { SiteSettings } from "@/lib/validation/site-settings";
import { siteOrigin } from "@/server/site";

type Facts = Record<FactToken, string>;

const linkClass = "font-semibold text-brand-800 underline";

/**
 * A fact named in the text ("{phone}"), as the settings have it now: e-mail addresses and phone
 * numbers as links, isolated left to right so that Arabic text does not reverse them.
 */
function Fact({ fact, value }: { fact: FactToken; value: string }) {
  if (fact === "email" || fact === "privacyEmail")
    return (
      <a href={mailtoUrl(value)} dir="ltr" className={linkClass}>
        {value}
      </a>
    );
  if (fact === "phone" || fact === "whatsapp")
    return (
      <a href={telUrl(value)} dir="ltr" className={linkClass}>
        {value}
      </a>
    );
  return <>{value}</>;
}

function Text({ value, facts }: { value: string; facts: Facts }) {
  return withFacts(value, facts).map((part, index) =>
    part.fact ? (
      <Fact key={index} fact={part.fact} value={part.text} />
    ) : (
      <Fragment key={index}>
        {withEmailLinks(part.text).map((piece, pieceIndex) =>
          piece.email ? (
            <a key={pieceIndex} href={`mailto:${piece.email}`} dir="ltr" className={linkClass}>
              {piece.text}
            </a>
          ) : (
            <Fragment key={pieceIndex}>{piece.text}</Fragment>
          ),
        )}
      </Fragment>
    ),
  );
}

/**
 * A legal page (privacy, terms, accessibility) from the settings the team edits, under the
 * company's details as a buyer checks them: name, registration, National Address and contacts.
 */
export async function LegalPage({
  locale,
  kind,
  document,
  company,
}: {
  locale: Locale;
  kind: LegalPageKind;
  document: LegalDocument;
  company: SiteSettings["company"];
}) {
  const t = await getTranslations("legal");
  const nav = await getTranslations("nav");
  const page = document[locale];
  const blocks = parseLegalText(page.body);
  const facts = companyFacts(company, locale);
  const details: Array<[string, FactToken]> = [
    [t("details.company"), "company"],
    [t("details.crNumber"), "crNumber"],
    [t("details.vatNumber"), "vatNumber"],
    facts.nationalAddress ? [t("details.nationalAddress"), "nationalAddress"] : [t("details.address"), "address"],
    [t("details.email"), kind === "privacy" ? "privacyEmail" : "email"],
    [t("details.phone"), "phone"],
  ];
  return (
    <>
      <PageBanner title={page.title} crumbs={[{ label: nav("home"), href: "/" }, { label: page.title }]} />
      <div className="container-page max-w-3xl py-12" data-testid={`legal-${kind}`}>
        <p className="text-sm text-navy-700">
          {t("updated", { date: formatDate(`${document.updated}T12:00:00.000Z`, locale) })}
        </p>
        <section aria-labelledby="company-details" className="mt-6 rounded-2xl bg-sand-50 p-5">
          <h2 id="company-details" className="text-lg font-bold text-navy-900">
            {t("details.title")}
          </h2>
          <dl className="mt-3 grid gap-x-6 gap-y-2 text-navy-800 sm:grid-cols-[auto_1fr]" data-testid="company-details">
            {details
              .filter(([, fact]) => facts[fact])
              .map(([label, fact]) => (
                <Fragment key={fact}>
                  <dt className="font-semibold">{label}</dt>
                  <dd>
                    <Fact fact={fact} value={facts[fact]} />
                  </dd>
                </Fragment>
              ))}
          </dl>
        </section>
        <div className="mt-6 space-y-5 text-lg leading-relaxed text-navy-800">
          {blocks.map((block, index) =>
            block.type === "heading" ? (
              <h2 key={index} className="pt-4 text-2xl font-bold text-navy-900">
                {withFacts(block.text, facts)
                  .map((part) => part.text)
                  .join("")}
              </h2>
            ) : block.type === "list" ? (
              <ul key={index} className="list-disc space-y-2 ps-6">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Text value={item} facts={facts} />
                  </li>
                ))}
              </ul>
            ) : (
              <p key={index}>
                <Text value={block.text} facts={facts} />
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
