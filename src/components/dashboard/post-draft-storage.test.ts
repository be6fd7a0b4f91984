import { describe, expect, it } from "vitest";
import { changedFields, fromRiyadhLocal, samePostForm, toRiyadhLocal, type PostFormState } from "./post-draft-storage";

describe("Riyadh time in the publication field", () => {
  it("shows an instant in Riyadh time and reads it back", () => {
    expect(toRiyadhLocal("2026-03-01T06:30:00.000Z")).toBe("2026-03-01T09:30");
    expect(fromRiyadhLocal("2026-03-01T09:30")).toBe("2026-03-01T06:30:00.000Z");
    expect(fromRiyadhLocal(toRiyadhLocal("2026-12-31T22:15:00.000Z"))).toBe("2026-12-31T22:15:00.000Z");
  });

  it("handles empty and broken values", () => {
    expect(toRiyadhLocal(null)).toBe("");
    expect(fromRiyadhLocal("")).toBeNull();
    expect(fromRiyadhLocal("not a date")).toBe("invalid");
  });
});

describe("comparing post forms", () => {
  const form: PostFormState = {
    title: "Zero trust",
    slug: "zero-trust",
    metaDescription: "",
    coverImage: "",
    seoTitle: "",
    socialImage: "",
    canonicalUrl: "",
    noindex: false,
    locale: "en",
    status: "draft",
    publishedAt: "",
    author: "Sara",
    authorId: null,
    topicIds: [2, 5],
    translationId: null,
    content: { ops: [{ insert: "Start with devices.", attributes: { bold: true } }, { insert: "\n" }] },
  };

  it("calls a form unchanged when only key order or op splitting differs", () => {
    const reordered: PostFormState = {
      ...form,
      content: {
        ops: [
          { attributes: { bold: true }, insert: "Start with " },
          { attributes: { bold: true }, insert: "devices." },
          { insert: "\n" },
        ],
      },
    };
    expect(samePostForm(form, reordered)).toBe(true);
    expect(changedFields(form, reordered)).toEqual([]);
  });

  it("lists the fields that differ, in the form's order", () => {
    const edited: PostFormState = {
      ...form,
      author: "Omar",
      title: "Zero trust for offices",
      content: { ops: [{ insert: "Start with people.\n" }] },
      translationId: 4,
      topicIds: [2],
      authorId: 7,
    };
    expect(changedFields(form, edited)).toEqual([
      "title",
      "content",
      "translationId",
      "topicIds",
      "authorId",
      "author",
    ]);
    expect(samePostForm(form, edited)).toBe(false);
  });
});
