import * as writes from "@/server/actions/dashboard";
import type { EditablePost, PostRevision, RevisionSummary, TranslationStatus } from "@/server/posts/types";

/**
 * The editor's calls for a post's revisions and its translation's status: reads from the JSON API
 * (/api/posts/{id}/…), writes as Server Actions (src/server/actions/dashboard.ts). A network
 * failure rejects, as fetch does.
 */

export async function listRevisions(postId: number): Promise<RevisionSummary[] | null> {
  const response = await fetch(`/api/posts/${postId}/revisions`, { headers: { accept: "application/json" } });
  if (!response.ok) return null;
  return ((await response.json()) as { revisions: RevisionSummary[] }).revisions;
}

export async function readRevision(postId: number, number: number): Promise<PostRevision | null> {
  const response = await fetch(`/api/posts/${postId}/revisions/${number}`, { headers: { accept: "application/json" } });
  if (!response.ok) return null;
  return ((await response.json()) as { revision: PostRevision }).revision;
}

export type RestoreResult =
  | { kind: "restored"; post: EditablePost }
  /** Someone saved a newer version than the editor's. */
  | { kind: "conflict" }
  /** Refused, with the server's reason in the interface language. */
  | { kind: "refused"; message: string };

/** Saves the revision again as the post's newest, over the version the editor has. */
export async function restoreRevision(postId: number, number: number, version: number): Promise<RestoreResult> {
  const result = await writes.restoreRevision(postId, number, { version });
  const post = result.ok ? (result.data as { post?: EditablePost }).post : undefined;
  if (post) return { kind: "restored", post };
  if (!result.ok && result.error.status === 409) return { kind: "conflict" };
  return { kind: "refused", message: result.ok ? "" : result.error.message };
}

export async function readTranslationStatus(postId: number): Promise<TranslationStatus | null> {
  const response = await fetch(`/api/posts/${postId}/translation-status`, { headers: { accept: "application/json" } });
  if (!response.ok) return null;
  return ((await response.json()) as { status: TranslationStatus | null }).status;
}

/** Marks the post up to date with its translation as the editor showed it; the new status, or null. */
export async function markInStep(postId: number, sourceVersion: number): Promise<TranslationStatus | null> {
  const result = await writes.markTranslationInStep(postId, { version: sourceVersion });
  return result.ok ? (result.data as { status: TranslationStatus | null }).status : null;
}
