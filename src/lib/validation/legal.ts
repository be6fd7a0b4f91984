import { z } from "./zod";

/** The legal pages, each at its own address in both languages (/privacy, /en/privacy, …). */
export const LEGAL_PAGES = ["privacy", "terms", "accessibility"] as const;
export type LegalPageKind = (typeof LEGAL_PAGES)[number];

export const isLegalPageKind = (value: string): value is LegalPageKind =>
  (LEGAL_PAGES as readonly string[]).includes(value);

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const text = (max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, "required")
    .max(max, "too_long")
    .refine((value) => !CONTROL_CHARACTERS.test(value), "control_characters");

const version = z.object({ title: text(120), description: text(300), body: text(60_000) });

/**
 * A legal page as an administrator edits it in the dashboard (settings), both languages side by
 * side, with the date it last changed in substance. Checked the same way in the form, on the
 * server and for the bundled defaults (src/content/legal).
 */
export const legalDocumentSchema = z.object({
  updated: z.string({ error: "required" }).regex(/^\d{4}-\d{2}-\d{2}$/, "invalid_date"),
  ar: version,
  en: version,
});

export type LegalDocument = z.output<typeof legalDocumentSchema>;
