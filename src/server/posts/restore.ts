import "server-only";
import { postFieldErrors, postInputSchema } from "@/lib/validation/post";
import type { Database } from "@/server/db/client";
import { getEditablePost, PostNotFoundError, updatePost } from "./editor-store";
import { getRevision, RevisionNotFoundError } from "./revisions";
import type { EditablePost } from "./types";

/** A revision whose fields no longer pass the post form's checks, by field. */
export class InvalidRevisionError extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("The revision's fields are not valid any more");
    this.name = "InvalidRevisionError";
  }
}

/**
 * Restores a revision as a new save over `expectedVersion` (a newer version is a conflict, as for
 * any save). What was written is restored: title, description, cover, search and sharing settings,
 * content, byline, staff author and topics. Where and whether the post appears (address, language, status, publication
 * time, translation) stays as it is now: restoring older text does not unpublish or move a post.
 */
export async function restoreRevision(
  db: Database,
  postId: number,
  number: number,
  expectedVersion: number,
  savedBy: number | null,
): Promise<EditablePost> {
  const [revision, current] = await Promise.all([getRevision(db, postId, number), getEditablePost(db, postId)]);
  if (!current) throw new PostNotFoundError(postId);
  if (!revision) throw new RevisionNotFoundError(postId, number);
  const input = postInputSchema.safeParse({
    title: revision.title,
    metaDescription: revision.metaDescription,
    coverImage: revision.coverImage,
    coverFocusX: revision.coverFocusX,
    coverFocusY: revision.coverFocusY,
    seoTitle: revision.seoTitle,
    socialImage: revision.socialImage,
    canonicalUrl: revision.canonicalUrl,
    noindex: revision.noindex,
    content: revision.content,
    author: revision.author,
    authorId: revision.authorId,
    topicIds: revision.topicIds,
    slug: current.slug,
    locale: current.locale,
    status: current.status,
    publishedAt: current.publishedAt,
    translationId: current.translation?.id ?? null,
  });
  if (!input.success) throw new InvalidRevisionError(postFieldErrors(input.error) as Record<string, string>);
  return updatePost(db, postId, expectedVersion, input.data, { savedBy, restoredFrom: number });
}
