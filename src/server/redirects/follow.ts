import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { notFound, permanentRedirect, redirect } from "next/navigation";
import { isBuildPhase } from "@/env";
import { safeRedirectLocation } from "@/lib/safe-next";
import { locationOf, normaliseRedirectPath } from "@/lib/validation/redirects";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { readRedirectRules, type RedirectRule } from "./store";

/**
 * Every redirect, read once and kept until one changes (TAGS.redirects: a rename or deletion of a
 * public post, or an administrator's change). One entry whatever the addresses asked for, so that
 * made-up addresses add nothing to the cache.
 */
async function redirectRules(): Promise<Array<[string, RedirectRule]>> {
  "use cache";
  cacheTag(TAGS.redirects);
  cacheLife("days");
  if (isBuildPhase()) {
    cacheTag(TAGS.build);
    return [];
  }
  const rules = await withStore(async () => readRedirectRules(await getDb()));
  return rules.map((rule) => [rule.fromPath, rule]);
}

/**
 * The answer for an address with no page, from any public route that finds nothing: its redirect
 * when it has one (308 permanent, 307 temporary: the method-keeping forms of 301 and 302),
 * otherwise a 404. The answer is part of the page Next.js caches; the front server counts each
 * one it sends (front/answer-counts.mts, recordAnswers below).
 */
export async function answerMissingPage(address: string): Promise<never> {
  const rule = await redirectOf(address);
  const location = rule ? safeRedirectLocation(locationOf(rule.toPath)) : null;
  if (rule && location !== null) {
    if (rule.permanent) permanentRedirect(location);
    redirect(location);
  }
  notFound();
}

async function redirectOf(address: string): Promise<RedirectRule | undefined> {
  const path = normaliseRedirectPath(address);
  return path === null ? undefined : new Map(await redirectRules()).get(path);
}

/** Whether an address without a page of its own has a redirect (the proxy asks: src/proxy.ts). */
export async function hasRedirect(address: string): Promise<boolean> {
  return (await redirectOf(address)) !== undefined;
}
