import { z } from "./zod";
import { locales } from "@/i18n/locales";
import { imagesWithoutAlt } from "@/lib/delta/images";
import { isValidSlug, SLUG_MAX_LENGTH } from "@/lib/slug";

/**
 * The post form, validated the same way in the dashboard and on the server. Error messages are
 * codes; the form shows them in the editor's language (messages: dashboard.errors.*).
 */
export const POST_TITLE_MAX = 200;
export const META_DESCRIPTION_RECOMMENDED = 160;
export const META_DESCRIPTION_MAX = 300;
/**
 * The SEO title: search engines show about 60 characters (the editor warns past them); the server
 * refuses more than 100, as characters are seen (an emoji or a letter with its marks counts one).
 */
export const SEO_TITLE_RECOMMENDED = 60;
export const SEO_TITLE_MAX = 100;
/** A Delta larger than this (as JSON) is refused: far beyond any real article. */
export const CONTENT_MAX_BYTES = 1_000_000;

export type PostErrorCode =
  | "required"
  | "too_long"
  | "invalid_slug"
  | "slug_taken"
  | "invalid_locale"
  | "invalid_status"
  | "date_required"
  | "invalid_date"
  | "invalid_image"
  | "invalid_content"
  | "content_too_large"
  | "inline_image"
  | "invalid_translation"
  | "invalid_topic"
  | "invalid_author"
  | "control_characters"
  | "invalid_canonical"
  | "invalid_noindex"
  | "invalid_focus"
  | "image_alt_missing";

/**
 * Control characters (U+0000 and the rest of C0 but tab and line breaks, and DEL) never belong in
 * a post: pasted from a terminal or a hostile client, they would break feeds, search and logs.
 */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const withoutControls = (value: string) => !CONTROL_CHARACTERS.test(value);

const COVER_IMAGE = /^(\/[A-Za-z0-9/_.-]*|https:\/\/[^\s"'<>]+)$/;

/** Characters as a reader counts them: grapheme clusters, not UTF-16 units. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) count += 1;
  return count;
}

const imageField = () =>
  z
    .string()
    .trim()
    .max(2048, "too_long")
    .refine((value) => value === "" || COVER_IMAGE.test(value), "invalid_image")
    .default("");

/**
 * A canonical address: an absolute https URL, or a path of this site ("/en/blog/…"); never
 * protocol-relative ("//host"), never with spaces, quotes or angle brackets.
 */
export function isValidCanonical(value: string): boolean {
  if (value === "") return true;
  if (/[\s"'<>\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A fraction of the cover's width or height: 0 to 1. */
const focusField = () =>
  z.number({ error: "invalid_focus" }).min(0, "invalid_focus").max(1, "invalid_focus").default(0.5);

export const postInputSchema = z
  .object({
    title: z
      .string({ error: "required" })
      .trim()
      .min(1, "required")
      .max(POST_TITLE_MAX, "too_long")
      .refine(withoutControls, "control_characters"),
    slug: z
      .string({ error: "required" })
      .trim()
      .min(1, "required")
      .max(SLUG_MAX_LENGTH, "too_long")
      .transform((value) => value.normalize("NFC"))
      .refine(isValidSlug, "invalid_slug"),
    metaDescription: z
      .string()
      .trim()
      .max(META_DESCRIPTION_MAX, "too_long")
      .refine(withoutControls, "control_characters")
      .default(""),
    coverImage: imageField(),
    /** The cover's focal point (src/lib/focal-point.ts); left out, the middle. */
    coverFocusX: focusField(),
    coverFocusY: focusField(),
    seoTitle: z
      .string()
      .trim()
      .refine((value) => visibleLength(value) <= SEO_TITLE_MAX, "too_long")
      .refine(withoutControls, "control_characters")
      .default(""),
    /** The picture of shared links; "" uses the cover. */
    socialImage: imageField(),
    canonicalUrl: z.string().trim().max(2048, "too_long").refine(isValidCanonical, "invalid_canonical").default(""),
    noindex: z.boolean({ error: "invalid_noindex" }).default(false),
    locale: z.enum(locales, { error: "invalid_locale" }),
    status: z.enum(["draft", "published", "scheduled"], { error: "invalid_status" }),
    /** ISO date-time; required for scheduled posts, defaults to now when publishing. */
    publishedAt: z
      .string()
      .trim()
      .nullish()
      .transform((value, context) => {
        if (!value) return null;
        const date = new Date(value);
        if (Number.isNaN(date.getTime())) {
          context.addIssue({ code: "custom", message: "invalid_date" });
          return z.NEVER;
        }
        return date;
      }),
    author: z.string().trim().max(120, "too_long").refine(withoutControls, "control_characters").default(""),
    content: z
      .object({ ops: z.array(z.unknown()) }, { error: "invalid_content" })
      .refine((delta) => JSON.stringify(delta).length <= CONTENT_MAX_BYTES, "content_too_large")
      .refine((delta) => !delta.ops.some(hasControlCharacters), "control_characters")
      // Images are uploaded from the editor; pasted base64 images would bloat every page view.
      .refine((delta) => !delta.ops.some(isInlineImage), "inline_image"),
    /** The topics it carries (ids of the topics table); left out, a save keeps the ones it has. */
    topicIds: z
      .array(z.coerce.number().int().positive("invalid_topic"), { error: "invalid_topic" })
      .max(12, "too_long")
      .optional(),
    /** The staff author (id of the authors table) or null; left out, a save keeps the one it has. */
    authorId: z.coerce.number().int().positive("invalid_author").nullable().optional(),
    /** The post in the other language this one translates, if any. */
    translationId: z.coerce.number().int().positive("invalid_translation").nullish().default(null),
  })
  .superRefine((input, context) => {
    if (input.status === "scheduled" && !input.publishedAt) {
      context.addIssue({ code: "custom", path: ["publishedAt"], message: "date_required" });
    }
    // A published image must say what it shows, or be marked decorative; a draft may wait.
    if (input.status !== "draft" && imagesWithoutAlt(input.content) > 0) {
      context.addIssue({ code: "custom", path: ["content"], message: "image_alt_missing" });
    }
  });

function hasControlCharacters(op: unknown): boolean {
  const insert = (op as { insert?: unknown } | null)?.insert;
  return typeof insert === "string" && CONTROL_CHARACTERS.test(insert);
}

function isInlineImage(op: unknown): boolean {
  const insert = (op as { insert?: unknown } | null)?.insert;
  const image = insert && typeof insert === "object" ? (insert as { image?: unknown }).image : undefined;
  return typeof image === "string" && image.trim().toLowerCase().startsWith("data:");
}

export type PostInput = z.input<typeof postInputSchema>;
export type ValidPostInput = z.output<typeof postInputSchema>;
export type PostFieldErrors = Partial<Record<keyof ValidPostInput | "form", PostErrorCode>>;

/** The first error code per field, from a failed parse. */
export function postFieldErrors(error: z.ZodError): PostFieldErrors {
  const errors: PostFieldErrors = {};
  for (const issue of error.issues) {
    const field = (issue.path[0] ?? "form") as keyof PostFieldErrors;
    if (!errors[field]) errors[field] = (issue.message as PostErrorCode) || "required";
  }
  return errors;
}
