import "server-only";
import { revalidateTag } from "next/cache";
import { locales, type Locale } from "@/i18n/locales";
import { TAGS } from "@/server/cache/tags";
import type { PublicFootprint } from "./types";

/**
 * The cache tags a post write affects, from the post before and after it (null: did not exist /
 * no longer exists). `linked` names posts whose translation link the write changed.
 *
 * - The post itself, and both slugs (a renamed post frees its old address, takes the new one).
 * - Both translation groups: every post linked to it shows it in hreflang and the switcher.
 * - Posts newly linked to it, which were not in a group before.
 * - The redirects, when its public address appears, moves or goes.
 * - Listings, feeds, sitemaps and search of its language, when it is or was public, or is or was
 *   scheduled (their entries live until the next publication they know of: a newly scheduled post
 *   must end them at its time); and of the other language when it has or had a translation (the
 *   other sitemap lists it as an alternate).
 */
export function publicChangeTags(
  before: PublicFootprint | null,
  after: PublicFootprint | null,
  linked: number[] = [],
): string[] {
  const tags = new Set<string>();
  for (const state of [before, after]) {
    if (!state) continue;
    tags.add(TAGS.post(state.id));
    tags.add(TAGS.slug(state.slug));
    if (state.translationGroup) tags.add(TAGS.translations(state.translationGroup));
  }
  for (const id of linked) tags.add(TAGS.post(id));
  // A public address that appears, moves or goes changes the redirects (editor-store.ts).
  const address = (state: PublicFootprint | null) => (state?.isPublic ? `${state.locale}/${state.slug}` : null);
  if (address(before) !== address(after)) tags.add(TAGS.redirects);
  if (before?.isPublic || after?.isPublic || before?.upcoming || after?.upcoming) {
    const grouped = !!(before?.translationGroup || after?.translationGroup || linked.length);
    const affected = new Set<Locale>(
      grouped ? locales : ([before?.locale, after?.locale].filter((l) => !!l) as Locale[]),
    );
    for (const locale of affected) {
      tags.add(TAGS.listing(locale));
      tags.add(TAGS.search(locale));
    }
  }
  return [...tags];
}

/**
 * Invalidates what a post write changed, at once: the next request anywhere reads the database
 * again (on several instances, through the cache handler's PostgreSQL channel).
 */
export function revalidatePublicChange(
  before: PublicFootprint | null,
  after: PublicFootprint | null,
  linked: number[] = [],
): void {
  for (const tag of publicChangeTags(before, after, linked)) revalidateTag(tag, { expire: 0 });
}
