import type { PostFormState } from "../post-draft-storage";

/** An English draft's editor form, for the editor's unit tests to vary. */
export const samplePostForm: PostFormState = {
  title: "Zero trust",
  slug: "zero-trust",
  metaDescription: "",
  coverImage: "",
  coverFocusX: 0.5,
  coverFocusY: 0.5,
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
