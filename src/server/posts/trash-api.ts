import "server-only";
import { canChangePost } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { refuse, route } from "@/server/route";
import { afterPostWrite, postId } from "./api";
import { getEditablePost, postFootprint } from "./editor-store";
import { deleteForever, listTrash, restorePost } from "./trash";

/**
 * The trash's JSON API (docs/api.md, "Trash"): the list for every staff member, restoring for whoever
 * may change the post (its author or an administrator, roles.ts), deleting for good for
 * administrators only. Moving a post to the trash is DELETE /api/posts/{id} (api.ts).
 */

const notInTrash = () => refuse(404, "post_not_in_trash");

/** GET /api/trash: the posts in the trash, the most recently trashed first. */
export const listTrashHandler = route({ access: "staff" }, async () => json({ posts: await listTrash(await getDb()) }));

/**
 * POST /api/posts/{id}/restore: the post back as it was, public again if it was; `slugTakenFrom`
 * says its address had been taken meanwhile and where it is now.
 */
export const restorePostHandler = route({ access: "staff" }, async ({ user }, rawId: string) => {
  const id = postId(rawId);
  const db = await getDb();
  const post = await getEditablePost(db, id, { includeTrashed: true });
  if (!post?.trashedAt) throw notInTrash();
  if (!canChangePost(user, post)) throw refuse(403, "not_owner");
  const before = await postFootprint(db, id);
  const restored = await restorePost(db, id);
  if (!restored) throw notInTrash();
  // Public again if it was: readers and webhooks (post.published) see it as a publication.
  const invalidation = await afterPostWrite(db, before, await postFootprint(db, id));
  return invalidation.answer(json({ restored: { ...restored, title: post.title } }));
});

/** DELETE /api/trash/posts/{id}: a trashed post deleted for good, with its revisions (administrators). */
export const deleteForeverHandler = route({ access: "admin" }, async (_call, rawId: string) => {
  const id = postId(rawId);
  const deleted = await deleteForever(await getDb(), id);
  if (!deleted) throw notInTrash();
  // Nothing public changes: a trashed post was already out of every page, feed and sitemap.
  return json({ deleted: { id, ...deleted } });
});
