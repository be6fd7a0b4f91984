import { useRouter } from "next/navigation";
import { useCallback, useEffect, type Dispatch } from "react";
import { toast } from "sonner";
import { postFieldErrors, postInputSchema } from "@/lib/validation/post";
import { clearDraft, keepConflictCopy } from "../post-draft-storage";
import { postBody, savePost } from "./api";
import { formFromPost, type EditorAction, type EditorState } from "./reducer";
import type { EditorPaths, EditorText } from "./types";

/**
 * Saving: checked first with the server's own schema (a form it would refuse is not sent), then
 * sent with the version the edit started from. A newer version on the server is a conflict, never
 * overwritten: what was being saved is kept in this browser beside it.
 */
export function useSavePost({
  state,
  dispatch,
  canChange,
  uiLocale,
  defaultAuthor,
  text: t,
  paths,
  errorText,
}: {
  state: EditorState;
  dispatch: Dispatch<EditorAction>;
  canChange: boolean;
  uiLocale: "ar" | "en";
  defaultAuthor: string;
  text: EditorText["editor"];
  paths: EditorPaths;
  errorText: (code: string) => string;
}): () => Promise<void> {
  const router = useRouter();
  const { busy, form, version, postId } = state;

  return useCallback(async () => {
    if (busy !== "idle" || !canChange) return;
    const body = postBody(form, version);
    const refuse = (fields: Record<string, string>) => {
      const errors = Object.entries(fields).map(([field, code]) => [field, errorText(code)]);
      dispatch({ type: "invalid", errors: Object.fromEntries(errors) as Record<string, string> });
      toast.error(t.fixErrors);
    };
    const checked = postInputSchema.safeParse(body);
    if (!checked.success) return refuse(postFieldErrors(checked.error) as Record<string, string>);

    const fail = (message: string) => {
      dispatch({ type: "failed", message });
      toast.error(message);
    };
    dispatch({ type: "busy", busy: "saving" });
    try {
      const result = await savePost(postId, body);
      switch (result.kind) {
        case "saved": {
          clearDraft(postId);
          clearDraft(result.post.id);
          dispatch({ type: "saved", post: result.post, form: formFromPost(result.post, uiLocale, defaultAuthor) });
          toast.success(postId ? t.savedToast : t.createdToast);
          // The page itself came back with the save (a Server Action): only a new post changes address.
          if (!postId) router.replace(paths.edit(result.post.id));
          return;
        }
        case "conflict":
          if (!postId) return fail(t.failedToast);
          // Kept in its own place in this browser at once: loading the newer version must not lose it.
          keepConflictCopy(postId, { form, baseVersion: version, savedAt: new Date().toISOString() });
          dispatch({ type: "conflict", current: result.current });
          toast.error(t.failedToast);
          return;
        case "invalid":
          return refuse(result.fields);
        case "unavailable":
          return fail(t.unavailable);
        // A refusal (403) says why, in the interface language.
        case "refused":
          return fail(result.message);
        case "unauthenticated":
        case "failed":
          return fail(t.failedToast);
      }
    } catch {
      fail(t.offline);
    } finally {
      dispatch({ type: "busy", busy: "idle" });
    }
  }, [busy, canChange, form, version, postId, uiLocale, defaultAuthor, t, router, paths, errorText, dispatch]);
}

/** Ctrl/Cmd+S saves. */
export function useSaveShortcut(save: () => Promise<void>): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "s") {
        event.preventDefault();
        void save();
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [save]);
}
