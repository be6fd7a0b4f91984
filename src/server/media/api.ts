import "server-only";
import { recordId } from "@/lib/validation/numbers";
import { mediaAltSchema, mediaFieldErrors, mediaQuerySchema } from "@/lib/validation/media";
import { isAdmin } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { deleteMedia, getMedia, listMedia, MediaInUseError, updateMediaAlt } from "./store";

/**
 * The media library's API (/api/media), for staff: list and search the uploads, describe them,
 * delete one that nothing uses. Editors delete their own uploads; administrators any.
 */
const staff = { access: "staff", bodyLimit: BODY_LIMITS.taxonomy } as const;

const idOf = (raw: string) => {
  const id = recordId.safeParse(raw);
  if (!id.success) throw refuse(404, "not_found");
  return id.data;
};

/** GET /api/media?q=: every upload, newest first, with where it is used. */
export const listMediaHandler = route(staff, async (call) => {
  const { q, type } = await call.query(mediaQuerySchema);
  return json({ items: await listMedia(await getDb(), { q, images: type === "image" }) });
});

/** PATCH /api/media/{id} `{ altAr, altEn }`: `{ item }`, 400 per field, or 404. */
export const updateMediaHandler = route(staff, async (call, rawId: string) => {
  const id = idOf(rawId);
  const input = call.parse(mediaAltSchema, await call.body(), mediaFieldErrors);
  const item = await updateMediaAlt(await getDb(), id, input);
  if (!item) throw refuse(404, "not_found");
  return json({ item });
});

/** DELETE /api/media/{id}: `{ deleted }`; 409 `media_in_use` with `usage`; 403 `not_uploader`; 404. */
export const deleteMediaHandler = route(staff, async (call, rawId: string) => {
  const id = idOf(rawId);
  const db = await getDb();
  const item = await getMedia(db, id);
  if (!item) throw refuse(404, "not_found");
  if (!isAdmin(call.user) && item.uploadedBy !== call.user.id) throw refuse(403, "not_uploader");
  try {
    const deleted = await deleteMedia(db, id);
    if (!deleted) throw refuse(404, "not_found");
    return json({ deleted });
  } catch (error) {
    if (error instanceof MediaInUseError) throw refuse(409, "media_in_use", { details: { usage: error.usage } });
    throw error;
  }
});
