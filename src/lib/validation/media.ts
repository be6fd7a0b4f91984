import { z } from "./zod";

/**
 * The media library's inputs (/dashboard/media, /api/media), checked the same way in the browser
 * and on the server. Error messages are codes (messages: dashboard.media.errors.*).
 */
export const MEDIA_ALT_MAX = 250;
export const MEDIA_QUERY_MAX = 100;

const alt = z
  .string({ error: "invalid" })
  .trim()
  .max(MEDIA_ALT_MAX, "too_long")
  .refine((value) => !/[\u0000-\u001F\u007F]/.test(value), "invalid");

/** An image's description, per language: what a reader who cannot see it should know. */
export const mediaAltSchema = z.object({ altAr: alt, altEn: alt });

export type MediaAltInput = z.infer<typeof mediaAltSchema>;

/** GET /api/media?q=: a search in names and descriptions. */
export const mediaQuerySchema = z.object({
  /** "image": only the images (the editor's pickers leave the PDF documents out). */
  type: z.enum(["image"]).optional(),
  q: z
    .string()
    .trim()
    .max(MEDIA_QUERY_MAX, `q must be at most ${MEDIA_QUERY_MAX} characters`)
    .optional()
    .transform((value) => value || undefined),
});

/** One code per field, the first problem of each. */
export function mediaFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[String(issue.path[0] ?? "altAr")] ??= issue.message;
  return fields;
}
