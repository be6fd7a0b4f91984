import "server-only";
import { revalidateTag } from "next/cache";
import { recordId } from "@/lib/validation/numbers";
import { redirectFieldErrors, redirectInputSchema } from "@/lib/validation/redirects";
import { TAGS } from "@/server/cache/tags";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { createRedirect, deleteRedirect, listRedirects, RedirectConflictError, updateRedirect } from "./store";

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
