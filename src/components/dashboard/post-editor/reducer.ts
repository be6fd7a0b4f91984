import { contentInLanguage } from "@/lib/delta/direction";
import { slugify } from "@/lib/slug";
import type { EditablePost } from "@/server/posts/types";
import { toRiyadhLocal, type PostFormState, type StoredDraft } from "../post-draft-storage";

export type FieldErrors = Partial<Record<keyof PostFormState | "form", string>>;
export type Busy = "idle" | "saving" | "uploading" | "deleting";

export type EditorState = {
  postId: number | null;
  /** The version the edit started from: a save over a newer one is a conflict. */
  version: number | null;
  /** The form as the server has it: what "unsaved changes" are measured against. */
  saved: PostFormState;
  form: PostFormState;
  /** Bumped to reload the writing area, which owns its content once loaded. */
  editorKey: number;
  /** Once the slug is typed, the title no longer writes it. */
  slugTouched: boolean;
  errors: FieldErrors;
  busy: Busy;
  /** A draft from an earlier visit, offered back until restored or discarded. */
  pendingRestore: StoredDraft | null;
  /** Whether the server's copy of unsaved work has been read: the offer waits for it. */
  serverDraftKnown: boolean;
  /** The newer version a save ran into. */
  conflict: EditablePost | null;
  editorLoaded: boolean;
  /** Bumped after a refused save: the first field in error takes the focus. */
  focusFirstError: number;
};

/** One field and a value of its type. */
export type FieldValue = { [K in keyof PostFormState]: { field: K; value: PostFormState[K] } }[keyof PostFormState];

/** A field and its value as one action payload (TypeScript does not pair a generic key with its value). */
export const fieldValue = <K extends keyof PostFormState>(field: K, value: PostFormState[K]) =>
  ({ field, value }) as FieldValue;

export type EditorAction =
  | ({ type: "edit" } & FieldValue)
  | { type: "editTitle"; title: string }
  | { type: "editSlug"; slug: string }
  | { type: "slugFromTitle" }
  | { type: "editorLoaded"; normalised: PostFormState["content"]; loaded: unknown; draft: StoredDraft | null }
  /** The server's copy has been read (use-server-autosave.ts): offered when newer than this browser's. */
  | { type: "serverDraftKnown"; draft: StoredDraft | null }
  | { type: "restoreDraft" }
  | { type: "discardDraft" }
  | ({ type: "takeFromCopy" } & FieldValue)
  | { type: "busy"; busy: Busy }
  | { type: "saved"; post: EditablePost; form: PostFormState }
  /** A revision was restored as a new save: the writing area shows it. */
  | { type: "restored"; post: EditablePost; form: PostFormState }
  /** A newer version on the server; the refused form is kept beside it (keepConflictCopy). */
  | { type: "conflict"; current: EditablePost }
  | { type: "reloadTheirs"; form: PostFormState }
  | { type: "invalid"; errors: FieldErrors }
  | { type: "failed"; message: string }
  | { type: "fieldError"; field: keyof PostFormState; message: string }
  | { type: "deleted" };

/** The form for a post as the server sent it, or for a new post. */
export function formFromPost(post: EditablePost | null, uiLocale: "ar" | "en", author: string): PostFormState {
  return {
    title: post?.title ?? "",
    slug: post?.slug ?? "",
    metaDescription: post?.metaDescription ?? "",
    coverImage: post?.coverImage ?? "",
    coverFocusX: post?.coverFocusX ?? 0.5,
    coverFocusY: post?.coverFocusY ?? 0.5,
    seoTitle: post?.seoTitle ?? "",
    socialImage: post?.socialImage ?? "",
    canonicalUrl: post?.canonicalUrl ?? "",
    noindex: post?.noindex ?? false,
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

export function initialEditorState(post: EditablePost | null, uiLocale: "ar" | "en", author: string): EditorState {
  const saved = formFromPost(post, uiLocale, author);
  return {
    postId: post?.id ?? null,
    version: post?.version ?? null,
    saved,
    form: saved,
    editorKey: 0,
    slugTouched: Boolean(post),
    errors: {},
    busy: "idle",
    pendingRestore: null,
    serverDraftKnown: false,
    conflict: null,
    editorLoaded: false,
    focusFirstError: 0,
  };
}

const edited = (state: EditorState, field: keyof PostFormState, value: unknown): EditorState => ({
  ...state,
  form: { ...state.form, [field]: value },
  errors: { ...state.errors, [field]: undefined, form: undefined },
});

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case "edit": {
      if (action.field !== "locale" || action.value === state.form.locale)
        return edited(state, action.field, action.value);
      // The text's direction follows the post's language, never the dashboard's (src/lib/delta/direction.ts);
      // the writing area is reloaded in the new direction.
      const next = edited(state, "locale", action.value);
      return {
        ...next,
        form: { ...next.form, content: contentInLanguage(next.form.content, action.value) },
        editorKey: next.editorKey + 1,
      };
    }
    case "editTitle": {
      // Until the slug is typed, it follows the title (and its error goes with the old slug).
      const follows = !state.slugTouched;
      return {
        ...state,
        form: { ...state.form, title: action.title, slug: follows ? slugify(action.title) : state.form.slug },
        errors: { ...state.errors, title: undefined, slug: follows ? undefined : state.errors.slug },
      };
    }
    case "editSlug":
      return { ...edited(state, "slug", action.slug), slugTouched: true };
    case "slugFromTitle":
      return { ...edited(state, "slug", slugify(state.form.title)), slugTouched: false };
    case "editorLoaded": {
      // Quill normalises the content it loads: that is the baseline changes are measured from, for
      // the saved version too when that is what was loaded.
      const baseline = (form: PostFormState) =>
        form.content === action.loaded ? { ...form, content: action.normalised } : form;
      return {
        ...state,
        saved: baseline(state.saved),
        form: baseline(state.form),
        editorLoaded: true,
        pendingRestore: action.draft ?? state.pendingRestore,
      };
    }
    case "serverDraftKnown":
      return { ...state, serverDraftKnown: true, pendingRestore: action.draft ?? state.pendingRestore };
    case "restoreDraft":
      if (!state.pendingRestore) return state;
      return { ...state, form: state.pendingRestore.form, editorKey: state.editorKey + 1, pendingRestore: null };
    case "discardDraft":
      return { ...state, pendingRestore: null };
    case "takeFromCopy": {
      const next = edited(state, action.field, action.value);
      // The writing area is reloaded to show content (or a language) taken back.
      const reload = action.field === "content" || action.field === "locale";
      return reload ? { ...next, editorKey: next.editorKey + 1 } : next;
    }
    case "busy":
      return { ...state, busy: action.busy };
    case "saved":
      return {
        ...state,
        postId: action.post.id,
        version: action.post.version,
        saved: action.form,
        form: action.form,
        conflict: null,
        errors: {},
      };
    case "restored":
      return {
        ...state,
        postId: action.post.id,
        version: action.post.version,
        saved: action.form,
        form: action.form,
        editorKey: state.editorKey + 1,
        conflict: null,
        errors: {},
        pendingRestore: null,
      };
    case "conflict":
      return { ...state, conflict: action.current };
    case "reloadTheirs":
      // Their version becomes the base; ours stays beside it (see ConflictCopies).
      if (!state.conflict) return state;
      return {
        ...state,
        saved: action.form,
        form: action.form,
        version: state.conflict.version,
        editorKey: state.editorKey + 1,
        conflict: null,
      };
    case "invalid":
      return { ...state, errors: action.errors, focusFirstError: state.focusFirstError + 1 };
    case "failed":
      return { ...state, errors: { form: action.message } };
    case "fieldError":
      return { ...state, errors: { ...state.errors, [action.field]: action.message } };
    case "deleted":
      // Nothing is left unsaved: leaving for the list asks nothing.
      return { ...state, saved: state.form };
  }
}
