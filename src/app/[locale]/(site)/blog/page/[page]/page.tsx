import type { Metadata } from "next";
import { BlogListingRoute, blogListingMetadata } from "@/components/blog/listing-routes";
import { pageLocale } from "@/i18n/page-locale";
import { laterPageNumber } from "@/lib/routing/listing-pages";

// Each later page of the blog is a cache entry of its own, made at its first request.
export const ensureStatic = "navigation";

export function generateStaticParams() {
  return [{ page: "2" }];
}

type Props = PageProps<"/[locale]/blog/page/[page]">;

async function listingPage({ params }: Props) {
  const { page } = await params;
  return { locale: await pageLocale(params), page: laterPageNumber(page), address: `/blog/page/${page}` };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { address, ...input } = await listingPage(props);
  return blogListingMetadata(input, address);
}

export default async function BlogLaterPage(props: Props) {
  return <BlogListingRoute {...await listingPage(props)} />;
}
