import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/site/json-ld";
import type { ServiceContent } from "@/content/schema";
import type { Locale } from "@/i18n/locales";
import { serviceMeta } from "@/lib/seo/service-meta";
import { breadcrumbList, serviceStructuredData } from "@/lib/seo/structured-data";
import { localizedHref, localizedPath } from "@/lib/seo/urls";
import { siteOrigin } from "@/server/site";
import { PageBanner } from "./page-banner";
import {
  FaqsBlock,
  FeaturesBlock,
  ServiceContentBlock,
  WorkInvitationBlock,
  WorkStepsBlock,
  WorksBlock,
} from "./service-sections";

type Props = {
  locale: Locale;
  slug: string;
  content: ServiceContent;
  /** Extra breadcrumb between "Services" and the page (the cybersecurity overview). */
  parent?: { label: string; href: string };
};

/** A service detail page: the sections every service shares, in one order (docs/decisions.md, decision 34). */
export async function ServicePage({ locale, slug, content, parent }: Props) {
  const nav = await getTranslations("nav");
  const t = await getTranslations("servicePage");
  const origin = siteOrigin();
  const path = localizedPath(locale, `/services/${slug}`);
  const crumbs: Array<{ label: string; href?: string }> = [
    { label: nav("home"), href: "/" },
    { label: t("breadcrumbServices"), href: "/#services" },
    ...(parent ? [parent] : []),
    { label: content.title },
  ];

  return (
    <>
      <PageBanner title={content.title} tagline={content.content} crumbs={crumbs} />
      <ServiceContentBlock description={content.description} imagePath={`/tech-services/${slug}.jpg`} />
      <FeaturesBlock title={content.features.title} steps={content.features.steps} />
      <WorksBlock title={content.works.title} steps={content.works.steps} />
      <WorkStepsBlock title={content.work_steps.title} steps={content.work_steps.steps} />
      <FaqsBlock faqs={content.faqs} />
      <WorkInvitationBlock
        title={content.work_invitation.title}
        description={content.work_invitation.description}
        service={slug}
      />
      <JsonLd
        data={[
          ...serviceStructuredData({
            origin,
            url: `${origin}${path}`,
            name: content.title,
            description: serviceMeta(content).description,
            image: `/tech-services/${slug}.jpg`,
            locale,
            faqs: content.faqs,
          }),
          breadcrumbList(
            origin,
            crumbs.map((crumb) => ({
              name: crumb.label,
              path: localizedHref(locale, crumb.href ?? `/services/${slug}`),
            })),
          ),
        ]}
      />
    </>
  );
}
