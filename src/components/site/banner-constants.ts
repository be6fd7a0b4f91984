import type { Banner } from "@/lib/validation/site-settings";

/** Where a visitor's dismissal is remembered: the id of the announcement they dismissed. */
export const BANNER_STORAGE_KEY = "asas:banner-dismissed";

/**
 * An announcement's id, from its words and link: a changed announcement is shown again once to
 * those who dismissed the earlier one (FNV-1a, enough to tell announcements apart).
 */
export function bannerId(banner: Pick<Banner, "text" | "cta" | "link">): string {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify([banner.text, banner.cta, banner.link])) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `banner-${hash.toString(36)}`;
}
