import "server-only";
import { requireUser } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { readAutosave, type PostAutosave } from "./autosave-store";

/** The signed-in person's autosave of a post (null: the post they have not created yet), for the editor page. */
export async function autosaveForEditing(loginPath: string, postId: number | null): Promise<PostAutosave | null> {
  const user = await requireUser(loginPath);
  return withStore(async () => readAutosave(await getDb(), user.id, postId));
}
