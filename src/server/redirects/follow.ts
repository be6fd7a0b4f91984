import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { permanentRedirect, redirect } from "next/navigation";
import { after } from "next/server";
import { normaliseRedirectPath } from "@/lib/validation/redirects";
import { log } from "@/lib/log";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { findRedirect, recordRedirectHit, type RedirectRule } from "./store";

/**
 * Following redirects. Only a request that would otherwise be a 404 asks (a real page always wins),
 * and the answer for each address is cached until a redirect changes (TAGS.redirects: a rename or
 * deletion of a public post, or an administrator's change).
 */
async function redirectFor(path: string): Promise<RedirectRule | null> {
  "use cache";
  cacheTag(TAGS.redirects);
  cacheLife("days");
  return withStore(async () => findRedirect(await getDb(), path));
}

/** A Location for a stored target: the path percent-encoded, a query and an address kept as they are. */
export function locationOf(target: string): string {
  if (/^https?:\/\//i.test(target)) return target;
  const split = target.indexOf("?");
  const path = split < 0 ? target : target.slice(0, split);
  const query = split < 0 ? "" : target.slice(split);
  return encodeURI(path) + query.replace(/[^\x21-\x7e]/g, (character) => encodeURIComponent(character));
}

/**
 * Redirects the request when its address (decoded, e.g. "/en/blog/old-slug") has a redirect:
 * 308 for a permanent one, 307 for a temporary one (the method-keeping forms of 301 and 302), and
 * counts the hit after the answer. Returns when there is none.
 */
export async function followRedirectFrom(address: string): Promise<void> {
  const path = normaliseRedirectPath(address);
  if (path === null) return;
  const rule = await redirectFor(path);
  if (!rule) return;
  after(async () => {
    try {
      await withStore(async () => recordRedirectHit(await getDb(), rule.id));
    } catch (error) {
      log("warn", "could not count a redirect hit", { id: rule.id, error: (error as Error).message });
    }
  });
  if (rule.permanent) permanentRedirect(locationOf(rule.toPath));
  redirect(locationOf(rule.toPath));
}
