import type { EditablePost } from "@/server/posts/types";
import { fromRiyadhLocal, type PostFormState } from "../post-draft-storage";

/**
 * The editor's calls to the dashboard's JSON API (/api/posts, /api/uploads), each with its answers
 * as types. A network failure rejects, as fetch does: the caller says the browser is offline.
 */

export type TranslationCandidate = { id: number; title: string; locale: string };

/**
 * A post as the editor sends it: the form's values, the publication time as an ISO instant (null
 * when empty, "invalid" when not a date), and the version the edit started from.
 */
export type PostBody = Omit<PostFormState, "publishedAt"> & { publishedAt: string | null; version: number | null };

export function postBody(form: PostFormState, version: number | null): PostBody {
  const publishedAt = fromRiyadhLocal(form.publishedAt);
  return { ...form, publishedAt, version };
}

export type SaveResult =
  | { kind: "saved"; post: EditablePost }
  /** Someone saved a newer version first: here it is. */
  | { kind: "conflict"; current: EditablePost }
  /** Error codes by field (dashboard.editor.errors.*). */
  | { kind: "invalid"; fields: Record<string, string> }
  | { kind: "unauthenticated" }
  /** Not allowed, with the server's reason in the interface language. */
  | { kind: "refused"; message: string }
  | { kind: "unavailable" }
  | { kind: "failed"; status: number };

type ErrorBody = {
  post?: EditablePost;
  error?: { status: number; message?: string; fields?: Record<string, string>; current?: EditablePost };
};

/** Creates the post (no id yet) or saves a new version of it. */
export async function savePost(postId: number | null, body: PostBody): Promise<SaveResult> {
  const response = await fetch(postId ? `/api/posts/${postId}` : "/api/posts", {
    method: postId ? "PUT" : "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  const result = (await response.json().catch(() => ({}))) as ErrorBody;
  if (response.ok && result.post) return { kind: "saved", post: result.post };
  if (response.status === 409 && result.error?.current) return { kind: "conflict", current: result.error.current };
  if (response.status === 400 && result.error?.fields) return { kind: "invalid", fields: result.error.fields };
  if (response.status === 401) return { kind: "unauthenticated" };
  if (response.status === 503) return { kind: "unavailable" };
  if (response.status === 403 && result.error?.message) return { kind: "refused", message: result.error.message };
  return { kind: "failed", status: response.status };
}

export async function deletePost(postId: number): Promise<boolean> {
  const response = await fetch(`/api/posts/${postId}`, { method: "DELETE" });
  return response.ok;
}

/** The address of the uploaded image, or the error code the server gave (if any). */
export async function uploadImage(file: File): Promise<{ url: string } | { code: string | undefined }> {
  const data = new FormData();
  data.append("file", file);
  const response = await fetch("/api/uploads", { method: "POST", body: data });
  const body = (await response.json().catch(() => ({}))) as { url?: string; error?: { code?: string } };
  return response.ok && body.url ? { url: body.url } : { code: body.error?.code };
}

/** Whether no other post has the slug; null when the server could not say. */
export async function isSlugAvailable(
  slug: string,
  exceptId: number | null,
  signal?: AbortSignal,
): Promise<boolean | null> {
  const query = new URLSearchParams({ slug, ...(exceptId ? { exceptId: String(exceptId) } : {}) });
  const response = await fetch(`/api/posts/slug?${query.toString()}`, { signal });
  if (!response.ok) return null;
  return ((await response.json()) as { available: boolean }).available;
}

/** Posts in the other language that a post in this one can be linked to; none when refused. */
export async function translationCandidates(locale: string, signal?: AbortSignal): Promise<TranslationCandidate[]> {
  const response = await fetch(`/api/posts/translations?locale=${locale}`, { signal });
  if (!response.ok) return [];
  return ((await response.json()) as { posts: TranslationCandidate[] }).posts;
}
