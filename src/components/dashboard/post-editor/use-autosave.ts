import { useCallback, useEffect, useRef } from "react";
import { clearDraft, readDraft, writeDraft, type PostFormState, type StoredDraft } from "../post-draft-storage";

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
 * The draft this browser kept of the post from an earlier visit, read before anything typed now
 * replaces it. It is taken once, when the editor has loaded: offered back, never applied silently.
 * (The copies a conflict kept are read by use-conflict-copies.ts.)
 */
export function useEarlierDraft(postId: number | null): () => StoredDraft | null {
  // undefined: not read yet; null: none, or already taken.
  const earlierDraft = useRef<StoredDraft | null | undefined>(undefined);
  useEffect(() => {
    earlierDraft.current ??= readDraft(postId);
  }, [postId]);
  return useCallback(() => {
    const draft = earlierDraft.current === undefined ? readDraft(postId) : earlierDraft.current;
    earlierDraft.current = null;
    return draft;
  }, [postId]);
}
