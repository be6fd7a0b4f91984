import type { Metadata } from "next";
import { BlogListingRoute, blogListingMetadata } from "@/components/blog/listing-routes";
import { pageLocale } from "@/i18n/page-locale";

// Made whole by Next.js and kept until a post of the language changes; later pages are /blog/page/{n}.
export const ensureStatic = "navigation";

type Props = PageProps<"/[locale]/blog">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListingMetadata({ locale: await pageLocale(params), page: 1 }, "/blog");
}

export default async function BlogPage({ params }: Props) {
  return <BlogListingRoute locale={await pageLocale(params)} page={1} address="/blog" />;
}
