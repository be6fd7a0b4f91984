import { samePostForm, type PostFormState, type StoredDraft } from "../post-draft-storage";

/**
 * Which earlier draft to offer when the editor opens: of this browser's copy and the server's, the
 * newer one that differs from the post as opened and from every copy already kept beside it (a
 * save conflict's, shown on the page anyway); one offer, never the same text twice.
 */
export function draftToOffer(
  drafts: ReadonlyArray<StoredDraft | null>,
  opened: PostFormState,
  kept: ReadonlyArray<StoredDraft> = [],
): StoredDraft | null {
  const differing = drafts.filter(
    (draft): draft is StoredDraft =>
      !!draft && !samePostForm(draft.form, opened) && !kept.some((copy) => samePostForm(copy.form, draft.form)),
  );
  return differing.reduce<StoredDraft | null>(
    (newest, draft) => (!newest || Date.parse(draft.savedAt) > Date.parse(newest.savedAt) ? draft : newest),
    null,
  );
}

/** Whether a draft started from an older version than the post has now: someone saved meanwhile. */
export function isStaleDraft(draft: StoredDraft, currentVersion: number | null): boolean {
  return draft.baseVersion !== null && currentVersion !== null && draft.baseVersion < currentVersion;
}
