import "server-only";
import { z } from "zod";
import { recordId } from "@/lib/validation/numbers";
import type { SessionUser } from "@/server/auth/users";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route, type RouteCall } from "@/server/route";
import { afterPostWrite, knownPostError, mayChange, postId, readPost } from "./api";
import { getEditablePost, postFootprint, VersionConflictError } from "./editor-store";
import { InvalidRevisionError, restoreRevision } from "./restore";
import { getRevision, listRevisions, RevisionNotFoundError } from "./revisions";
import { markTranslationInStep, translationStatus } from "./translation-status";

/**
 * A post's revisions (/api/posts/{id}/revisions…) and whether it is in step with its translation
 * (/api/posts/{id}/translation-status), for every staff member to read; restoring a revision and
 * marking a post up to date are changes, for its author or an administrator (roles.ts).
 */
const staff = { access: "staff", bodyLimit: BODY_LIMITS.posts } as const;

const revisionNotFound = () => refuse(404, "revision_not_found");

function revisionNumber(raw: string): number {
  const number = recordId.safeParse(raw);
  if (!number.success) throw revisionNotFound();
  return number.data;
}

async function existingPost(rawId: string) {
  const id = postId(rawId);
  const post = await getEditablePost(await getDb(), id);
  if (!post) throw refuse(404, "post_not_found");
  return post;
}

/** GET /api/posts/{id}/revisions: newest first, without their content. */
export const listRevisionsHandler = route(staff, async (_call, rawId: string) => {
  const post = await existingPost(rawId);
  return json({ revisions: await listRevisions(await getDb(), post.id) });
});

/** GET /api/posts/{id}/revisions/{rev}: one revision with every field it saved. */
export const readRevisionHandler = route(staff, async (_call, rawId: string, rawNumber: string) => {
  const post = await existingPost(rawId);
  const revision = await getRevision(await getDb(), post.id, revisionNumber(rawNumber));
  if (!revision) throw revisionNotFound();
  return json({ revision });
});

const versionOf = (body: Record<string, unknown>) => z.coerce.number().int().min(1).safeParse(body.version);

/** The request's JSON body after the owner check, as the post routes read it (api.ts). */
async function changeBody(call: RouteCall<SessionUser>, id: number): Promise<Record<string, unknown>> {
  const body = await readPost(call).catch((error: unknown) => error);
  await mayChange(call.user, id);
  if (body instanceof Error) throw body;
  return body as Record<string, unknown>;
}

/**
 * POST /api/posts/{id}/revisions/{rev}/restore with `{ version }`, the version the editor has: the
 * revision saved again as the post's newest (restore.ts), answered as a save is.
 */
export const restoreRevisionHandler = route(staff, async (call, rawId: string, rawNumber: string) => {
  const { user } = call;
  const id = postId(rawId);
  const body = await changeBody(call, id);
  const number = revisionNumber(rawNumber);
  const version = versionOf(body);
  if (!version.success) throw refuse(400, "version_required", { details: { fields: { form: "version_required" } } });
  try {
    const db = await getDb();
    const before = await postFootprint(db, id);
    const post = await restoreRevision(db, id, number, version.data, user.id);
    const invalidation = await afterPostWrite(db, before, await postFootprint(db, post.id));
    return invalidation.answer(json({ post }));
  } catch (error) {
    if (error instanceof VersionConflictError)
      throw refuse(409, "version_conflict", { details: { current: error.current } });
    if (error instanceof RevisionNotFoundError) throw revisionNotFound();
    if (error instanceof InvalidRevisionError) throw refuse(400, "invalid", { details: { fields: error.fields } });
    throw knownPostError(error);
  }
});

/** GET /api/posts/{id}/translation-status: `{ status }`, null when the post has no linked translation. */
export const translationStatusHandler = route(staff, async (_call, rawId: string) => {
  const post = await existingPost(rawId);
  return json({ status: await translationStatus(await getDb(), post.id) });
});

/**
 * POST /api/posts/{id}/translation-status with `{ version }`, the translation's version the editor
 * showed: marks the post up to date with it. 409 when the post has no linked translation.
 */
export const markInStepHandler = route(staff, async (call, rawId: string) => {
  const id = postId(rawId);
  const body = await changeBody(call, id);
  const sourceVersion = versionOf(body);
  const db = await getDb();
  if (!(await markTranslationInStep(db, id, sourceVersion.success ? sourceVersion.data : undefined)))
    throw refuse(409, "not_linked");
  return json({ status: await translationStatus(db, id) });
});
