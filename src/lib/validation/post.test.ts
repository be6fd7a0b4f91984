import { describe, expect, it } from "vitest";
import { postFieldErrors, postInputSchema } from "./post";

const valid = {
  title: "Getting started with the ECC",
  slug: "getting-started-with-the-ecc",
  metaDescription: "A practical guide.",
  coverImage: "/blog/covers/nca-ecc.jpg",
  locale: "en",
  status: "published",
  content: { ops: [{ insert: "Hello\n" }] },
};

describe("postInputSchema", () => {
  it("accepts a complete post and fills defaults", () => {
    const parsed = postInputSchema.parse(valid);
    expect(parsed.author).toBe("");
    expect(parsed.publishedAt).toBeNull();
    expect(parsed.translationId).toBeNull();
  });

  it("accepts Arabic slugs", () => {
    expect(postInputSchema.safeParse({ ...valid, locale: "ar", slug: "الأمن-السيبراني" }).success).toBe(true);
  });

  it("reports one error code per field", () => {
    const result = postInputSchema.safeParse({
      ...valid,
      title: " ",
      slug: "Not A Slug",
      coverImage: "javascript:alert(1)",
      locale: "fr",
      content: "text",
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(postFieldErrors(result.error)).toEqual({
      title: "required",
      slug: "invalid_slug",
      coverImage: "invalid_image",
      locale: "invalid_locale",
      content: "invalid_content",
    });
  });

  it("requires a date for a scheduled post and rejects nonsense dates", () => {
    const scheduled = postInputSchema.safeParse({ ...valid, status: "scheduled" });
    expect(scheduled.success || postFieldErrors(scheduled.error)).toEqual({ publishedAt: "date_required" });
    const nonsense = postInputSchema.safeParse({ ...valid, publishedAt: "tomorrow-ish" });
    expect(nonsense.success || postFieldErrors(nonsense.error)).toEqual({ publishedAt: "invalid_date" });
  });

  it("refuses images embedded as base64", () => {
    const inline = { ops: [{ insert: { image: "data:image/png;base64,iVBORw0KGgo=" } }, { insert: "\n" }] };
    const result = postInputSchema.safeParse({ ...valid, content: inline });
    expect(result.success || postFieldErrors(result.error)).toEqual({ content: "inline_image" });
    // A published image needs its description too (post-seo-alt.test.ts).
    const uploaded = {
      ops: [{ insert: { image: "/uploads/8f0c.webp" }, attributes: { alt: "A network diagram" } }, { insert: "\n" }],
    };
    expect(postInputSchema.safeParse({ ...valid, content: uploaded }).success).toBe(true);
  });

  it("refuses oversized content", () => {
    const huge = { ops: [{ insert: "x".repeat(1_000_001) }] };
    const result = postInputSchema.safeParse({ ...valid, content: huge });
    expect(result.success || postFieldErrors(result.error)).toEqual({ content: "content_too_large" });
  });
});

describe("control characters", () => {
  it.each([
    ["title", { title: "Hello\u0000world" }],
    ["metaDescription", { metaDescription: "A \u001b[31m red description" }],
    ["author", { author: "Sara\u0007" }],
    ["content", { content: { ops: [{ insert: "Body\u0000\n" }] } }],
  ])("refuses them in %s with their own code", (field, change) => {
    const result = postInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(postFieldErrors(result.error)).toEqual({ [field]: "control_characters" });
  });

  it("keeps tabs and line breaks", () => {
    expect(postInputSchema.safeParse({ ...valid, content: { ops: [{ insert: "a\tb\r\nc\n" }] } }).success).toBe(true);
  });
});
