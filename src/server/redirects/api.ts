import "server-only";
import { revalidateTag } from "next/cache";
import { recordId } from "@/lib/validation/numbers";
import { redirectFieldErrors, redirectInputSchema } from "@/lib/validation/redirects";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { z } from "zod";
import { isFixedPage } from "@/lib/routing/site-routes";
import { normaliseRedirectPath } from "@/lib/validation/redirects";
import { splitLocalePath } from "@/lib/seo/urls";
import { fromThisServer } from "@/server/request";
import { hasRedirect } from "./follow";
import { boundNotFound, isPublicPostAddress, recordNotFound } from "./not-found";
import {
  createRedirect,
  deleteRedirect,
  listRedirects,
  RedirectConflictError,
  recordRedirectHits,
  updateRedirect,
} from "./store";

/**
 * The redirects API (/api/redirects), for administrators. A change reaches every instance like a
 * post save: the redirects' cache tag is invalidated through the cache handler.
 */
const admin = { access: "admin", bodyLimit: BODY_LIMITS.taxonomy } as const;

const redirectsChanged = () => revalidateTag(TAGS.redirects, { expire: 0 });

/** GET /api/redirects: every redirect, the most used first. */
export const listRedirectsHandler = route(admin, async () => json({ items: await listRedirects(await getDb()) }));

/** POST /api/redirects `{ from, to, permanent }`: 201, or 400 per field, or 409 taken / chain / loop. */
export const createRedirectHandler = route(admin, async (call) => {
  const input = call.parse(redirectInputSchema, await call.body(), redirectFieldErrors);
  try {
    const item = await createRedirect(await getDb(), input);
    redirectsChanged();
    return json({ item }, { status: 201 });
  } catch (error) {
    if (error instanceof RedirectConflictError) throw refuse(409, error.code);
    throw error;
  }
});

/** PUT /api/redirects/{id} with the same body as POST: `{ item }`, 404, or the same refusals. */
export const updateRedirectHandler = route(admin, async (call, rawId: string) => {
  const id = recordId.safeParse(rawId);
  if (!id.success) throw refuse(404, "not_found");
  const input = call.parse(redirectInputSchema, await call.body(), redirectFieldErrors);
  try {
    const item = await updateRedirect(await getDb(), id.data, input);
    if (!item) throw refuse(404, "not_found");
    redirectsChanged();
    return json({ item });
  } catch (error) {
    if (error instanceof RedirectConflictError) throw refuse(409, error.code);
    throw error;
  }
});

/** DELETE /api/redirects/{id}. */
export const deleteRedirectHandler = route(admin, async (_call, rawId: string) => {
  const id = recordId.safeParse(rawId);
  const item = id.success ? await deleteRedirect(await getDb(), id.data) : null;
  if (!item) throw refuse(404, "not_found");
  redirectsChanged();
  return json({ deleted: item });
});

const answerCount = z.object({
  path: z.string().max(2048),
  status: z.union([z.literal(404), z.literal(307), z.literal(308)]),
  referrerHost: z.string().max(255).nullable(),
  hits: z.number().int().min(1).max(100_000),
});
const answerCounts = z.object({ counts: z.array(z.unknown()).max(1000) });

/**
 * POST /api/internal/answers: the 404s and redirects the front server sent (front/answer-counts.mts),
 * counted for the dashboard. From the server itself only: what it records, visitors cause anyway.
 */
export const answersHandler = route({ bodyLimit: BODY_LIMITS.answers }, async (call) => {
  const { counts } = call.parse(answerCounts, await call.body());
  if (!fromThisServer(call.request)) throw refuse(404, "not_found");
  const db = await getDb();
  let counted = 0;
  let missing = 0;
  for (const entry of counts) {
    const parsed = answerCount.safeParse(entry);
    // An address no redirect could name (too long, not a path) is not worth counting; neither is a
    // page that exists, which only a query it refused made a 404 (/blog?page=abc).
    const path = parsed.success ? normaliseRedirectPath(parsed.data.path) : null;
    if (!parsed.success || path === null) continue;
    const { status, referrerHost, hits } = parsed.data;
    if (status !== 404) await recordRedirectHits(db, path, hits);
    else if (!isFixedPage(splitLocalePath(path).path) && !(await isPublicPostAddress(db, path))) {
      await recordNotFound(db, path, referrerHost, hits);
      missing += 1;
    }
    counted += 1;
  }
  if (missing > 0) await boundNotFound(db);
  return json({ counted });
});

/**
 * GET /api/internal/redirect-source?path=…: whether an address no route has is a redirect's source.
 * The proxy asks before it answers such an address with the site's one shared 404 entry
 * (src/proxy.ts). From the server itself only.
 */
export const redirectSourceHandler = route({}, async (call) => {
  if (!fromThisServer(call.request)) throw refuse(404, "not_found");
  const path = new URL(call.request.url).searchParams.get("path") ?? "";
  return json({ redirect: await hasRedirect(path) });
});
