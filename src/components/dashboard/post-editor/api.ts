import type { WriteError } from "@/lib/actions/write-result";
import * as writes from "@/server/actions/dashboard";
import type { EditablePost } from "@/server/posts/types";
import { fromRiyadhLocal, type PostFormState } from "../post-draft-storage";

/**
 * The editor's calls to the server, each with its answers as types: saves and deletes are Server
 * Actions (src/server/actions/dashboard.ts), reads and uploads the JSON API (/api/posts,
 * /api/uploads). A network failure rejects, as fetch does: the caller says the browser is offline.
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

/** Creates the post (no id yet) or saves a new version of it. */
export async function savePost(postId: number | null, body: PostBody): Promise<SaveResult> {
  // The API's JSON, as fetch would send it: a Server Action's arguments take only plain objects,
  // and the content is Quill's Delta, a class.
  const result = await writes.savePost(postId, JSON.parse(JSON.stringify(body)) as PostBody);
  if (result.ok) {
    const post = (result.data as { post?: EditablePost }).post;
    return post ? { kind: "saved", post } : { kind: "failed", status: 200 };
  }
  const { status, fields, current, message } = result.error as WriteError & { current?: EditablePost };
  if (status === 409 && current) return { kind: "conflict", current };
  if (status === 400 && fields) return { kind: "invalid", fields };
  if (status === 401) return { kind: "unauthenticated" };
  if (status === 503) return { kind: "unavailable" };
  if (status === 403 && message) return { kind: "refused", message };
  return { kind: "failed", status };
}

export async function deletePost(postId: number): Promise<boolean> {
  return (await writes.deletePost(postId)).ok;
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
