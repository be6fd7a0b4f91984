import { z } from "./zod";
import { locales } from "@/i18n/locales";
import { SLUG_MAX_LENGTH } from "@/lib/slug";
import { CONTENT_MAX_BYTES, META_DESCRIPTION_MAX, POST_TITLE_MAX, SEO_TITLE_MAX } from "./post";

/**
 * An autosave: the editor's form as it stands, however unfinished (no field is required and no
 * format is checked: a half-typed slug or date is still the user's work), only kept within the
 * sizes a post may have. The full check runs when the post is saved (post.ts).
 */
const text = (max: number) => z.string().max(max, "too_long").default("");

export const postAutosaveFormSchema = z.object({
  title: text(POST_TITLE_MAX),
  slug: text(SLUG_MAX_LENGTH),
  metaDescription: text(META_DESCRIPTION_MAX),
  coverImage: text(2048),
  // Counted in UTF-16 units here, which is never fewer than the characters the post form counts.
  seoTitle: text(SEO_TITLE_MAX * 2),
  socialImage: text(2048),
  canonicalUrl: text(2048),
  noindex: z.boolean({ error: "invalid_noindex" }).default(false),
  locale: z.enum(locales, { error: "invalid_locale" }),
  status: z.enum(["draft", "published", "scheduled"], { error: "invalid_status" }),
  /** The datetime-local field's value (Riyadh time), or "". */
  publishedAt: text(40),
  author: text(120),
  authorId: z.number().int().positive("invalid_author").nullable().default(null),
  topicIds: z.array(z.number().int().positive("invalid_topic")).max(12, "too_long").default([]),
  translationId: z.number().int().positive("invalid_translation").nullable().default(null),
  content: z
    .object({ ops: z.array(z.unknown()) }, { error: "invalid_content" })
    .refine((delta) => JSON.stringify(delta).length <= CONTENT_MAX_BYTES, "content_too_large"),
});

export const postAutosaveSchema = z.object({
  form: postAutosaveFormSchema,
  /** The post version the edit started from; null for a post not created yet. */
  baseVersion: z.number().int().min(1).nullable().default(null),
});

export type PostAutosaveInput = z.input<typeof postAutosaveSchema>;
export type ValidPostAutosave = z.output<typeof postAutosaveSchema>;
