import { useCallback, useSyncExternalStore } from "react";
import { readConflictCopies, subscribeToConflictCopies, type ConflictCopy } from "../post-draft-storage";

const none = (): ConflictCopy[] => [];

/**
 * The copies a save conflict kept of the post in this browser (post-draft-storage.ts), as they are
 * now: read from storage while rendering, never in the server's HTML, and updated by every change,
 * in this tab or another. Read as an external store rather than put in the editor's state by an
 * effect: an update from an effect during hydration can wait behind a suspended transition, and a
 * reloaded editor would then show no copy for seconds under load (the conflict test in
 * tests/e2e/editor.spec.ts).
 */
export function useConflictCopies(postId: number | null): ConflictCopy[] {
  const read = useCallback(() => readConflictCopies(postId), [postId]);
  return useSyncExternalStore(subscribeToConflictCopies, read, none);
}
