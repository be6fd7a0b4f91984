import "server-only";
import { recordId } from "@/lib/validation/numbers";
import { postAutosaveSchema } from "@/lib/validation/post-autosave";
import { canChangePost } from "@/server/auth/roles";
import type { SessionUser } from "@/server/auth/users";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route, type RouteCall } from "@/server/route";
import { discardAutosave, readAutosave, writeAutosave } from "./autosave-store";
import { getEditablePost } from "./editor-store";

/**
 * /api/posts/{id}/autosave and /api/posts/autosave (a post not created yet): the signed-in
 * person's own autosave of a post, read (GET), kept (PUT) and discarded (DELETE). Each person sees
 * only theirs; keeping one needs the right to change the post (roles.ts), as saving it does.
 */
const staff = { access: "staff", bodyLimit: BODY_LIMITS.posts } as const;

/** The post an address names: null for a new post; a post that does not exist is a 404. */
async function postOf(rawId: string | null): Promise<number | null> {
  if (rawId === null) return null;
  const id = recordId.safeParse(rawId);
  if (!id.success) throw refuse(404, "post_not_found");
  return id.data;
}

async function mayWrite(user: SessionUser, postId: number | null): Promise<void> {
  if (postId === null) return;
  const post = await getEditablePost(await getDb(), postId);
  if (!post) throw refuse(404, "post_not_found");
  if (!canChangePost(user, post)) throw refuse(403, "not_owner");
}

async function readBody(call: RouteCall<SessionUser>): Promise<unknown> {
  if (!(call.request.headers.get("content-type") ?? "").includes("application/json")) {
    await call.request.body?.cancel().catch(() => {});
    throw refuse(400, "not_json");
  }
  const body = await call.body();
  if (body === null || typeof body !== "object") throw refuse(400, "not_json");
  return body;
}

export const readAutosaveHandler = route(staff, async ({ user }, rawId: string | null) => {
  return json({ autosave: await readAutosave(await getDb(), user.id, await postOf(rawId)) });
});

export const writeAutosaveHandler = route(staff, async (call, rawId: string | null) => {
  const postId = await postOf(rawId);
  const body = await readBody(call);
  await mayWrite(call.user, postId);
  const input = call.parse(postAutosaveSchema, body, (error) =>
    Object.fromEntries(error.issues.map((issue) => [issue.path.join("."), issue.message])),
  );
  return json({ autosave: await writeAutosave(await getDb(), call.user.id, postId, input) });
});

export const discardAutosaveHandler = route(staff, async ({ user }, rawId: string | null) => {
  return json({ discarded: await discardAutosave(await getDb(), user.id, await postOf(rawId)) });
});
