import { describe, expect, it } from "vitest";
import { pageMetadata } from "./metadata";
import { postSeoMetadata } from "./post-seo";

const post = {
  title: "A very long headline about the Essential Cybersecurity Controls and what they ask of you",
  metaDescription: "What the ECC asks.",
  coverImage: "/blog/covers/nca-ecc.jpg",
  seo: { title: "", socialImage: "", canonicalUrl: "", noindex: false },
};

const metadataOf = (overrides: Partial<typeof post.seo>, coverImage = post.coverImage) =>
  pageMetadata({
    locale: "en",
    path: "/blog/ecc",
    title: post.title,
    description: post.metaDescription,
    siteName: "Asas Tech Consulting",
    type: "article",
    ...postSeoMetadata({ ...post, coverImage, seo: { ...post.seo, ...overrides } }),
  });

describe("a post's search and sharing settings in its head", () => {
  it("uses the headline, the cover, its own address and no robots rule by default", () => {
    const metadata = metadataOf({});
    expect(metadata.title).toEqual({ absolute: `${post.title} | Asas Tech Consulting` });
    expect(metadata.alternates?.canonical).toBe("/en/blog/ecc");
    expect(metadata.openGraph?.images).toEqual([{ url: "/blog/covers/nca-ecc.jpg", alt: "What the ECC asks." }]);
    expect(metadata.robots).toBeUndefined();
  });

  it("puts the SEO title in <title>, and keeps the headline for shared cards", () => {
    const metadata = metadataOf({ title: "ECC in one page" });
    expect(metadata.title).toEqual({ absolute: "ECC in one page | Asas Tech Consulting" });
    expect(metadata.openGraph?.title).toBe(post.title);
  });

  it("shares the social image over the cover, and the cover when there is none", () => {
    const social = metadataOf({ socialImage: "/uploads/card.webp" });
    expect(social.openGraph?.images).toEqual([{ url: "/uploads/card.webp", alt: "What the ECC asks." }]);
    expect(social.twitter?.images).toEqual([{ url: "/uploads/card.webp", alt: "What the ECC asks." }]);
    const fallback = metadataOf({});
    expect(fallback.twitter?.images).toEqual([{ url: "/blog/covers/nca-ecc.jpg", alt: "What the ECC asks." }]);
    // Neither: the site's default share image.
    expect(metadataOf({}, "").openGraph?.images).toEqual([expect.objectContaining({ url: "/og-default.jpg" })]);
  });

  it("points canonical (and og:url) at the override", () => {
    const metadata = metadataOf({ canonicalUrl: "https://example.org/original" });
    expect(metadata.alternates?.canonical).toBe("https://example.org/original");
    expect(metadata.openGraph?.url).toBe("https://example.org/original");
  });

  it("asks search engines not to index a hidden post", () => {
    expect(metadataOf({ noindex: true }).robots).toEqual({ index: false, follow: true });
  });
});
