import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { headers } from "next/headers";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { after } from "next/server";
import { normaliseRedirectPath } from "@/lib/validation/redirects";
import { log } from "@/lib/log";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { hintResponse } from "@/server/response-hints";
import { recordNotFound } from "./not-found";
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
 * The answer for an address with no page: its redirect when it has one (308 permanent, 307
 * temporary: the method-keeping forms of 301 and 302), the hit counted after the answer; otherwise
 * a 404, counted for the redirects screen with the host of the page that linked to it.
 */
export async function answerMissingPage(address: string): Promise<never> {
  const path = normaliseRedirectPath(address);
  const rule = path === null ? null : await redirectFor(path);
  if (rule) {
    afterAnswer("could not count a redirect hit", async (db) => recordRedirectHit(db, rule.id));
    if (rule.permanent) permanentRedirect(locationOf(rule.toPath));
    redirect(locationOf(rule.toPath));
  }
  if (path !== null) {
    const referrer = referrerHost((await headers()).get("referer"));
    afterAnswer("could not count a 404", async (db) => recordNotFound(db, path, referrer));
  }
  // The shell may be on its way already: the edge answers 404 for the page (server.mjs).
  hintResponse({ status: 404 });
  notFound();
}

/** The host of a referring page, if it names one. */
function referrerHost(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).host.slice(0, 255) || null;
  } catch {
    return null;
  }
}

/** A database write after the answer has gone; a failure is logged, never shown. */
function afterAnswer(failure: string, write: (db: Awaited<ReturnType<typeof getDb>>) => Promise<void>): void {
  after(async () => {
    try {
      await withStore(async () => write(await getDb()));
    } catch (error) {
      log("warn", failure, { error: (error as Error).message });
    }
  });
}
