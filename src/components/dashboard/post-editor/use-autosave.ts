import { useCallback, useEffect, useRef, type Dispatch } from "react";
import {
  clearDraft,
  readConflictCopies,
  readDraft,
  writeDraft,
  type PostFormState,
  type StoredDraft,
} from "../post-draft-storage";
import type { EditorAction } from "./reducer";

/**
 * Every change is kept in this browser until it is saved; a change undone leaves no draft behind
 * (once the editor has loaded, and unless an earlier draft is still on offer).
 */
export function useAutosave({
  postId,
  version,
  form,
  dirty,
  editorLoaded,
  draftOnOffer,
}: {
  postId: number | null;
  version: number | null;
  form: PostFormState;
  dirty: boolean;
  editorLoaded: boolean;
  draftOnOffer: boolean;
}): void {
  useEffect(() => {
    if (!dirty) {
      if (editorLoaded && !draftOnOffer) clearDraft(postId);
      return;
    }
    const timer = window.setTimeout(
      () => writeDraft(postId, { form, baseVersion: version, savedAt: new Date().toISOString() }),
      400,
    );
    return () => window.clearTimeout(timer);
  }, [form, dirty, postId, version, editorLoaded, draftOnOffer]);
}

/**
 * What this browser kept of the post from earlier visits: the versions a conflict kept from being
 * saved (shown at once), and a draft, read before anything typed now replaces it. The draft is
 * taken once, when the editor has loaded: it is offered back, never applied silently.
 */
export function useEarlierWork(postId: number | null, dispatch: Dispatch<EditorAction>): () => StoredDraft | null {
  // undefined: not read yet; null: none, or already taken.
  const earlierDraft = useRef<StoredDraft | null | undefined>(undefined);
  useEffect(() => {
    earlierDraft.current ??= readDraft(postId);
    dispatch({ type: "conflictCopies", copies: readConflictCopies(postId) });
  }, [postId, dispatch]);
  return useCallback(() => {
    const draft = earlierDraft.current === undefined ? readDraft(postId) : earlierDraft.current;
    earlierDraft.current = null;
    return draft;
  }, [postId]);
}
