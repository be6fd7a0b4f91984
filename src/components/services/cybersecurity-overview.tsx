import { ShieldCheck } from "@/components/ui/icons";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import { LocaleLink } from "@/components/ui/locale-link";
import { RevealList } from "@/components/ui/reveal-list";
import type { CybersecurityOverview } from "@/content/schema";
import { getServiceContent } from "@/content/services";
import { SECURITY_SLUGS } from "@/content/service-slugs";
import type { Locale } from "@/i18n/locales";
import { breadcrumbList, serviceStructuredData } from "@/lib/seo/structured-data";
import { localizedHref, localizedPath } from "@/lib/seo/urls";
import { siteOrigin } from "@/server/site";
import { PageBanner } from "./page-banner";
import { FaqsBlock, WorkInvitationBlock, WorkStepsBlock } from "./service-sections";
import { StaticImage } from "@/components/ui/static-image";
import { PICTURE_WIDTHS } from "@/content/picture-widths";
import { ASSESSMENT_SERVICE } from "@/lib/validation/lead-choices";

/** /services/cybersecurity: the overview that leads to each security service. */
export async function CybersecurityOverviewPage({
  locale,
  overview,
}: {
  locale: Locale;
  overview: CybersecurityOverview;
}) {
  const nav = await getTranslations("nav");
  const t = await getTranslations("servicePage");
  const services = await Promise.all(
    SECURITY_SLUGS.map(async (slug) => ({ slug, content: await getServiceContent(locale, slug) })),
  );
  const origin = siteOrigin();
  const crumbs = [
    { label: nav("home"), href: "/" },
    { label: t("breadcrumbServices"), href: "/#services" },
    { label: overview.title },
  ];

  return (
    <>
      <PageBanner title={overview.title} tagline={overview.content} crumbs={crumbs} />
      <section className="container-page grid items-start gap-10 py-16 lg:grid-cols-2">
        <div className="relative aspect-[1200/630] overflow-hidden rounded-2xl bg-sand-100">
          <StaticImage
            src="/tech-services/cybersecurity.jpg"
            alt={t("imageAlt")}
            fill
            lcp
            sizes="(min-width: 1024px) 600px, 100vw"
            sourceWidth={PICTURE_WIDTHS.serviceImage}
            className="object-cover"
          />
        </div>
        <div className="space-y-4 text-lg text-navy-700">
          {overview.description.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="security-services-title" className="bg-sand-50 py-16">
        <div className="container-page">
          <h2 id="security-services-title" className="section-title">
            {overview.services.title}
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-navy-700">{overview.services.description}</p>
          <RevealList className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {services.map(({ slug, content }) =>
              content ? (
                <li
                  key={slug}
                  className="relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-navy-900/10 hover:shadow-lg"
                >
                  <ShieldCheck aria-hidden className="size-9 text-brand-600" />
                  <h3 className="card-title mt-4">
                    <LocaleLink href={`/services/${slug}`} className="after:absolute after:inset-0">
                      {content.title}
                    </LocaleLink>
                  </h3>
                  <p className="card-text">{content.content}</p>
                  <span aria-hidden className="card-more">
                    {t("cybersecurityServicesCta")}
                  </span>
                </li>
              ) : null,
            )}
          </RevealList>
        </div>
      </section>

      <WorkStepsBlock title={overview.approach.title} steps={overview.approach.steps} />
      <FaqsBlock faqs={overview.faqs} />
      <WorkInvitationBlock
        title={overview.work_invitation.title}
        description={overview.work_invitation.description}
        service={ASSESSMENT_SERVICE}
      />
      <JsonLd
        data={[
          ...serviceStructuredData({
            origin,
            url: `${origin}${localizedPath(locale, "/services/cybersecurity")}`,
            name: overview.title,
            description: overview.meta.description || overview.content,
            image: "/tech-services/cybersecurity.jpg",
            locale,
            faqs: overview.faqs,
          }),
          breadcrumbList(
            origin,
            crumbs.map((crumb) => ({
              name: crumb.label,
              path: localizedHref(locale, crumb.href ?? "/services/cybersecurity"),
            })),
          ),
        ]}
      />
    </>
  );
}
