import "server-only";
import { hasSubscribers, subscribe, unsubscribe } from "node:diagnostics_channel";
import { revalidateTag } from "next/cache";
import { CACHE_HANDLER_CHANNEL, CACHE_INVALIDATIONS_CHANNEL } from "@/lib/http/edge-channels";
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

/** The longest a write waits for its invalidation to be applied (it never fails the write). */
const APPLIED_WITHIN_MS = 2000;

/**
 * Resolves once the cache handler has applied every one of `tags` in this process: it publishes
 * each invalidation on CACHE_INVALIDATIONS_CHANNEL when applied (src/server/cache/handler.mts).
 * At once where no handler is installed (CACHE_HANDLER_CHANNEL).
 */
function invalidationsApplied(tags: string[]): { done: Promise<void> } {
  // No cache handler in this process (a script, a unit test): nothing will apply or announce them.
  if (!hasSubscribers(CACHE_HANDLER_CHANNEL)) return { done: Promise.resolve() };
  const pending = new Set(tags);
  let finish = () => {};
  const done = new Promise<void>((resolve) => {
    const onMessage = (message: unknown) => {
      for (const tag of (message as { tags?: string[] }).tags ?? []) pending.delete(tag);
      if (pending.size === 0) finish();
    };
    const timer = setTimeout(() => finish(), APPLIED_WITHIN_MS);
    timer.unref?.();
    finish = () => {
      clearTimeout(timer);
      unsubscribe(CACHE_INVALIDATIONS_CHANNEL, onMessage);
      resolve();
    };
    subscribe(CACHE_INVALIDATIONS_CHANNEL, onMessage);
  });
  return { done };
}

/**
 * Invalidates what a post write changed: the next request anywhere reads the database again (on
 * several instances, through the cache handler's PostgreSQL channel). Returns the write's answer,
 * whose body waits until the invalidation is applied here.
 *
 * Next.js applies a route handler's revalidateTag only after the handler has returned, in the
 * background (its waitUntil), and the page cache in server.mjs is cleared once the cache handler
 * has applied it: a request sent as soon as the write's answer arrived could still be given the
 * page from before the write (2 times in 60 saves each followed by a read, on a loaded machine).
 */
export function revalidatePublicChange(
  before: PublicFootprint | null,
  after: PublicFootprint | null,
  linked: number[] = [],
): { answer: (response: Response) => Response } {
  const tags = publicChangeTags(before, after, linked);
  const applied = invalidationsApplied(tags);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return { answer: (response) => answerOnceApplied(response, applied.done) };
}

/** The same answer, its body held back until `applied` (the status line may go out before). */
export function answerOnceApplied(response: Response, applied: Promise<void>): Response {
  const body = response.body;
  if (!body) return response;
  const reader = body.getReader();
  const held = new ReadableStream<Uint8Array>({
    start: () => applied,
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return new Response(held, { status: response.status, statusText: response.statusText, headers: response.headers });
}
