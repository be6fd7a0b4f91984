import { z } from "@/lib/validation/zod";

/**
 * Schemas for the bundled content. Every content file is parsed with these at build time
 * (the loaders run while pages are prerendered) and in src/content/content.test.ts.
 */

/** Search engines cut titles near 60 characters and descriptions near 160. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MIN = 70;
export const META_DESCRIPTION_MAX = 160;

const PLACEHOLDER = /\[[^\]]*\]|lorem ipsum|\bTODO\b|\bTBD\b|\bxxx\b|placeholder|\{\{|\}\}/i;

const text = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .refine((value) => !PLACEHOLDER.test(value), "contains placeholder text");

const filledMeta = z.object({
  title: text
    .min(10, "meta title shorter than 10 characters")
    .max(META_TITLE_MAX, `meta title longer than ${META_TITLE_MAX} characters`),
  description: text
    .min(META_DESCRIPTION_MIN, `meta description shorter than ${META_DESCRIPTION_MIN} characters`)
    .max(META_DESCRIPTION_MAX, `meta description longer than ${META_DESCRIPTION_MAX} characters`),
});

/**
 * SEO title and description. The original data leaves them empty for some services, in which case
 * pages fall back to the title and tagline; when present they must fit a search snippet.
 */
export const metaSchema = z.union([filledMeta, z.object({ title: z.literal(""), description: z.literal("") })]);

export const stepSchema = z.object({ key: text, description: text });

const section = (minSteps: number) =>
  z.object({
    title: text,
    steps: z.array(stepSchema).min(minSteps, `needs at least ${minSteps} items`),
  });

export const invitationSchema = z.object({ title: text, description: text });

export const serviceContentSchema = z.preprocess(
  (input) => {
    // The original Arabic data spells the call-to-action key `work_invitaion` (docs/decisions.md, decision 35).
    if (input && typeof input === "object" && "work_invitaion" in input && !("work_invitation" in input)) {
      const { work_invitaion, ...rest } = input as Record<string, unknown>;
      return { ...rest, work_invitation: work_invitaion };
    }
    return input;
  },
  z
    .object({
      meta: metaSchema,
      title: text,
      /** Short tagline shown under the title and on cards. */
      content: text.max(180, "tagline longer than 180 characters"),
      /** Long description, paragraphs separated by a blank line. */
      description: text.min(300, "long description shorter than 300 characters"),
      features: section(4),
      works: section(3),
      work_steps: section(4),
      work_invitation: invitationSchema,
      faqs: z.array(stepSchema).min(4, "needs at least 4 FAQs"),
    })
    .strict(),
);
export type ServiceContent = z.infer<typeof serviceContentSchema>;

export const cybersecurityOverviewSchema = z
  .object({
    meta: metaSchema,
    title: text,
    content: text.max(180),
    description: text.min(300),
    /** Heading and intro above the cards linking the security services. */
    services: z.object({ title: text, description: text }),
    approach: section(4),
    faqs: z.array(stepSchema).min(4),
    work_invitation: invitationSchema,
  })
  .strict();
export type CybersecurityOverview = z.infer<typeof cybersecurityOverviewSchema>;

export const aboutContentSchema = z
  .object({
    meta: metaSchema,
    title: text,
    content: text.max(180),
    story: z.object({ title: text, paragraphs: z.array(text).min(2) }),
    mission: z.object({ title: text, description: text }),
    vision: z.object({ title: text, description: text }),
    values: section(4),
    markets: z.object({ title: text, description: text }),
    team: section(3),
    work_invitation: invitationSchema,
  })
  .strict();
export type AboutContent = z.infer<typeof aboutContentSchema>;

const ARABIC_LETTER = /\p{Script=Arabic}/gu;
const LATIN_LETTER = /\p{Script=Latin}/gu;

/** Share of Arabic letters among all Arabic and Latin letters in the text. */
export function arabicShare(value: string): number {
  const arabic = value.match(ARABIC_LETTER)?.length ?? 0;
  const latin = value.match(LATIN_LETTER)?.length ?? 0;
  return arabic + latin === 0 ? 1 : arabic / (arabic + latin);
}

/** Every string inside a content value, with its JSON path. */
export function collectStrings(value: unknown, path = "$"): Array<{ path: string; value: string }> {
  if (typeof value === "string") return [{ path, value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => collectStrings(item, `${path}[${index}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => collectStrings(item, `${path}.${key}`));
  }
  return [];
}

/**
 * Arabic content must be written in Arabic script: each string is mostly Arabic letters
 * (product names such as ISO 27001, iOS or SAP may appear inside a sentence).
 */
export function findNonArabicStrings(value: unknown): string[] {
  return collectStrings(value)
    .filter(({ value: text }) => arabicShare(text) < 0.7)
    .map(({ path, value: text }) => `${path}: "${text.slice(0, 60)}"`);
}
