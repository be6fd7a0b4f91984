import type { Metadata } from "next";
import { AuthorListingRoute, authorListingMetadata } from "@/components/blog/listing-routes";
import { pageLocale } from "@/i18n/page-locale";
import { ON_DEMAND_PARAM } from "@/lib/routing/on-demand";

// Made whole at its first request and kept until the authors or a listing of posts change.
export const ensureStatic = "navigation";

export function generateStaticParams() {
  return [{ slug: ON_DEMAND_PARAM }];
}

type Props = PageProps<"/[locale]/blog/authors/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return authorListingMetadata({ locale: await pageLocale(params), page: 1 }, (await params).slug);
}

export default async function AuthorRoute({ params }: Props) {
  const { slug } = await params;
  return (
    <AuthorListingRoute locale={await pageLocale(params)} page={1} slug={slug} address={`/blog/authors/${slug}`} />
  );
}
