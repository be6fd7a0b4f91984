"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { toast } from "sonner";
import { imagesWithoutAlt } from "@/lib/delta/images";
import type { EditablePost } from "@/server/posts/types";
import { ConflictCopies } from "./conflict-copies";
import {
  clearDraft,
  discardConflictCopy,
  keepConflictCopy,
  samePostForm,
  type PostFormState,
} from "./post-draft-storage";
import * as api from "./post-editor/api";
import { Banner, ConflictBanner, RestoreBanner } from "./post-editor/banners";
import { ContentPanel } from "./post-editor/content-panel";
import { DeleteDialog } from "./post-editor/delete-dialog";
import { draftToOffer, isStaleDraft } from "./post-editor/earlier-drafts";
import { PreviewDialog } from "./post-editor/preview-dialog";
import { RevisionsPanel } from "./post-editor/revisions-panel";
import { TranslationSourcePane, TranslationStatusBanner, useTranslationStatus } from "./post-editor/translation-status";
import { editorReducer, fieldValue, formFromPost, initialEditorState } from "./post-editor/reducer";
import { SettingsPanel } from "./post-editor/settings-panel";
import type { EditorChoices, EditorPaths, EditorText } from "./post-editor/types";
import { useAutosave, useEarlierDraft } from "./post-editor/use-autosave";
import { useConflictCopies } from "./post-editor/use-conflict-copies";
import { useLeaveGuard } from "./post-editor/use-leave-guard";
import { useSavePost, useSaveShortcut } from "./post-editor/use-save-post";
import {
  discardServerAutosave,
  offeredServerDraft,
  useServerAutosave,
  useServerDraft,
} from "./post-editor/use-server-autosave";
import { ServerAutosaveNote } from "./post-editor/server-autosave-note";
import { useSlugStatus } from "./post-editor/use-slug-status";
import { useTranslationCandidates } from "./post-editor/use-translation-candidates";
import type { EditorValue } from "./rich-text-editor";

type Props = {
  text: EditorText;
  /** The post being edited, or null for a new one. */
  post: EditablePost | null;
  /** The interface language: new posts start in it. */
  uiLocale: "ar" | "en";
  paths: EditorPaths;
  defaultAuthor: string;
  choices: EditorChoices;
  /** False when the user may read but not save or delete the post; the server refuses it too. */
  canChange?: boolean;
  /** The public site's origin, for the search and sharing previews. */
  siteOrigin?: string;
};

/**
 * Writing and editing a post. Saves go through the JSON API with the version the edit started
 * from (a newer version on the server is a conflict, never overwritten); unsaved work is kept in
 * local storage until the server has it.
 */
export function PostEditor({
  text,
  post,
  uiLocale,
  paths,
  defaultAuthor,
  choices,
  canChange = true,
  siteOrigin = "",
}: Props) {
  const t = text.editor;
  const [state, dispatch] = useReducer(editorReducer, null, () => initialEditorState(post, uiLocale, defaultAuthor));
  const { form, saved, postId, errors, pendingRestore, conflict } = state;
  const [previewOpen, setPreviewOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLDialogElement>(null);
  const deleteRef = useRef<HTMLDialogElement>(null);
  const dirty = useMemo(() => !samePostForm(form, saved), [form, saved]);
  const live = Boolean(post?.isPublic && postId !== null);
  const formatError = useTranslations("dashboard.editor.errors");
  const errorText = useCallback(
    (code: string) =>
      // Refused for images without a description: how many, counted in the text being saved.
      code === "image_alt_missing"
        ? formatError("image_alt_missing", { count: imagesWithoutAlt(form.content) })
        : ((t.errors as Record<string, string>)[code] ?? code),
    [t.errors, formatError, form.content],
  );

  const takeEarlierDraft = useEarlierDraft(post?.id ?? null);
  const conflictCopies = useConflictCopies(postId);
  useAutosave({
    postId,
    version: state.version,
    form,
    dirty,
    editorLoaded: state.editorLoaded,
    draftOnOffer: pendingRestore !== null,
  });
  // The server's copy from an earlier visit (another browser, a closed tab), read once on opening.
  const serverDraft = useServerDraft(post?.id ?? null, canChange && state.editorLoaded);
  // An earlier draft is offered once both copies are known, the newer of them: a browser draft
  // answered before the server's arrived would be followed by the same text offered again.
  useEffect(() => {
    if (!state.editorLoaded || serverDraft === undefined || state.serverDraftKnown) return;
    const server = offeredServerDraft(serverDraft);
    // Offered when it differs from the post as opened and is newer than this browser's draft;
    // a copy that only says what the post says, or what a conflict copy beside it says, is of no
    // use any more.
    if (server && !draftToOffer([server], state.saved, conflictCopies)) void discardServerAutosave(post?.id ?? null);
    const newer = server && draftToOffer([pendingRestore, server], state.saved, conflictCopies) === server;
    dispatch({ type: "serverDraftKnown", draft: newer ? server : null });
  }, [state.editorLoaded, state.saved, state.serverDraftKnown, conflictCopies, serverDraft, pendingRestore, post?.id]);
  const serverStatus = useServerAutosave({
    postId,
    version: state.version,
    form,
    dirty,
    enabled:
      canChange &&
      state.editorLoaded &&
      serverDraft !== undefined &&
      pendingRestore === null &&
      state.busy !== "saving",
  });
  useLeaveGuard(dirty, t.leaveWarning);
  const slugStatus = useSlugStatus(form.slug, postId);
  const candidates = useTranslationCandidates(form.locale);
  const save = useSavePost({ state, dispatch, canChange, uiLocale, defaultAuthor, text: t, paths, errorText });
  useSaveShortcut(save);
  const translationStatus = useTranslationStatus(postId, state.version, t);
  const sourcePaneId = useId();

  // After a refused save, the first field in error (in reading order) takes the focus.
  useEffect(() => {
    if (state.focusFirstError) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state.focusFirstError]);

  const onEditorLoad = useCallback(
    (normalised: EditorValue, loaded: EditorValue) => {
      if (typeof normalised === "string") return;
      // The earlier draft is offered back only when it differs from the post as the editor shows it
      // (the server's copy joins in when it has been read, below).
      const opened = { ...formFromPost(post, uiLocale, defaultAuthor), content: normalised };
      const offered = draftToOffer([takeEarlierDraft()], opened);
      dispatch({ type: "editorLoaded", normalised, loaded, draft: offered });
    },
    [post, uiLocale, defaultAuthor, takeEarlierDraft],
  );

  const uploadImage = useCallback(
    async (file: File): Promise<string> => {
      const result = await api.uploadImage(file);
      if ("url" in result) return result.url;
      throw new Error(result.code ? errorText(result.code) : t.uploadFailed);
    },
    [errorText, t.uploadFailed],
  );

  async function onImageSelected(field: "coverImage" | "socialImage", file: File | undefined) {
    if (!file) return;
    dispatch({ type: "busy", busy: "uploading" });
    try {
      dispatch({ type: "edit", field, value: await uploadImage(file) });
      // A new cover's focal point starts in the middle (focal-point-picker.tsx).
      if (field === "coverImage") {
        dispatch({ type: "edit", field: "coverFocusX", value: 0.5 });
        dispatch({ type: "edit", field: "coverFocusY", value: 0.5 });
      }
    } catch (error) {
      const message = error instanceof Error ? error.message : t.uploadFailed;
      dispatch({ type: "fieldError", field, message });
      toast.error(t.uploadFailed);
    } finally {
      dispatch({ type: "busy", busy: "idle" });
    }
  }

  async function confirmDelete() {
    if (!postId) return;
    dispatch({ type: "busy", busy: "deleting" });
    try {
      if (!(await api.deletePost(postId))) throw new Error("refused");
      clearDraft(postId);
      dispatch({ type: "deleted" });
      // The list offers to undo it (undo-trash-toast.tsx): a toast shown here would not survive the load.
      const list = new URL(paths.list, window.location.href);
      list.searchParams.set("trashed", String(postId));
      window.location.assign(list);
    } catch {
      toast.error(t.failedToast);
      dispatch({ type: "busy", busy: "idle" });
      deleteRef.current?.close();
    }
  }

  return (
    <div className="space-y-6">
      {!canChange && (
        <Banner tone="info" title={t.notOwnerTitle}>
          {t.notOwnerText}
        </Banner>
      )}
      {pendingRestore && (state.serverDraftKnown || !canChange) && (
        <RestoreBanner
          draft={pendingRestore}
          stale={isStaleDraft(pendingRestore, state.version)}
          text={t}
          uiLocale={uiLocale}
          onRestore={() => {
            if (postId !== null && isStaleDraft(pendingRestore, state.version)) {
              // Someone saved since: the draft goes beside their version, field by field, as a
              // save conflict's would (ConflictCopies), so that neither is lost.
              keepConflictCopy(postId, pendingRestore);
              dispatch({ type: "discardDraft" });
              clearDraft(postId);
              void discardServerAutosave(postId);
            } else dispatch({ type: "restoreDraft" });
          }}
          onDiscard={() => {
            clearDraft(postId);
            void discardServerAutosave(postId);
            dispatch({ type: "discardDraft" });
          }}
        />
      )}

      {conflict && (
        <ConflictBanner
          text={t}
          onReload={() => dispatch({ type: "reloadTheirs", form: formFromPost(conflict, uiLocale, defaultAuthor) })}
        />
      )}

      {postId !== null && (
        <div className="flex flex-wrap justify-end gap-2">
          <RevisionsPanel
            postId={postId}
            version={state.version}
            saved={saved}
            dirty={dirty}
            canChange={canChange}
            text={t}
            uiLocale={uiLocale}
            onRestored={(restored) => {
              clearDraft(restored.id);
              dispatch({ type: "restored", post: restored, form: formFromPost(restored, uiLocale, defaultAuthor) });
            }}
          />
        </div>
      )}
      <TranslationStatusBanner state={translationStatus} text={text} canChange={canChange} paneId={sourcePaneId} />

      {!conflict && postId && (
        <ConflictCopies
          copies={conflictCopies}
          current={saved}
          text={text}
          uiLocale={uiLocale}
          onUse={<K extends keyof PostFormState>(field: K, value: PostFormState[K]) =>
            dispatch({ type: "takeFromCopy", ...fieldValue(field, value) })
          }
          onDiscard={(id) => {
            if (window.confirm(t.conflictCopyDiscardConfirm)) discardConflictCopy(postId, id);
          }}
        />
      )}

      <form
        ref={formRef}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        // Side by side, the two texts take the width and the settings go below, up to very wide screens.
        // One column on a phone is the screen's width: nothing in it (a long address) may widen it.
        className={
          translationStatus.sideBySide
            ? "grid grid-cols-[minmax(0,1fr)] gap-6 2xl:grid-cols-[minmax(0,1fr)_20rem]"
            : "grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
        }
        aria-describedby={errors.form ? "post-form-error" : undefined}
      >
        <div className="space-y-5">
          {errors.form && (
            <p id="post-form-error" role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
              {errors.form}
            </p>
          )}
          <div className={translationStatus.sideBySide ? "grid items-start gap-5 lg:grid-cols-2" : undefined}>
            <div className="min-w-0 space-y-5">
              <ContentPanel
                text={text}
                form={form}
                errors={errors}
                dispatch={dispatch}
                slugStatus={slugStatus}
                uiLocale={uiLocale}
                editorKey={state.editorKey}
                onEditorLoad={onEditorLoad}
                uploadImage={uploadImage}
              />
            </div>
            <TranslationSourcePane state={translationStatus} text={text} id={sourcePaneId} />
          </div>
          <ServerAutosaveNote status={serverStatus} dirty={dirty} uiLocale={uiLocale} text={t} />
        </div>

        <SettingsPanel
          text={text}
          state={state}
          dirty={dirty}
          live={live}
          canChange={canChange}
          uiLocale={uiLocale}
          paths={paths}
          choices={choices}
          candidates={candidates}
          dispatch={dispatch}
          onPreview={() => {
            setPreviewOpen(true);
            previewRef.current?.showModal();
          }}
          onCoverSelected={(file) => void onImageSelected("coverImage", file)}
          onSocialImageSelected={(file) => void onImageSelected("socialImage", file)}
          siteOrigin={siteOrigin}
          onDelete={() => deleteRef.current?.showModal()}
        />
      </form>

      <PreviewDialog
        dialogRef={previewRef}
        open={previewOpen}
        onClose={() => setPreviewOpen(false)}
        form={form}
        text={t}
      />
      <DeleteDialog
        dialogRef={deleteRef}
        title={saved.title}
        deleting={state.busy === "deleting"}
        onConfirm={() => void confirmDelete()}
        text={t}
      />
    </div>
  );
}
