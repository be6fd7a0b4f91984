import "server-only";
import { z } from "zod";
import { locales } from "@/i18n/locales";
import { pageNumber, queryNumber, recordId } from "@/lib/validation/numbers";
import { imagesWithoutAlt } from "@/lib/delta/images";
import { postFieldErrors, postInputSchema, type ValidPostInput } from "@/lib/validation/post";
import { apiText } from "@/server/api-text";
import { canChangePost, canLinkTranslation } from "@/server/auth/roles";
import type { SessionUser } from "@/server/auth/users";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { POST_STATUSES } from "@/server/db/schema";
import type { EditablePost, PublicFootprint } from "./types";
import { ApiError, json } from "@/server/http";
import { fromThisServer } from "@/server/request";
import { siteOrigin } from "@/server/site";
import { previewLink } from "./preview";
import { BODY_LIMITS } from "@/server/request-body";
import { refuse, route, type RouteCall } from "@/server/route";
import {
  createPost,
  getEditablePost,
  isSlugAvailable,
  listPosts,
  postFootprint,
  SlugTakenError,
  updatePost,
  VersionConflictError,
} from "./editor-store";
import { discardAutosave } from "./autosave-store";
import { InvalidTranslationError, translationCandidates } from "./translations";
import { revalidatePublicChange } from "./revalidate";
import { nextScheduledAt, publishDuePosts } from "./scheduled";
import { UnknownReferenceError } from "@/server/taxonomy/store";
import { announcePostChange } from "@/server/webhooks/events";
import { purgeDate, trashPost } from "./trash";

/**
 * The dashboard's JSON API under /api/posts, for every staff member (route.ts authorizes the
 * session, and Origin for state-changing calls); changing or deleting a post is for its author or
 * an administrator (roles.ts).
 */
const staff = { access: "staff", bodyLimit: BODY_LIMITS.posts } as const;
/** The same calls for API keys: reads with `posts:read`, writes with `posts:write` (route.ts). */
const reads = { ...staff, scope: "posts:read" } as const;
const writes = { ...staff, scope: "posts:write" } as const;

const notFound = () => refuse(404, "post_not_found");
const invalidPost = (fields: Record<string, string>) => refuse(400, "invalid", { details: { fields } });

/** The post as JSON, read up to its limit; a body that is not JSON is refused. */
export async function readPost(call: RouteCall<SessionUser>): Promise<Record<string, unknown>> {
  if (!(call.request.headers.get("content-type") ?? "").includes("application/json")) {
    await call.request.body?.cancel().catch(() => {});
    throw refuse(400, "not_json");
  }
  const body = await call.body();
  if (body === null || typeof body !== "object") throw refuse(400, "not_json");
  return body as Record<string, unknown>;
}

/**
 * The post in the body, checked by the form's schema. A publication refused for images without a
 * description says how many, in the caller's language (the editor shows it beside the text too).
 */
async function parsePost(call: RouteCall<SessionUser>, body: Record<string, unknown>): Promise<ValidPostInput> {
  try {
    return call.parse(postInputSchema, body, postFieldErrors);
  } catch (error) {
    const fields = error instanceof ApiError ? (error.details.fields as Record<string, string> | undefined) : undefined;
    if (fields?.content !== "image_alt_missing") throw error;
    const count = imagesWithoutAlt(body.content);
    const t = await apiText(call.request);
    throw refuse(400, "image_alt_missing", {
      message: t("errors.image_alt_missing", { count }),
      details: { fields, images_without_alt: count },
    });
  }
}

export const postListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(POST_STATUSES).optional(),
  locale: z.enum(locales).optional(),
  sort: z.enum(["updated", "published", "title"]).optional(),
  order: z.enum(["asc", "desc"]).optional(),
  page: pageNumber().optional(),
  pageSize: queryNumber("pageSize").optional(),
});

export const listPostsHandler = route(reads, async (call) => {
  const query = await call.query(postListQuery, { issues: true });
  return json(await listPosts(await getDb(), query));
});

export const createPostHandler = route(writes, async (call) => {
  const { request, user } = call;
  const input = await parsePost(call, await readPost(call));
  await mayLink(request, user, null, input.translationId);
  try {
    const db = await getDb();
    const post = await createPost(db, input, { createdBy: user.id });
    // Saved for real: the autosave of the post being written is no longer needed.
    await discardAutosave(db, user.id, null);
    const invalidation = await afterPostWrite(
      db,
      null,
      await postFootprint(db, post.id),
      linkedIds(input.translationId),
    );
    return invalidation.answer(json({ post }, { status: 201, headers: { location: `/api/posts/${post.id}` } }));
  } catch (error) {
    throw knownPostError(error);
  }
});

const idSchema = recordId;

export const readPostHandler = route(reads, async (_call, rawId: string) => {
  const post = await getEditablePost(await getDb(), postId(rawId));
  if (!post) throw notFound();
  return json({ post });
});

/** A post's id from its address; anything else names no post. */
export function postId(rawId: string): number {
  const id = idSchema.safeParse(rawId);
  if (!id.success) throw notFound();
  return id.data;
}

/** An editor changes and deletes only the posts they created; an administrator any (roles.ts). */
export async function mayChange(user: SessionUser, id: number): Promise<EditablePost> {
  const post = await getEditablePost(await getDb(), id);
  if (!post) throw notFound();
  if (!canChangePost(user, post)) throw refuse(403, "not_owner");
  return post;
}

/**
 * A new translation link changes the other post too: it needs the right to change both (roles.ts).
 * Keeping the link a post already has asks nothing more; an unknown post is the store's refusal.
 */
async function mayLink(
  request: Request,
  user: SessionUser,
  post: EditablePost | null,
  translationId: number | null | undefined,
) {
  if (!translationId || translationId === post?.translation?.id) return;
  const target = await getEditablePost(await getDb(), translationId);
  if (target && !canLinkTranslation(user, post, target))
    throw refuse(403, "not_owner", { message: (await apiText(request))("notOwnerTranslation") });
}

export const updatePostHandler = route(writes, async (call, rawId: string) => {
  const { request, user } = call;
  const id = postId(rawId);
  // The body first, as every route reads it: at once and capped (request-body.ts); a body that is
  // not JSON is refused after the owner check.
  const body = await readPost(call).catch((error: unknown) => {
    if (error instanceof ApiError) return error;
    throw error;
  });
  // The post as it stands before the save (a new translation link is told apart from the one it has).
  const existing = await mayChange(user, id);
  if (body instanceof ApiError) throw body;
  const version = z.coerce
    .number()
    .int()
    .min(1)
    .safeParse((body as { version?: unknown }).version);
  if (!version.success) throw refuse(400, "version_required", { details: { fields: { form: "version_required" } } });
  const input = await parsePost(call, body);
  await mayLink(request, user, existing, input.translationId);
  try {
    const db = await getDb();
    const before = await postFootprint(db, id);
    const post = await updatePost(db, id, version.data, input, { savedBy: user.id });
    await discardAutosave(db, user.id, id);
    const after = await postFootprint(db, post.id);
    const invalidation = await afterPostWrite(db, before, after, linkedIds(input.translationId));
    return invalidation.answer(json({ post }));
  } catch (error) {
    if (error instanceof VersionConflictError)
      throw refuse(409, "version_conflict", { details: { current: error.current } });
    throw knownPostError(error);
  }
});

/**
 * DELETE moves the post to the trash (trash.ts): its page answers 404 and it leaves listings, feeds
 * and sitemaps at once (the same tags as an unpublication); restoring it or deleting it for good is
 * trash-api.ts.
 */
export const deletePostHandler = route(writes, async ({ user }, rawId: string) => {
  const id = postId(rawId);
  const post = await mayChange(user, id);
  const db = await getDb();
  const before = await postFootprint(db, id);
  if (!(await trashPost(db, id, user.id))) throw notFound();
  // Gone for readers and for webhooks (post.deleted) as a deletion is; restoring is trash-api.ts.
  const invalidation = await afterPostWrite(db, before, null);
  const purgeAt = purgeDate(new Date()).toISOString();
  return invalidation.answer(
    json({ trashed: { id, slug: post.slug, locale: post.locale, title: post.title, purgeAt } }),
  );
});

/** GET /api/posts/slug?slug=…&exceptId=…: whether a slug is free (for the editor's live check). */
export const slugAvailabilityHandler = route(reads, async ({ request }) => {
  const params = new URL(request.url).searchParams;
  const slug = params.get("slug")?.trim().normalize("NFC") ?? "";
  if (!slug) throw refuse(400, "invalid_query", { details: { fields: { slug: "required" } } });
  const except = idSchema.safeParse(params.get("exceptId"));
  return json({
    slug,
    available: await isSlugAvailable(await getDb(), slug, except.success ? except.data : undefined),
  });
});

/** GET /api/posts/translations?locale=ar&q=…: posts in the other language that can be linked. */
const candidatesQuery = z.object({
  locale: z.enum(locales, { error: "locale must be 'ar' or 'en'" }),
  q: z.string().optional(),
});

export const translationCandidatesHandler = route(reads, async (call) => {
  const { locale, q = "" } = await call.query(candidatesQuery);
  return json({ posts: await translationCandidates(await getDb(), locale, q.slice(0, 100)) });
});

/**
 * Publishes the scheduled posts whose time has come and invalidates what shows them: the server's
 * own timer asks (scheduled.ts), over loopback.
 */
export const publishDueHandler = route({}, async ({ request }) => {
  if (!fromThisServer(request)) throw refuse(404, "not_found");
  const { published, next } = await withStore(async () => {
    const db = await getDb();
    const due = await publishDuePosts(db);
    for (const post of due) await afterPostWrite(db, null, post);
    return { published: due, next: await nextScheduledAt(db) };
  });
  return json({ published: published.length, next: next?.toISOString() ?? null });
});

/**
 * What follows every post write beyond the store: the webhooks of its change as readers see it
 * queued (published, unpublished, deleted), and the cached pages that show it invalidated.
 */
export async function afterPostWrite(
  db: Awaited<ReturnType<typeof getDb>>,
  before: PublicFootprint | null,
  after: PublicFootprint | null,
  linked: number[] = [],
): Promise<ReturnType<typeof revalidatePublicChange>> {
  await announcePostChange(db, before, after);
  return revalidatePublicChange(before, after, linked);
}

/**
 * A post newly linked as a translation, which may have been in no group before (posts already in a
 * group are reached through the group's tag).
 */
export const linkedIds = (id: number | null | undefined) => (id ? [id] : []);

/** A write the store refused, as the field it is about; anything else as it was. */
export function knownPostError(error: unknown): unknown {
  if (error instanceof SlugTakenError) return invalidPost({ slug: "slug_taken" });
  if (error instanceof UnknownReferenceError)
    return invalidPost({ [error.field]: error.field === "authorId" ? "invalid_author" : "invalid_topic" });
  if (error instanceof InvalidTranslationError) return invalidPost({ translationId: "invalid_translation" });
  return error;
}

/** POST /api/posts/{id}/preview: a new shareable preview link for a post its user may change. */
export const createPreviewHandler = route(staff, async ({ user }, rawId: string) => {
  const id = recordId.safeParse(rawId);
  const post = id.success ? await getEditablePost(await getDb(), id.data) : null;
  if (!post) throw refuse(404, "post_not_found");
  if (!canChangePost(user, post)) throw refuse(403, "not_owner");
  const link = previewLink(post);
  return json({ url: `${siteOrigin()}${link.path}`, expiresAt: link.expiresAt.toISOString() }, { status: 201 });
});
