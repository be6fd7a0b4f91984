import { z } from "./zod";

/**
 * Topics and authors, validated the same way in the dashboard and on the server. Their slugs are
 * ASCII (one address in both languages: /blog/topics/cloud, /en/blog/topics/cloud). Error messages
 * are codes, shown in the dashboard's language (messages: dashboard.errors.*).
 */
import { TAXONOMY_SLUG, TAXONOMY_SLUG_MAX } from "./taxonomy-slug";
import { genderSchema } from "./gender";

export { TAXONOMY_SLUG, TAXONOMY_SLUG_MAX, isTaxonomySlug } from "./taxonomy-slug";

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const text = (max: number, required = false) => {
  const base = z
    .string({ error: "required" })
    .trim()
    .max(max, "too_long")
    .refine((value) => !CONTROL_CHARACTERS.test(value), "control_characters");
  return required ? base.refine((value) => value.length > 0, "required") : base.default("");
};

export const taxonomySlug = z
  .string({ error: "required" })
  .trim()
  .min(1, "required")
  .max(TAXONOMY_SLUG_MAX, "too_long")
  .refine((value) => TAXONOMY_SLUG.test(value), "invalid_slug");

export const topicInputSchema = z.object({
  slug: taxonomySlug,
  nameAr: text(80, true),
  nameEn: text(80, true),
  descriptionAr: text(300),
  descriptionEn: text(300),
});

/** A site path of an image (a bundled file or an upload), or nothing. */
const PHOTO = /^\/[A-Za-z0-9/_.-]*$/;

export const authorInputSchema = z.object({
  slug: taxonomySlug,
  nameAr: text(120, true),
  nameEn: text(120, true),
  roleAr: text(120),
  roleEn: text(120),
  bioAr: text(600),
  bioEn: text(600),
  photo: z
    .string()
    .trim()
    .max(2048, "too_long")
    .refine((value) => value === "" || PHOTO.test(value), "invalid_image")
    .default(""),
  /** How Arabic text speaks of the author: "female", "male" or "" (not given). Left out: kept. */
  gender: genderSchema.optional(),
  /**
   * The staff account this author is (null: none). Left out, a save keeps the link it had; a
   * number that is no account is refused as `unknown_user`.
   */
  userId: z
    .number({ error: "unknown_user" })
    .int("unknown_user")
    .min(1, "unknown_user")
    .max(2_147_483_647, "unknown_user")
    .nullable()
    .optional(),
});

export type TopicInput = z.output<typeof topicInputSchema>;
export type AuthorInput = z.output<typeof authorInputSchema>;

/** The first error code per field, from a failed parse. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message || "required";
  }
  return errors;
}
