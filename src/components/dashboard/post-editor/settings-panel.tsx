import { Eye, Loader2, Save, Trash2, Upload } from "lucide-react";
import { FocalPointPicker } from "./focal-point-picker";
import { useTranslations } from "next-intl";
import { useId, type Dispatch } from "react";
import { FormField, inputClass } from "@/components/ui/form-field";
import type { PostFormState } from "../post-draft-storage";
import { PreviewLink } from "../preview-link";
import type { TranslationCandidate } from "./api";
import { MediaPickerButton } from "./media-picker";
import { SeoPanel } from "./seo-panel";
import { fieldValue, type EditorAction, type EditorState } from "./reducer";
import type { EditorChoices, EditorPaths, EditorText } from "./types";

/** The side panel: saving and previewing, then where and when the post appears, and by whom. */
export function SettingsPanel({
  text,
  state,
  dirty,
  live,
  canChange,
  uiLocale,
  paths,
  choices,
  candidates,
  dispatch,
  onPreview,
  onCoverSelected,
  onSocialImageSelected,
  siteOrigin,
  onDelete,
}: {
  text: EditorText;
  state: EditorState;
  dirty: boolean;
  /** Whether the saved post is on the public site. */
  live: boolean;
  canChange: boolean;
  uiLocale: "ar" | "en";
  paths: EditorPaths;
  choices: EditorChoices;
  candidates: TranslationCandidate[];
  dispatch: Dispatch<EditorAction>;
  onPreview: () => void;
  onCoverSelected: (file: File | undefined) => void;
  onSocialImageSelected: (file: File | undefined) => void;
  siteOrigin: string;
  onDelete: () => void;
}) {
  const t = text.editor;
  const format = useTranslations("dashboard.editor");
  const { form, errors, busy, saved, postId } = state;
  const ids = {
    locale: useId(),
    status: useId(),
    publishedAt: useId(),
    cover: useId(),
    translation: useId(),
    topics: useId(),
    staffAuthor: useId(),
  };
  const update = <K extends keyof PostFormState>(field: K, value: PostFormState[K]) =>
    dispatch({ type: "edit", ...fieldValue(field, value) });

  return (
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
        <button type="button" className="button-secondary" onClick={onPreview}>
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

      <FormField id={ids.locale} label={t.language} error={errors.locale} alert>
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
      </FormField>

      <FormField id={ids.status} label={t.status} error={errors.status} alert>
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
      </FormField>

      <FormField id={ids.publishedAt} label={t.publishAt} error={errors.publishedAt} help={t.publishAtHelp} alert>
        <input
          id={ids.publishedAt}
          type="datetime-local"
          value={form.publishedAt}
          aria-invalid={errors.publishedAt ? true : undefined}
          aria-describedby={`${ids.publishedAt}-help`}
          onChange={(event) => update("publishedAt", event.target.value)}
          className={inputClass}
        />
      </FormField>

      <div>
        <p className="text-sm font-semibold text-navy-900">{t.cover}</p>
        {form.coverImage ? (
          <FocalPointPicker
            src={form.coverImage}
            focus={{ x: form.coverFocusX, y: form.coverFocusY }}
            text={t}
            onChange={(focus) => {
              update("coverFocusX", focus.x);
              update("coverFocusY", focus.y);
            }}
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
            onChange={(event) => onCoverSelected(event.target.files?.[0])}
          />
          <MediaPickerButton
            text={t.library}
            label={t.library.coverButton}
            onPick={(image) => {
              update("coverImage", image.url);
              // Another picture: its focal point starts in the middle again.
              update("coverFocusX", 0.5);
              update("coverFocusY", 0.5);
            }}
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

      <FormField id={ids.translation} label={t.translation} error={errors.translationId} help={t.translationHelp} alert>
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
      </FormField>

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

      {/* One author: a staff profile, or none (the company; a post written with a byline keeps it). */}
      <FormField id={ids.staffAuthor} label={t.author} error={errors.authorId ?? errors.author} alert>
        <select
          id={ids.staffAuthor}
          value={form.authorId ?? ""}
          aria-invalid={errors.authorId ? true : undefined}
          aria-describedby={form.authorId === null && form.author ? `${ids.staffAuthor}-byline` : undefined}
          onChange={(event) => update("authorId", event.target.value ? Number(event.target.value) : null)}
          className={inputClass}
        >
          <option value="">{t.authorNone}</option>
          {choices.authors.map((author) => (
            <option key={author.id} value={author.id}>
              {author.name}
            </option>
          ))}
        </select>
        {form.authorId === null && form.author && (
          <p id={`${ids.staffAuthor}-byline`} className="mt-1 text-xs text-navy-700">
            {format("authorBylineKept", { byline: form.author })}
          </p>
        )}
      </FormField>

      <SeoPanel
        text={text}
        form={form}
        errors={errors}
        siteOrigin={siteOrigin}
        postPath={paths.publicPost(form.locale, form.slug)}
        uploading={busy === "uploading"}
        onChange={update}
        onSocialImageSelected={onSocialImageSelected}
      />

      {postId && canChange && (
        <button
          type="button"
          className="inline-flex items-center gap-2 text-sm font-semibold text-red-800 hover:underline"
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-4" />
          {t.delete}
        </button>
      )}
    </div>
  );
}
