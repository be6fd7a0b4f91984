import "server-only";
import { recordId } from "@/lib/validation/numbers";
import { partnerInputSchema, settingsFieldErrors, siteSettingsSchema } from "@/lib/validation/site-settings";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { saveSiteSettings, settingsChanged } from "./site-settings";
import { createPartner, deletePartner, listPartners, updatePartner } from "./site-settings-store";

/**
 * The dashboard's JSON API for the site settings (/api/settings/site) and the partner logos
 * (/api/settings/partners): administrators only. Every write refreshes every page that shows
 * settings, on every instance, like a post save.
 */
const admin = { access: "admin", bodyLimit: BODY_LIMITS.settings } as const;
const notFound = () => refuse(404, "not_found");

/** A partner's id from its address; anything else names no partner. */
function partnerId(rawId: string): number {
  const id = recordId.safeParse(rawId);
  if (!id.success) throw notFound();
  return id.data;
}

/** PUT /api/settings/site: the whole settings, both languages. */
export const saveSiteSettingsHandler = route(admin, async (call) => {
  const settings = call.parse(siteSettingsSchema, await call.body(), settingsFieldErrors);
  await saveSiteSettings(await getDb(), settings);
  return json({ settings });
});

/** GET /api/settings/partners. */
export const listPartnersHandler = route(admin, async () => json({ items: await listPartners(await getDb()) }));

/** POST /api/settings/partners. */
export const createPartnerHandler = route(admin, async (call) => {
  const input = call.parse(partnerInputSchema, await call.body(), settingsFieldErrors);
  const item = await createPartner(await getDb(), input);
  settingsChanged();
  return json({ item }, { status: 201 });
});

/** PUT /api/settings/partners/{id}. */
export const updatePartnerHandler = route(admin, async (call, rawId: string) => {
  const id = partnerId(rawId);
  const input = call.parse(partnerInputSchema, await call.body(), settingsFieldErrors);
  const item = await updatePartner(await getDb(), id, input);
  if (!item) throw notFound();
  settingsChanged();
  return json({ item });
});

/** DELETE /api/settings/partners/{id}. */
export const deletePartnerHandler = route(admin, async (_call, rawId: string) => {
  const item = await deletePartner(await getDb(), partnerId(rawId));
  if (!item) throw notFound();
  settingsChanged();
  return json({ deleted: item });
});
