import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ServiceContent } from "@/content/schema";
import type { Locale } from "@/i18n/locales";
import { pageMetadata } from "@/lib/seo/metadata";
import { serviceMeta } from "@/lib/seo/service-meta";

/** Head of a service page: meta title and description, og:image /tech-services/{slug}.jpg. */
export async function serviceMetadata(locale: Locale, slug: string, content: ServiceContent): Promise<Metadata> {
  const site = await getTranslations({ locale, namespace: "site" });
  const { title, description } = serviceMeta(content);
  return pageMetadata({
    locale,
    path: `/services/${slug}`,
    title,
    description,
    siteName: site("name"),
    image: { url: `/tech-services/${slug}.jpg`, width: 1200, height: 630, alt: content.title },
  });
}
