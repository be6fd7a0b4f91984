import "server-only";
import { z } from "zod";
import { RETRY_AFTER_SECONDS } from "@/lib/http/cache-control";
import { locales } from "@/i18n/locales";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { pageNumber, queryNumber, recordId } from "@/lib/validation/numbers";
import { postFieldErrors, postInputSchema } from "@/lib/validation/post";
import { queryIssues } from "@/server/api-text";
import { authorizeApi, forbidden } from "@/server/auth/current-user";
import { postAuditAction, recordAudit } from "@/server/auth/audit";
import { canChangePost } from "@/server/auth/roles";
import type { SessionUser } from "@/server/auth/users";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { POST_STATUSES, type PostStatus } from "@/server/db/schema";
import { json } from "@/server/http";
import { clientIp } from "@/server/request";
import { BODY_LIMITS, BodyTooLargeError, payloadTooLarge, readJson } from "@/server/request-body";
import {
  createPost,
  deletePost,
  getEditablePost,
  InvalidTranslationError,
  isSlugAvailable,
  listPosts,
  postFootprint,
  SlugTakenError,
  translationCandidates,
  updatePost,
  VersionConflictError,
} from "./store";
import { revalidatePublicChange } from "./revalidate";
import { UnknownReferenceError } from "@/server/taxonomy/store";

/**
 * The dashboard's JSON API under /api/posts. Every handler authorizes on its own (session, and
 * Origin for state-changing calls), validates its input and answers in JSON.
 */
const NO_STORE = { "cache-control": "no-store" };

async function handle(request: Request, work: (user: SessionUser) => Promise<Response>): Promise<Response> {
  const auth = await authorizeApi(request).catch((error: unknown) => ({ error }));
  if ("error" in auth) return failure(request, auth.error);
  if ("response" in auth) return auth.response;
  try {
    return await work(auth.user);
  } catch (error) {
    return failure(request, error);
  }
}

function failure(request: Request, error: unknown): Response {
  if (error instanceof BodyTooLargeError) return payloadTooLarge("The post is larger than 2 MB");
  if (isStoreUnavailable(error)) {
    return json(
      { error: { status: 503, message: "The database is unavailable; your changes were not saved." } },
      { status: 503, headers: { "retry-after": String(RETRY_AFTER_SECONDS), ...NO_STORE } },
    );
  }
  handleAppError(error, { phase: "request", path: new URL(request.url).pathname, method: request.method });
  return json({ error: { status: 500, message: "Internal error" } }, { status: 500, headers: NO_STORE });
}

const badRequest = (message: string, extra: Record<string, unknown> = {}) =>
  json({ error: { status: 400, message, ...extra } }, { status: 400, headers: NO_STORE });
const notFound = () => json({ error: { status: 404, message: "No such post" } }, { status: 404, headers: NO_STORE });

/** The post as JSON, read up to its limit; undefined when it is not JSON (a body too large throws). */
async function readPost(request: Request): Promise<unknown> {
  if (!(request.headers.get("content-type") ?? "").includes("application/json")) {
    await request.body?.cancel().catch(() => {});
    return undefined;
  }
  try {
    const body = await readJson(request, BODY_LIMITS.posts);
    return body !== null && typeof body === "object" ? body : undefined;
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw error;
    return undefined;
  }
}

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(POST_STATUSES).optional(),
  locale: z.enum(locales).optional(),
  sort: z.enum(["updated", "published", "title"]).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  page: pageNumber().optional(),
  pageSize: queryNumber("pageSize").optional(),
});

export function listPostsHandler(request: Request) {
  return handle(request, async () => {
    const parsed = listQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (!parsed.success)
      return badRequest(await queryIssues(request, parsed.error), {
        issues: parsed.error.issues.map((issue) => issue.path.join(".")),
      });
    return json(await listPosts(await getDb(), parsed.data), { headers: NO_STORE });
  });
}

export function createPostHandler(request: Request) {
  return handle(request, async (user) => {
    const body = await readPost(request);
    if (body === undefined) return badRequest("Send the post as JSON");
    const parsed = postInputSchema.safeParse(body);
    if (!parsed.success) return badRequest("Invalid post", { fields: postFieldErrors(parsed.error) });
    try {
      const db = await getDb();
      const post = await createPost(db, parsed.data, { createdBy: user.id });
      revalidatePublicChange(null, await postFootprint(db, post.id), linkedIds(parsed.data.translationId));
      await auditPost(request, user, post, null, post.status);
      return json({ post }, { status: 201, headers: { location: `/api/posts/${post.id}`, ...NO_STORE } });
    } catch (error) {
      return knownPostError(error);
    }
  });
}

const idSchema = recordId;

export function readPostHandler(request: Request, rawId: string) {
  return handle(request, async () => {
    const id = idSchema.safeParse(rawId);
    if (!id.success) return notFound();
    const post = await getEditablePost(await getDb(), id.data);
    return post ? json({ post }, { headers: NO_STORE }) : notFound();
  });
}

/**
 * An editor changes and deletes only the posts they created; an administrator any (roles.ts).
 * Answers the refusal, or null when the user may go on.
 */
async function refusedChange(request: Request, user: SessionUser, id: number): Promise<Response | null> {
  const post = await getEditablePost(await getDb(), id);
  if (!post) return notFound();
  return canChangePost(user, post) ? null : forbidden(request, "notOwner");
}

export function updatePostHandler(request: Request, rawId: string) {
  return handle(request, async (user) => {
    const id = idSchema.safeParse(rawId);
    if (!id.success) return notFound();
    // The body first, as every route reads it: at once and capped (request-body.ts).
    const body = (await readPost(request)) as { version?: unknown } | undefined;
    const refusal = await refusedChange(request, user, id.data);
    if (refusal) return refusal;
    if (body === undefined) return badRequest("Send the post as JSON");
    const version = z.coerce.number().int().min(1).safeParse(body.version);
    if (!version.success)
      return badRequest("The version the changes were made on is required", { fields: { form: "version_required" } });
    const parsed = postInputSchema.safeParse(body);
    if (!parsed.success) return badRequest("Invalid post", { fields: postFieldErrors(parsed.error) });
    try {
      const db = await getDb();
      const before = await postFootprint(db, id.data);
      const beforeStatus = (await getEditablePost(db, id.data))?.status ?? null;
      const post = await updatePost(db, id.data, version.data, parsed.data);
      revalidatePublicChange(before, await postFootprint(db, post.id), linkedIds(parsed.data.translationId));
      await auditPost(request, user, post, beforeStatus, post.status);
      return json({ post }, { headers: NO_STORE });
    } catch (error) {
      if (error instanceof VersionConflictError) {
        return json(
          { error: { status: 409, message: "This post was changed by someone else", current: error.current } },
          { status: 409, headers: NO_STORE },
        );
      }
      return knownPostError(error);
    }
  });
}

export function deletePostHandler(request: Request, rawId: string) {
  return handle(request, async (user) => {
    const id = idSchema.safeParse(rawId);
    if (!id.success) return notFound();
    const refusal = await refusedChange(request, user, id.data);
    if (refusal) return refusal;
    const db = await getDb();
    const before = await postFootprint(db, id.data);
    const existing = await getEditablePost(db, id.data);
    const deleted = await deletePost(db, id.data);
    if (deleted) revalidatePublicChange(before, null);
    if (deleted && existing) await auditPost(request, user, existing, existing.status, null);
    return deleted ? json({ deleted: { id: id.data, ...deleted } }, { headers: NO_STORE }) : notFound();
  });
}

/** GET /api/posts/slug?slug=…&exceptId=…: whether a slug is free (for the editor's live check). */
export function slugAvailabilityHandler(request: Request) {
  return handle(request, async () => {
    const params = new URL(request.url).searchParams;
    const slug = params.get("slug")?.trim().normalize("NFC") ?? "";
    if (!slug) return badRequest("slug is required");
    const except = idSchema.safeParse(params.get("exceptId"));
    return json(
      { slug, available: await isSlugAvailable(await getDb(), slug, except.success ? except.data : undefined) },
      { headers: NO_STORE },
    );
  });
}

/** GET /api/posts/translations?locale=ar&q=…: posts in the other language that can be linked. */
export function translationCandidatesHandler(request: Request) {
  return handle(request, async () => {
    const params = new URL(request.url).searchParams;
    const locale = z.enum(locales).safeParse(params.get("locale"));
    if (!locale.success) return badRequest("locale must be 'ar' or 'en'");
    const q = (params.get("q") ?? "").slice(0, 100);
    return json({ posts: await translationCandidates(await getDb(), locale.data, q) }, { headers: NO_STORE });
  });
}

/** Records publishing, unpublishing and deleting in the audit log (auth/audit.ts). */
async function auditPost(
  request: Request,
  user: SessionUser,
  post: { id: number; slug: string; title: string },
  before: PostStatus | null,
  after: PostStatus | null,
) {
  const action = postAuditAction(before, after);
  if (!action) return;
  await recordAudit(await getDb(), {
    actor: user,
    action,
    target: `${post.title} (${post.slug})`,
    ip: clientIp(request.headers),
    details: { post: post.id },
  });
}

/**
 * A post newly linked as a translation, which may have been in no group before (posts already in a
 * group are reached through the group's tag).
 */
const linkedIds = (id: number | null | undefined) => (id ? [id] : []);

function knownPostError(error: unknown): Response {
  if (error instanceof SlugTakenError) return badRequest("Invalid post", { fields: { slug: "slug_taken" } });
  if (error instanceof UnknownReferenceError)
    return badRequest("Invalid post", {
      fields: { [error.field]: error.field === "authorId" ? "invalid_author" : "invalid_topic" },
    });
  if (error instanceof InvalidTranslationError)
    return badRequest("Invalid post", { fields: { translationId: "invalid_translation" } });
  throw error;
}
