import "server-only";
import { recordId } from "@/lib/validation/numbers";
import { partnerInputSchema, settingsFieldErrors, siteSettingsSchema } from "@/lib/validation/site-settings";
import { authorizeApi } from "@/server/auth/current-user";
import { getDb, type Database } from "@/server/db/client";
import { guarded, json, problem } from "@/server/http";
import { BODY_LIMITS, BodyTooLargeError, payloadTooLarge, readJson } from "@/server/request-body";
import { saveSiteSettings, settingsChanged } from "./site-settings";
import { createPartner, deletePartner, listPartners, updatePartner } from "./site-settings-store";

/**
 * The dashboard's JSON API for the site settings (/api/settings/site) and the partner logos
 * (/api/settings/partners): administrators only. Every write refreshes every page that shows
 * settings, on every instance, like a post save.
 */
const NO_STORE = { "cache-control": "no-store" };

async function adminOnly(request: Request, work: (db: Database) => Promise<Response>): Promise<Response> {
  const auth = await authorizeApi(request, { adminOnly: true });
  if ("response" in auth) return auth.response;
  return guarded(new URL(request.url).pathname, async () => {
    try {
      return await work(await getDb());
    } catch (error) {
      if (error instanceof BodyTooLargeError) return payloadTooLarge("The request is too large");
      throw error;
    }
  });
}

async function body(request: Request): Promise<unknown> {
  return readJson(request, BODY_LIMITS.settings).catch((error: unknown) => {
    if (error instanceof BodyTooLargeError) throw error;
    return undefined;
  });
}

/** PUT /api/settings/site: the whole settings, both languages. */
export const saveSiteSettingsHandler = (request: Request) =>
  adminOnly(request, async (db) => {
    const parsed = siteSettingsSchema.safeParse(await body(request));
    if (!parsed.success) return problem(400, "Invalid settings", { fields: settingsFieldErrors(parsed.error) });
    await saveSiteSettings(db, parsed.data);
    return json({ settings: parsed.data }, { headers: NO_STORE });
  });

/** GET /api/settings/partners. */
export const listPartnersHandler = (request: Request) =>
  adminOnly(request, async (db) => json({ items: await listPartners(db) }, { headers: NO_STORE }));

/** POST /api/settings/partners. */
export const createPartnerHandler = (request: Request) =>
  adminOnly(request, async (db) => {
    const parsed = partnerInputSchema.safeParse(await body(request));
    if (!parsed.success) return problem(400, "Invalid partner", { fields: settingsFieldErrors(parsed.error) });
    const item = await createPartner(db, parsed.data);
    settingsChanged();
    return json({ item }, { status: 201, headers: NO_STORE });
  });

/** PUT /api/settings/partners/{id}. */
export const updatePartnerHandler = (request: Request, rawId: string) =>
  adminOnly(request, async (db) => {
    const id = recordId.safeParse(rawId);
    if (!id.success) return problem(404, "Not found");
    const parsed = partnerInputSchema.safeParse(await body(request));
    if (!parsed.success) return problem(400, "Invalid partner", { fields: settingsFieldErrors(parsed.error) });
    const item = await updatePartner(db, id.data, parsed.data);
    if (!item) return problem(404, "Not found");
    settingsChanged();
    return json({ item }, { headers: NO_STORE });
  });

/** DELETE /api/settings/partners/{id}. */
export const deletePartnerHandler = (request: Request, rawId: string) =>
  adminOnly(request, async (db) => {
    const id = recordId.safeParse(rawId);
    if (!id.success) return problem(404, "Not found");
    const item = await deletePartner(db, id.data);
    if (!item) return problem(404, "Not found");
    settingsChanged();
    return json({ deleted: item }, { headers: NO_STORE });
  });
