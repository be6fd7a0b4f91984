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
 * - Listings, feeds, sitemaps and search of its language, when it is or was public (a scheduled
 *   post reaches them when it goes live: scheduled.ts); and of the other language when it has or
 *   had a translation (the other sitemap lists it as an alternate).
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
  if (before?.isPublic || after?.isPublic) {
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
 * Invalidates what a post write changed: the next request anywhere reads the database again (on
 * several instances, through the cache handler's PostgreSQL channel). Returns the write's answer.
 *
 * A route handler's revalidateTag is applied when the handler has returned, stamped with the
 * performance clock rounded to the millisecond, and takes effect once the clock reaches the stamp:
 * a client reading right after the answer (half a millisecond later, on loopback) could still get
 * the page from before. The answer's body therefore starts once the clock has passed any such
 * stamp. (A Server Action needs none of this: Next.js applies its invalidations before it answers.)
 */
export function revalidatePublicChange(
  before: PublicFootprint | null,
  after: PublicFootprint | null,
  linked: number[] = [],
): { answer: (response: Response) => Response } {
  for (const tag of publicChangeTags(before, after, linked)) revalidateTag(tag, { expire: 0 });
  return { answer: answerAfterInvalidation };
}

const clock = () => performance.timeOrigin + performance.now();

/** The same answer, its body held until the invalidations made for it are in force (see above). */
export function answerAfterInvalidation(response: Response): Response {
  const body = response.body;
  if (!body) return response;
  const reader = body.getReader();
  const held = new ReadableStream<Uint8Array>({
    async start() {
      const inForce = clock() + 1;
      while (clock() < inForce) await new Promise((resolve) => setImmediate(resolve));
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(held, { status: response.status, statusText: response.statusText, headers: response.headers });
}
