import type { Metadata } from "next";
import { TopicListingRoute, topicListingMetadata } from "@/components/blog/listing-routes";
import { pageLocale } from "@/i18n/page-locale";
import { ON_DEMAND_PARAM } from "@/lib/routing/on-demand";

// Made whole at its first request and kept until the topics or a listing of posts change.
export const ensureStatic = "navigation";

export function generateStaticParams() {
  return [{ slug: ON_DEMAND_PARAM }];
}

type Props = PageProps<"/[locale]/blog/topics/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicListingMetadata({ locale: await pageLocale(params), page: 1 }, (await params).slug);
}

export default async function TopicRoute({ params }: Props) {
  const { slug } = await params;
  return <TopicListingRoute locale={await pageLocale(params)} page={1} slug={slug} address={`/blog/topics/${slug}`} />;
}
