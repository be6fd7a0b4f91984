"use client";

import { useTranslations } from "next-intl";
import { AlertTriangle, Eye, Loader2, Save, Trash2, Upload } from "lucide-react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { toast } from "sonner";
import type { Messages } from "@/i18n/messages";
import { renderDelta } from "@/lib/delta";
import { slugFromTyping, slugify } from "@/lib/slug";
import { META_DESCRIPTION_RECOMMENDED } from "@/lib/validation/post";
import type { EditablePost } from "@/server/posts/types";
import type { EditorValue } from "./rich-text-editor";
import { ConflictCopies } from "./conflict-copies";
import { PreviewLink } from "./preview-link";
import {
  clearDraft,
  discardConflictCopy,
  fromRiyadhLocal,
  keepConflictCopy,
  readConflictCopies,
  readDraft,
  samePostForm,
  toRiyadhLocal,
  writeDraft,
  type ConflictCopy,
  type PostFormState,
  type StoredDraft,
} from "./post-draft-storage";

// Quill needs the browser: it loads only here, after the page is interactive.
const RichTextEditor = dynamic(() => import("./rich-text-editor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <div className="h-72 animate-pulse-soft rounded-xl bg-sand-100" aria-hidden />,
});

type Text = Pick<Messages["dashboard"], "editor" | "status" | "locales">;
type FieldErrors = Partial<Record<keyof PostFormState | "form", string>>;
type Candidate = { id: number; title: string; locale: string };

type Props = {
  text: Text;
  /** The post being edited, or null for a new one. */
  post: EditablePost | null;
  /** The interface language: new posts start in it. */
  uiLocale: "ar" | "en";
  /** Where the list is, and how to build an editor URL, in the interface language. */
  paths: { list: string; edit: (id: number) => string; publicPost: (locale: string, slug: string) => string };
  defaultAuthor: string;
  /** The topics and staff authors to pick from, named in the interface language. */
  choices: { topics: Array<{ id: number; name: string }>; authors: Array<{ id: number; name: string }> };
  /** False when the user may read but not save or delete the post; the server refuses it too. */
  canChange?: boolean;
};

function formFromPost(post: EditablePost | null, uiLocale: "ar" | "en", author: string): PostFormState {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    metaDescription: post?.metaDescription ?? "",
    coverImage: post?.coverImage ?? "",
    locale: post?.locale ?? uiLocale,
    status: post?.status ?? "draft",
    publishedAt: toRiyadhLocal(post?.publishedAt ?? null),
    author: post?.author ?? author,
    authorId: post?.authorId ?? null,
    topicIds: post?.topicIds ?? [],
    translationId: post?.translation?.id ?? null,
    content: post?.content ?? { ops: [] },
  };
}

/**
 * Writing and editing a post. Saves go through the JSON API with the version the edit started
 * from (a newer version on the server is a conflict, never overwritten); unsaved work is kept in
 * local storage until the server has it.
 */
export function PostEditor({ text, post, uiLocale, paths, defaultAuthor, choices, canChange = true }: Props) {
  const t = text.editor;
  const format = useTranslations("dashboard.editor");
  const router = useRouter();
  const ids = {
    title: useId(),
    slug: useId(),
    meta: useId(),
    cover: useId(),
    locale: useId(),
    status: useId(),
    publishedAt: useId(),
    translation: useId(),
    author: useId(),
    staffAuthor: useId(),
    topics: useId(),
    content: useId(),
  };

  const [postId, setPostId] = useState<number | null>(post?.id ?? null);
  const [version, setVersion] = useState<number | null>(post?.version ?? null);
  const [saved, setSaved] = useState<PostFormState>(() => formFromPost(post, uiLocale, defaultAuthor));
  const [form, setForm] = useState<PostFormState>(saved);
  const [editorKey, setEditorKey] = useState(0);
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [slugStatus, setSlugStatus] = useState<"unknown" | "available" | "taken">("unknown");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<"idle" | "saving" | "uploading" | "deleting">("idle");
  const [pendingRestore, setPendingRestore] = useState<StoredDraft | null>(null);
  const [conflict, setConflict] = useState<EditablePost | null>(null);
  const [conflictCopies, setConflictCopies] = useState<ConflictCopy[]>([]);
  const [editorLoaded, setEditorLoaded] = useState(false);
  const [focusFirstError, setFocusFirstError] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // A draft this browser kept from an earlier visit, read before anything typed now replaces it;
  // offered back once the editor has loaded (undefined: not read yet, null: none).
  const earlierDraft = useRef<StoredDraft | null | undefined>(undefined);
  const [candidates, setCandidates] = useState<Candidate[]>([]);
  const [previewOpen, setPreviewOpen] = useState(false);
  const previewRef = useRef<HTMLDialogElement>(null);
  const deleteRef = useRef<HTMLDialogElement>(null);
  const dirty = useMemo(() => !samePostForm(form, saved), [form, saved]);
  const live = post?.isPublic && postId !== null;

  // Quill normalises the content it loads: what it holds then is the baseline changes are measured
  // from, for the saved version too when that is what was loaded (on opening, after a conflict).
  const onEditorLoad = useCallback(
    (normalised: EditorValue, loaded: EditorValue) => {
      if (typeof normalised === "string") return;
      const baseline = (current: PostFormState) =>
        current.content === loaded ? { ...current, content: normalised } : current;
      setSaved(baseline);
      setForm(baseline);
      setEditorLoaded(true);
      // The earlier draft is offered back, never applied silently, and only when it differs from
      // the post as the editor shows it.
      const draft = earlierDraft.current === undefined ? readDraft(post?.id ?? null) : earlierDraft.current;
      earlierDraft.current = null;
      const opened = { ...formFromPost(post, uiLocale, defaultAuthor), content: normalised };
      if (draft && !samePostForm(draft.form, opened)) setPendingRestore(draft);
    },
    [post, uiLocale, defaultAuthor],
  );

  // What this browser kept of the post: an earlier draft, and versions a conflict kept from being
  // saved (until their writer discards them).
  useEffect(() => {
    earlierDraft.current ??= readDraft(post?.id ?? null);
    setConflictCopies(readConflictCopies(post?.id ?? null));
  }, [post?.id]);

  // Every change is kept locally until it is saved; a change undone leaves no draft behind (once
  // the editor has loaded, and unless an earlier draft is still on offer).
  useEffect(() => {
    if (!dirty) {
      if (editorLoaded && !pendingRestore) clearDraft(postId);
      return;
    }
    const timer = window.setTimeout(
      () => writeDraft(postId, { form, baseVersion: version, savedAt: new Date().toISOString() }),
      400,
    );
    return () => window.clearTimeout(timer);
  }, [form, dirty, postId, version, editorLoaded, pendingRestore]);

  // After a refused save, the first field in error (in reading order) takes the focus.
  useEffect(() => {
    if (focusFirstError) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  // Leaving with unsaved changes asks first: closing the tab, and links inside the app.
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank" || event.defaultPrevented) return;
      if (!window.confirm(t.leaveWarning)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, t.leaveWarning]);

  // Posts in the other language that this one can be linked to.
  useEffect(() => {
    const controller = new AbortController();
    fetch(`/api/posts/translations?locale=${form.locale}`, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : { posts: [] }))
      .then((body: { posts: Candidate[] }) => setCandidates(body.posts))
      .catch(() => undefined);
    return () => controller.abort();
  }, [form.locale]);

  // Live check that the slug is free.
  useEffect(() => {
    if (!form.slug) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const query = new URLSearchParams({ slug: form.slug, ...(postId ? { exceptId: String(postId) } : {}) });
      fetch(`/api/posts/slug?${query.toString()}`, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body: { available: boolean } | null) => body && setSlugStatus(body.available ? "available" : "taken"))
        .catch(() => undefined);
    }, 350);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [form.slug, postId]);

  const update = useCallback(<K extends keyof PostFormState>(field: K, value: PostFormState[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  }, []);

  const errorText = useCallback((code: string) => (t.errors as Record<string, string>)[code] ?? code, [t.errors]);

  const save = useCallback(async () => {
    if (busy !== "idle" || !canChange) return;
    setBusy("saving");
    const publishedAt = fromRiyadhLocal(form.publishedAt);
    const body = {
      ...form,
      publishedAt: publishedAt === "invalid" ? "invalid" : publishedAt,
      version,
    };
    try {
      const response = await fetch(postId ? `/api/posts/${postId}` : "/api/posts", {
        method: postId ? "PUT" : "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      });
      const result = (await response.json().catch(() => ({}))) as {
        post?: EditablePost;
        error?: { status: number; message?: string; fields?: Record<string, string>; current?: EditablePost };
      };
      if (response.ok && result.post) {
        const next = formFromPost(result.post, uiLocale, defaultAuthor);
        clearDraft(postId);
        clearDraft(result.post.id);
        setSaved(next);
        setForm(next);
        setVersion(result.post.version);
        setConflict(null);
        setErrors({});
        toast.success(postId ? t.savedToast : t.createdToast);
        if (!postId) {
          setPostId(result.post.id);
          router.replace(paths.edit(result.post.id));
        } else {
          router.refresh();
        }
        return;
      }
      if (response.status === 409 && result.error?.current && postId) {
        // Kept in its own place in this browser at once: loading the newer version must not lose it.
        setConflictCopies(keepConflictCopy(postId, { form, baseVersion: version, savedAt: new Date().toISOString() }));
        setConflict(result.error.current);
        toast.error(t.failedToast);
        return;
      }
      if (response.status === 400 && result.error?.fields) {
        setErrors(
          Object.fromEntries(Object.entries(result.error.fields).map(([field, code]) => [field, errorText(code)])),
        );
        setFocusFirstError((request) => request + 1);
        toast.error(t.fixErrors);
        return;
      }
      if (response.status === 401) {
        toast.error(t.failedToast);
        setErrors({ form: t.failedToast });
        return;
      }
      // A refusal (403) says why, in the interface language.
      const message =
        response.status === 503
          ? t.unavailable
          : response.status === 403 && result.error?.message
            ? result.error.message
            : t.failedToast;
      setErrors({ form: message });
      toast.error(message);
    } catch {
      setErrors({ form: t.offline });
      toast.error(t.offline);
    } finally {
      setBusy("idle");
    }
  }, [busy, canChange, form, version, postId, uiLocale, defaultAuthor, t, router, paths, errorText]);

  // Ctrl/Cmd+S saves.
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

  const uploadImage = useCallback(
    async (file: File): Promise<string> => {
      const data = new FormData();
      data.append("file", file);
      const response = await fetch("/api/uploads", { method: "POST", body: data });
      const body = (await response.json().catch(() => ({}))) as { url?: string; error?: { code?: string } };
      if (!response.ok || !body.url) throw new Error(body.error?.code ? errorText(body.error.code) : t.uploadFailed);
      return body.url;
    },
    [errorText, t.uploadFailed],
  );

  async function onCoverSelected(file: File | undefined) {
    if (!file) return;
    setBusy("uploading");
    try {
      update("coverImage", await uploadImage(file));
    } catch (error) {
      setErrors((current) => ({ ...current, coverImage: error instanceof Error ? error.message : t.uploadFailed }));
      toast.error(t.uploadFailed);
    } finally {
      setBusy("idle");
    }
  }

  async function confirmDelete() {
    if (!postId) return;
    setBusy("deleting");
    try {
      const response = await fetch(`/api/posts/${postId}`, { method: "DELETE" });
      if (!response.ok) throw new Error(String(response.status));
      clearDraft(postId);
      setSaved(form);
      toast.success(t.deleted);
      window.location.assign(paths.list);
    } catch {
      toast.error(t.failedToast);
      setBusy("idle");
      deleteRef.current?.close();
    }
  }

  const previewHtml = useMemo(() => (previewOpen ? renderDelta(form.content) : ""), [previewOpen, form.content]);
  const contentDir = form.locale === "ar" ? "rtl" : "ltr";
  const inputClass =
    "mt-1 block min-h-11 w-full rounded-xl border border-navy-900/20 bg-white px-3 text-base text-navy-900 focus:border-brand-600 focus:outline-none focus-visible:outline-3 focus-visible:outline-gold-500 aria-invalid:border-red-700";

  return (
    <div className="space-y-6">
      {!canChange && (
        <Banner tone="info" title={t.notOwnerTitle}>
          {t.notOwnerText}
        </Banner>
      )}
      {pendingRestore && (
        <Banner tone="info" title={t.restoreTitle}>
          <p>
            {format("restoreText", {
              time: new Date(pendingRestore.savedAt).toLocaleString(
                uiLocale === "ar" ? "ar-SA-u-nu-latn-ca-gregory" : "en-GB",
              ),
            })}
          </p>
          <div className="mt-3 flex gap-2">
            <button
              type="button"
              className="button-primary min-h-10 py-1.5 text-sm"
              onClick={() => {
                setForm(pendingRestore.form);
                setEditorKey((key) => key + 1);
                setPendingRestore(null);
              }}
            >
              {t.restore}
            </button>
            <button
              type="button"
              className="button-secondary min-h-10 py-1.5 text-sm"
              onClick={() => {
                clearDraft(postId);
                setPendingRestore(null);
              }}
            >
              {t.discard}
            </button>
          </div>
        </Banner>
      )}

      {conflict && (
        <Banner tone="warning" title={t.conflictTitle}>
          <p>{t.conflictText}</p>
          <button
            type="button"
            className="button-secondary mt-3 min-h-10 py-1.5 text-sm"
            onClick={() => {
              // Their version becomes the base; ours stays beside it (see ConflictCopies).
              const theirs = formFromPost(conflict, uiLocale, defaultAuthor);
              setSaved(theirs);
              setForm(theirs);
              setVersion(conflict.version);
              setEditorKey((key) => key + 1);
              setConflict(null);
            }}
          >
            {t.conflictReload}
          </button>
        </Banner>
      )}

      {!conflict && postId && (
        <ConflictCopies
          copies={conflictCopies}
          current={saved}
          text={text}
          uiLocale={uiLocale}
          onUse={(field, value) => {
            update(field, value);
            // The editor owns its content once loaded: it is reloaded to show the one taken back.
            if (field === "content" || field === "locale") setEditorKey((key) => key + 1);
          }}
          onDiscard={(id) => {
            if (window.confirm(t.conflictCopyDiscardConfirm)) setConflictCopies(discardConflictCopy(postId, id));
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
        className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem]"
        aria-describedby={errors.form ? "post-form-error" : undefined}
      >
        <div className="space-y-5">
          {errors.form && (
            <p id="post-form-error" role="alert" className="rounded-xl bg-red-50 p-3 text-red-900">
              {errors.form}
            </p>
          )}
          <Field id={ids.title} label={t.title} error={errors.title}>
            <input
              id={ids.title}
              value={form.title}
              dir={contentDir}
              maxLength={200}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? `${ids.title}-error` : undefined}
              onChange={(event) => {
                const title = event.target.value;
                setForm((current) => ({ ...current, title, slug: slugTouched ? current.slug : slugify(title) }));
                setErrors((current) => ({
                  ...current,
                  title: undefined,
                  slug: slugTouched ? current.slug : undefined,
                }));
              }}
              className={`${inputClass} text-lg font-semibold`}
            />
          </Field>

          <Field id={ids.slug} label={t.slug} error={errors.slug} help={t.slugHelp}>
            <div className="flex gap-2">
              <input
                id={ids.slug}
                value={form.slug}
                dir="auto"
                aria-invalid={errors.slug || slugStatus === "taken" ? true : undefined}
                aria-describedby={`${ids.slug}-help ${errors.slug ? `${ids.slug}-error` : ""} ${ids.slug}-status`}
                onChange={(event) => {
                  // Rewritten in place, so that a space turned into a hyphen keeps the caret where
                  // the typing is (React leaves a field alone that already shows its value).
                  const input = event.currentTarget;
                  const caret = slugFromTyping(input.value.slice(0, input.selectionStart ?? undefined)).length;
                  const slug = slugFromTyping(input.value);
                  if (slug !== input.value) {
                    input.value = slug;
                    input.setSelectionRange(caret, caret);
                  }
                  setSlugTouched(true);
                  update("slug", slug);
                }}
                className={inputClass}
              />
              <button
                type="button"
                className="button-secondary mt-1 min-h-11 shrink-0 px-4 text-sm"
                onClick={() => {
                  setSlugTouched(false);
                  update("slug", slugify(form.title));
                }}
              >
                {t.slugFromTitle}
              </button>
            </div>
            <p id={`${ids.slug}-status`} className="mt-1 text-sm" aria-live="polite">
              {form.slug && slugStatus === "available" && <span className="text-brand-800">{t.slugAvailable}</span>}
              {form.slug && slugStatus === "taken" && <span className="text-red-800">{t.slugTaken}</span>}
            </p>
          </Field>

          <Field id={ids.meta} label={t.metaDescription} error={errors.metaDescription} help={t.metaHelp}>
            <textarea
              id={ids.meta}
              value={form.metaDescription}
              dir={contentDir}
              rows={3}
              maxLength={300}
              aria-invalid={errors.metaDescription ? true : undefined}
              aria-describedby={`${ids.meta}-help ${ids.meta}-count`}
              onChange={(event) => update("metaDescription", event.target.value)}
              className={`${inputClass} py-2`}
            />
            <p
              id={`${ids.meta}-count`}
              className={`mt-1 text-sm ${form.metaDescription.length > META_DESCRIPTION_RECOMMENDED ? "text-red-800" : "text-navy-700"}`}
              data-testid="meta-count"
            >
              {format("metaCount", { count: form.metaDescription.length, max: META_DESCRIPTION_RECOMMENDED })}
            </p>
          </Field>

          <div>
            <p id={ids.content} className="text-sm font-semibold text-navy-900">
              {t.content}
            </p>
            {errors.content && (
              <p id={`${ids.content}-error`} className="mt-1 text-sm text-red-800" role="alert">
                {errors.content}
              </p>
            )}
            <div className="mt-1" data-testid="post-content-editor">
              <RichTextEditor
                key={`${editorKey}-${form.locale}`}
                id="post-content"
                labelledBy={ids.content}
                describedBy={errors.content ? `${ids.content}-error` : undefined}
                invalid={Boolean(errors.content)}
                contentType="delta"
                theme="snow"
                toolbar="full"
                dir={contentDir}
                lang={form.locale}
                toolbarDir={uiLocale === "ar" ? "rtl" : "ltr"}
                value={form.content}
                onLoad={onEditorLoad}
                onChange={(value) => typeof value !== "string" && update("content", value)}
                uploadImage={uploadImage}
                onUploadError={(error) => toast.error(error instanceof Error ? error.message : t.uploadFailed)}
                toolbarLabels={t.toolbar}
              />
            </div>
          </div>
        </div>

        <div className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-navy-900/10 xl:sticky xl:top-4 xl:self-start">
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="button-primary flex-1"
              disabled={busy !== "idle" || !canChange}
              aria-keyshortcuts="Control+S Meta+S"
            >
              {busy === "saving" ? (
                <Loader2 aria-hidden className="size-4 animate-spin" />
              ) : (
                <Save aria-hidden className="size-4" />
              )}
              {busy === "saving" ? t.saving : t.save}
            </button>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                setPreviewOpen(true);
                previewRef.current?.showModal();
              }}
            >
              <Eye aria-hidden className="size-4" />
              {t.preview}
            </button>
          </div>
          <p className="text-xs text-navy-700" aria-live="polite" data-testid="save-state">
            {dirty ? t.unsaved : t.saved} · {t.saveShortcut}
          </p>
          {live && (
            <a
              href={paths.publicPost(saved.locale, saved.slug)}
              target="_blank"
              rel="noopener"
              className="text-sm font-semibold text-brand-800 hover:underline"
            >
              {t.viewLive}
            </a>
          )}
          {canChange && <PreviewLink postId={postId} text={t.shareablePreview} locale={uiLocale} />}

          <Field id={ids.locale} label={t.language} error={errors.locale}>
            <select
              id={ids.locale}
              value={form.locale}
              aria-invalid={errors.locale ? true : undefined}
              onChange={(event) => update("locale", event.target.value as "ar" | "en")}
              className={inputClass}
            >
              <option value="ar">{text.locales.ar}</option>
              <option value="en">{text.locales.en}</option>
            </select>
          </Field>

          <Field id={ids.status} label={t.status} error={errors.status}>
            <select
              id={ids.status}
              value={form.status}
              aria-invalid={errors.status ? true : undefined}
              onChange={(event) => update("status", event.target.value as PostFormState["status"])}
              className={inputClass}
            >
              {(["draft", "published", "scheduled"] as const).map((status) => (
                <option key={status} value={status}>
                  {text.status[status]}
                </option>
              ))}
            </select>
          </Field>

          <Field id={ids.publishedAt} label={t.publishAt} error={errors.publishedAt} help={t.publishAtHelp}>
            <input
              id={ids.publishedAt}
              type="datetime-local"
              value={form.publishedAt}
              aria-invalid={errors.publishedAt ? true : undefined}
              aria-describedby={`${ids.publishedAt}-help`}
              onChange={(event) => update("publishedAt", event.target.value)}
              className={inputClass}
            />
          </Field>

          <div>
            <p className="text-sm font-semibold text-navy-900">{t.cover}</p>
            {form.coverImage ? (
              <img
                src={form.coverImage}
                alt={t.coverPreview}
                className="mt-2 aspect-video w-full rounded-xl object-cover"
              />
            ) : (
              <div className="mt-2 aspect-video rounded-xl bg-sand-100" aria-hidden />
            )}
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <label htmlFor={ids.cover} className="button-secondary min-h-10 cursor-pointer py-1.5 text-sm">
                {busy === "uploading" ? (
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                ) : (
                  <Upload aria-hidden className="size-4" />
                )}
                {busy === "uploading" ? t.uploading : form.coverImage ? t.coverReplace : t.coverUpload}
              </label>
              <input
                id={ids.cover}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="sr-only"
                onChange={(event) => void onCoverSelected(event.target.files?.[0])}
              />
              {form.coverImage && (
                <button
                  type="button"
                  className="text-sm font-semibold text-red-800 hover:underline"
                  onClick={() => update("coverImage", "")}
                >
                  {t.coverRemove}
                </button>
              )}
            </div>
            <p className="mt-1 text-xs text-navy-700">{t.coverHelp}</p>
            {errors.coverImage && (
              <p className="mt-1 text-sm text-red-800" role="alert">
                {errors.coverImage}
              </p>
            )}
          </div>

          <Field id={ids.translation} label={t.translation} error={errors.translationId} help={t.translationHelp}>
            <select
              id={ids.translation}
              value={form.translationId ?? ""}
              aria-invalid={errors.translationId ? true : undefined}
              onChange={(event) => update("translationId", event.target.value ? Number(event.target.value) : null)}
              className={inputClass}
            >
              <option value="">{t.translationNone}</option>
              {candidates.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.title}
                </option>
              ))}
            </select>
          </Field>

          <fieldset aria-describedby={`${ids.topics}-help`}>
            <legend className="text-sm font-semibold text-navy-900">{t.topics}</legend>
            {choices.topics.length === 0 ? (
              <p className="mt-1 text-sm text-navy-700">{t.topicsNone}</p>
            ) : (
              <ul className="mt-2 flex flex-wrap gap-2" data-testid="topic-picker">
                {choices.topics.map((topic) => (
                  <li key={topic.id}>
                    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-3 ring-1 ring-navy-900/15 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-700">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-700"
                        checked={form.topicIds.includes(topic.id)}
                        onChange={(event) =>
                          update(
                            "topicIds",
                            event.target.checked
                              ? [...form.topicIds, topic.id].sort((a, b) => a - b)
                              : form.topicIds.filter((id) => id !== topic.id),
                          )
                        }
                      />
                      <span className="text-sm">{topic.name}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            <p id={`${ids.topics}-help`} className="mt-1 text-xs text-navy-700">
              {t.topicsHelp}
            </p>
            {errors.topicIds && (
              <p className="mt-1 text-sm text-red-800" role="alert">
                {errors.topicIds}
              </p>
            )}
          </fieldset>

          <Field id={ids.staffAuthor} label={t.staffAuthor} error={errors.authorId}>
            <select
              id={ids.staffAuthor}
              value={form.authorId ?? ""}
              aria-invalid={errors.authorId ? true : undefined}
              onChange={(event) => update("authorId", event.target.value ? Number(event.target.value) : null)}
              className={inputClass}
            >
              <option value="">{t.staffAuthorNone}</option>
              {choices.authors.map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </select>
          </Field>

          <Field id={ids.author} label={t.author} error={errors.author}>
            <input
              id={ids.author}
              value={form.author}
              aria-invalid={errors.author ? true : undefined}
              onChange={(event) => update("author", event.target.value)}
              className={inputClass}
            />
          </Field>

          {postId && canChange && (
            <button
              type="button"
              className="inline-flex items-center gap-2 text-sm font-semibold text-red-800 hover:underline"
              onClick={() => deleteRef.current?.showModal()}
            >
              <Trash2 aria-hidden className="size-4" />
              {t.delete}
            </button>
          )}
        </div>
      </form>

      <dialog
        ref={previewRef}
        aria-labelledby="preview-title"
        onClose={() => setPreviewOpen(false)}
        className="m-auto max-h-[90dvh] w-[min(56rem,95vw)] overflow-y-auto rounded-2xl p-0 backdrop:bg-navy-950/60"
      >
        <div className="flex items-center justify-between border-b border-navy-900/10 px-6 py-3">
          <p id="preview-title" className="font-semibold">
            {t.preview}
          </p>
          <button
            type="button"
            className="button-secondary min-h-10 py-1.5 text-sm"
            onClick={() => previewRef.current?.close()}
          >
            {t.closePreview}
          </button>
        </div>
        <article className="px-6 py-8" dir={contentDir} lang={form.locale}>
          <h1 className="text-3xl font-bold text-navy-900">{form.title}</h1>
          {form.coverImage && (
            <img
              src={form.coverImage}
              alt={form.metaDescription}
              className="mt-6 aspect-video w-full rounded-2xl object-cover"
            />
          )}
          <div
            className="prose-post mt-8"
            data-testid="post-preview"
            dangerouslySetInnerHTML={{ __html: previewHtml }}
          />
        </article>
      </dialog>

      <dialog
        ref={deleteRef}
        aria-labelledby="delete-title"
        aria-describedby="delete-text"
        className="m-auto w-[min(28rem,92vw)] rounded-2xl p-6 backdrop:bg-navy-950/60"
      >
        <h2 id="delete-title" className="text-lg font-bold text-navy-900">
          {t.deleteConfirmTitle}
        </h2>
        <p id="delete-text" className="mt-2 text-navy-700">
          {format("deleteConfirmText", { title: saved.title })}
        </p>
        <div className="mt-6 flex justify-end gap-2">
          <button type="button" className="button-secondary" onClick={() => deleteRef.current?.close()} autoFocus>
            {t.cancel}
          </button>
          <button
            type="button"
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
            disabled={busy === "deleting"}
            onClick={() => void confirmDelete()}
          >
            {t.deleteConfirm}
          </button>
        </div>
      </dialog>
    </div>
  );
}

function Field({
  id,
  label,
  error,
  help,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  help?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-navy-900">
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-xs text-navy-700">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

function Banner({ tone, title, children }: { tone: "info" | "warning"; title: string; children: ReactNode }) {
  return (
    <div
      role="status"
      className={`rounded-2xl p-4 ring-1 ${tone === "warning" ? "bg-gold-300/25 ring-gold-700/40" : "bg-brand-50 ring-brand-700/30"}`}
    >
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        <AlertTriangle aria-hidden className="size-5" />
        {title}
      </p>
      <div className="mt-1 text-navy-800">{children}</div>
    </div>
  );
}
