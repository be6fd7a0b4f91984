/** Arabic short vowels and other marks, and the tatweel: dropped from slugs. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/** Slugs: lowercase letters of any script, digits and single hyphens between them. */
export const SLUG_PATTERN = /^[\p{Ll}\p{Lo}\p{Nd}]+(?:-[\p{Ll}\p{Lo}\p{Nd}]+)*$/u;
export const SLUG_MAX_LENGTH = 120;

/** A URL slug from a title, in any language: "Getting started with ECC" → "getting-started-with-ecc". */
export function slugify(title: string): string {
  return title
    .normalize("NFKC")
    .replace(ARABIC_MARKS, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{Nd}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
}

export function isValidSlug(value: string): boolean {
  return value.length > 0 && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * What the slug field keeps as it is typed: lowercase, and a space (or a run of them) becomes one
 * hyphen at once, so "cloud migration" can be typed as it is said. A trailing hyphen stays: the
 * next word is on its way.
 */
export function slugFromTyping(value: string): string {
  return value.toLowerCase().replace(/\s+/g, "-").replace(/-{2,}/g, "-").replace(/^-+/, "");
}
