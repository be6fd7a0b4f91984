import { describe, expect, it } from "vitest";
import { postFieldErrors, postInputSchema, SEO_TITLE_MAX, visibleLength } from "./post";

const valid = {
  title: "Getting started with the ECC",
  slug: "getting-started-with-the-ecc",
  metaDescription: "A practical guide.",
  coverImage: "/blog/covers/nca-ecc.jpg",
  locale: "en",
  status: "published",
  content: { ops: [{ insert: "Hello\n" }] },
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = postInputSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : postFieldErrors(result.error);
};

describe("SEO title", () => {
  it("is optional and saved trimmed", () => {
    expect(postInputSchema.parse(valid).seoTitle).toBe("");
    expect(postInputSchema.parse({ ...valid, seoTitle: "  ECC in one page  " }).seoTitle).toBe("ECC in one page");
  });

  it("counts characters as a reader sees them: an emoji or a letter with its marks is one", () => {
    expect(visibleLength("👩‍💻")).toBe(1);
    expect(visibleLength("مُحَمَّد")).toBe(4);
    expect(visibleLength("Cloud")).toBe(5);
  });

  it("warns past 60 in the editor, but the server accepts up to 100 and refuses more", () => {
    expect(errorsOf({ seoTitle: "a".repeat(61) })).toEqual({});
    expect(errorsOf({ seoTitle: "a".repeat(SEO_TITLE_MAX) })).toEqual({});
    expect(errorsOf({ seoTitle: "a".repeat(SEO_TITLE_MAX + 1) })).toEqual({ seoTitle: "too_long" });
    // 100 family emoji are 100 characters to a reader, though 1,100 UTF-16 units.
    expect(errorsOf({ seoTitle: "👨‍👩‍👧‍👦".repeat(SEO_TITLE_MAX) })).toEqual({});
  });

  it("refuses control characters", () => {
    expect(errorsOf({ seoTitle: "ECC\u0007" })).toEqual({ seoTitle: "control_characters" });
  });
});

describe("canonical address", () => {
  it.each(["", "https://example.org/original-article", "/en/blog/other-post", "/blog/%D8%A3"])("accepts %j", (url) => {
    expect(errorsOf({ canonicalUrl: url })).toEqual({});
  });

  it.each([
    "http://example.org/insecure",
    "//example.org/protocol-relative",
    "javascript:alert(1)",
    "example.org/no-scheme",
    "https://user:secret@example.org/",
    "https://example.org/a b",
    'https://example.org/"onload=',
    "blog/relative",
  ])("refuses %j", (url) => {
    expect(errorsOf({ canonicalUrl: url })).toEqual({ canonicalUrl: "invalid_canonical" });
  });
});

describe("social image and noindex", () => {
  it("takes the same images as the cover", () => {
    expect(postInputSchema.parse({ ...valid, socialImage: "/uploads/a.webp" }).socialImage).toBe("/uploads/a.webp");
    expect(errorsOf({ socialImage: "javascript:alert(1)" })).toEqual({ socialImage: "invalid_image" });
  });

  it("noindex is false unless set, and must be a boolean", () => {
    expect(postInputSchema.parse(valid).noindex).toBe(false);
    expect(postInputSchema.parse({ ...valid, noindex: true }).noindex).toBe(true);
    expect(errorsOf({ noindex: "yes" })).toEqual({ noindex: "invalid_noindex" });
  });
});

describe("images need a description before publishing", () => {
  const withImages = (...attributes: Array<Record<string, unknown> | undefined>) => ({
    ops: [
      { insert: "Intro\n" },
      ...attributes.map((attrs) => ({ insert: { image: "/uploads/a.webp" }, ...(attrs ? { attributes: attrs } : {}) })),
      { insert: "\n" },
    ],
  });

  it("refuses to publish or schedule while an image has neither a description nor the decorative mark", () => {
    const content = withImages({ alt: "A chart of the five control domains" }, undefined, { alt: "   " });
    expect(errorsOf({ content })).toEqual({ content: "image_alt_missing" });
    expect(errorsOf({ content, status: "scheduled", publishedAt: "2099-01-01T00:00:00Z" })).toEqual({
      content: "image_alt_missing",
    });
  });

  it("lets a draft wait", () => {
    expect(errorsOf({ content: withImages(undefined), status: "draft" })).toEqual({});
  });

  it("publishes once every image is described or marked decorative", () => {
    expect(errorsOf({ content: withImages({ alt: "A chart" }, { decorative: true }) })).toEqual({});
  });
});
