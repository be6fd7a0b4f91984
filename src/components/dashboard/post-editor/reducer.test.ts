import { describe, expect, it } from "vitest";
import type { EditablePost } from "@/server/posts/types";
import type { StoredDraft } from "../post-draft-storage";
import { editorReducer, fieldValue, formFromPost, initialEditorState, type EditorState } from "./reducer";

const post: EditablePost = {
  id: 7,
  trashedAt: null,
  coverFocusX: 0.5,
  coverFocusY: 0.5,
  locale: "en",
  slug: "zero-trust",
  title: "Zero trust",
  metaDescription: "How to start.",
  coverImage: "",
  seoTitle: "",
  socialImage: "",
  canonicalUrl: "",
  noindex: false,
  content: { ops: [{ insert: "Text\n" }] },
  status: "published",
  publishedAt: "2026-03-01T06:30:00.000Z",
  author: "Sara",
  authorId: null,
  topicIds: [3],
  createdBy: 1,
  demo: false,
  version: 4,
  createdAt: "2026-03-01T06:30:00.000Z",
  updatedAt: "2026-03-01T06:30:00.000Z",
  translation: { id: 9, locale: "ar", slug: "zero-trust-ar", title: "ثقة" },
  isPublic: true,
};

const newPost = () => initialEditorState(null, "ar", "Asas");
const opened = () => initialEditorState(post, "en", "Asas");

describe("the editor's form state", () => {
  it("starts a new post in the interface language, by the signed-in author, with the slug following the title", () => {
    const state = newPost();
    expect(state.form).toMatchObject({ title: "", slug: "", locale: "ar", status: "draft", author: "Asas" });
    expect(state.postId).toBeNull();
    expect(state.slugTouched).toBe(false);
  });

  it("opens a post as the server sent it, in Riyadh time, with its translation's id", () => {
    const state = opened();
    expect(state.form).toMatchObject({ publishedAt: "2026-03-01T09:30", translationId: 9, topicIds: [3] });
    expect(state).toMatchObject({ postId: 7, version: 4, slugTouched: true });
    expect(state.saved).toBe(state.form);
  });

  it("writes the slug from the title until the slug is typed, and again when asked", () => {
    let state = editorReducer(newPost(), { type: "editTitle", title: "Zero Trust for Offices" });
    expect(state.form.slug).toBe("zero-trust-for-offices");
    state = editorReducer(state, { type: "editSlug", slug: "my-slug" });
    state = editorReducer(state, { type: "editTitle", title: "Another title" });
    expect(state.form).toMatchObject({ title: "Another title", slug: "my-slug" });
    state = editorReducer(state, { type: "slugFromTitle" });
    expect(state.form.slug).toBe("another-title");
    expect(state.slugTouched).toBe(false);
  });

  it("clears a field's error, and the form's, when the field changes", () => {
    let state: EditorState = { ...opened(), errors: { title: "Required", author: "Too long", form: "Failed" } };
    state = editorReducer(state, { type: "edit", ...fieldValue("author", "Sara A.") });
    expect(state.errors).toEqual({ title: "Required", author: undefined, form: undefined });
    expect(state.form.author).toBe("Sara A.");
  });

  it("drops the slug's error with a slug the title rewrites, and keeps it for a typed slug", () => {
    const errors = { slug: "Taken", title: "Required" };
    const following = editorReducer({ ...newPost(), errors }, { type: "editTitle", title: "T" });
    expect(following.errors).toMatchObject({ slug: undefined, title: undefined });
    const typed = editorReducer({ ...opened(), errors }, { type: "editTitle", title: "T" });
    expect(typed.errors).toMatchObject({ slug: "Taken", title: undefined });
  });

  it("takes the content Quill normalised as the baseline, only where that content was loaded", () => {
    const state = opened();
    const normalised = { ops: [{ insert: "Text\n" }, { insert: "\n" }] };
    const loaded = editorReducer(state, { type: "editorLoaded", normalised, loaded: state.form.content, draft: null });
    expect(loaded.saved.content).toBe(normalised);
    expect(loaded.form.content).toBe(normalised);
    expect(loaded.editorLoaded).toBe(true);
    const other = editorReducer(state, { type: "editorLoaded", normalised, loaded: { ops: [] }, draft: null });
    expect(other.form.content).toBe(state.form.content);
  });

  it("offers an earlier draft back and applies it only when restored, reloading the writing area", () => {
    const draft: StoredDraft = {
      form: { ...opened().form, title: "From last time" },
      baseVersion: 4,
      savedAt: "2026-03-02T10:00:00.000Z",
    };
    let state = editorReducer(opened(), { type: "editorLoaded", normalised: post.content, loaded: null, draft });
    expect(state.pendingRestore).toBe(draft);
    expect(state.form.title).toBe("Zero trust");
    state = editorReducer(state, { type: "restoreDraft" });
    expect(state).toMatchObject({ pendingRestore: null, editorKey: 1 });
    expect(state.form.title).toBe("From last time");
    expect(editorReducer(state, { type: "discardDraft" }).form.title).toBe("From last time");
  });

  it("after a save, the saved post is both the form and its baseline, at its new version", () => {
    const created = { ...post, id: 12, version: 1, title: "Created" };
    const form = formFromPost(created, "ar", "Asas");
    const state = editorReducer(
      { ...newPost(), errors: { form: "Offline" }, conflict: post },
      { type: "saved", post: created, form },
    );
    expect(state).toMatchObject({ postId: 12, version: 1, errors: {}, conflict: null });
    expect(state.form).toBe(form);
    expect(state.saved).toBe(form);
  });

  it("loads their version after a conflict at its version", () => {
    const theirs = { ...post, version: 5, title: "Theirs" };
    let state = editorReducer(opened(), { type: "conflict", current: theirs });
    expect(state).toMatchObject({ conflict: theirs });
    state = editorReducer(state, { type: "reloadTheirs", form: formFromPost(theirs, "en", "Asas") });
    expect(state).toMatchObject({ version: 5, conflict: null, editorKey: 1 });
    expect(state.form.title).toBe("Theirs");
    expect(state.saved.title).toBe("Theirs");
  });

  it("reloads the writing area for content or a language taken back from a copy, not for other fields", () => {
    const content = editorReducer(opened(), { type: "takeFromCopy", ...fieldValue("content", { ops: [] }) });
    expect(content.editorKey).toBe(1);
    const locale = editorReducer(opened(), { type: "takeFromCopy", ...fieldValue("locale", "ar") });
    expect(locale.editorKey).toBe(1);
    const title = editorReducer(opened(), { type: "takeFromCopy", ...fieldValue("title", "Mine") });
    expect(title).toMatchObject({ editorKey: 0, form: { title: "Mine" } });
  });

  it("asks for the focus on each refused save, and shows a form-wide failure alone", () => {
    let state = editorReducer(opened(), { type: "invalid", errors: { title: "Required" } });
    state = editorReducer(state, { type: "invalid", errors: { title: "Required" } });
    expect(state.focusFirstError).toBe(2);
    expect(editorReducer(state, { type: "failed", message: "Offline" }).errors).toEqual({ form: "Offline" });
  });

  it("leaves nothing unsaved once the post is deleted", () => {
    const state = editorReducer(opened(), { type: "edit", ...fieldValue("title", "Changed") });
    const deleted = editorReducer(state, { type: "deleted" });
    expect(deleted.saved).toBe(deleted.form);
  });
});
