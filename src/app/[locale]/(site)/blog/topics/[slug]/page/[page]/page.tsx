import type { Metadata } from "next";
import { TopicListingRoute, topicListingMetadata } from "@/components/blog/listing-routes";
import { pageLocale } from "@/i18n/page-locale";
import { laterPageNumber } from "@/lib/routing/listing-pages";
import { ON_DEMAND_PARAM } from "@/lib/routing/on-demand";

export const ensureStatic = "navigation";

export function generateStaticParams() {
  return [{ slug: ON_DEMAND_PARAM, page: "2" }];
}

type Props = PageProps<"/[locale]/blog/topics/[slug]/page/[page]">;

async function listingPage({ params }: Props) {
  const { slug, page } = await params;
  return {
    locale: await pageLocale(params),
    page: laterPageNumber(page),
    slug,
    address: `/blog/topics/${slug}/page/${page}`,
  };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { slug, address: _address, ...input } = await listingPage(props);
  return topicListingMetadata(input, slug);
}

export default async function TopicLaterPage(props: Props) {
  return <TopicListingRoute {...await listingPage(props)} />;
}
