import type { PageMetadataInput } from "./metadata";

/** What a post's own search and sharing settings hold; "" means the default. */
export type PostSeoSettings = { title: string; socialImage: string; canonicalUrl: string; noindex: boolean };

/**
 * The parts of a post page's metadata its settings decide: the SEO title for `<title>`, the social
 * image (else the cover, else the site's default) for og:image and twitter:image, the canonical
 * override, and noindex.
 */
export function postSeoMetadata(post: {
  metaDescription: string;
  coverImage: string;
  seo: PostSeoSettings;
}): Pick<PageMetadataInput, "searchTitle" | "canonical" | "noindex" | "image"> {
  const image = post.seo.socialImage || post.coverImage;
  return {
    searchTitle: post.seo.title || undefined,
    canonical: post.seo.canonicalUrl || undefined,
    noindex: post.seo.noindex,
    image: image ? { url: image, alt: post.metaDescription || undefined } : undefined,
  };
}
