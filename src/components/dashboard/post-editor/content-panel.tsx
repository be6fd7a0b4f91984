import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useCallback, useId, useRef, useState, type Dispatch } from "react";
import { toast } from "sonner";
import { FormField, inputClass } from "@/components/ui/form-field";
import { slugFromTyping } from "@/lib/slug";
import { META_DESCRIPTION_RECOMMENDED } from "@/lib/validation/post";
import type { PostFormState } from "../post-draft-storage";

import { insertIntoEditor, MediaPickerButton } from "./media-picker";
import type { EditorValue, ImageDescriber } from "../rich-text-editor";
import { ImageAltPanel } from "./image-alt-panel";
import type { EditorAction, FieldErrors } from "./reducer";
import type { EditorText } from "./types";
import type { SlugStatus } from "./use-slug-status";

// Quill needs the browser: it loads only here, after the page is interactive.
const RichTextEditor = dynamic(() => import("../rich-text-editor").then((module) => module.RichTextEditor), {
  ssr: false,
  loading: () => <div className="h-72 animate-pulse-soft rounded-xl bg-sand-100" aria-hidden />,
});

/** What is written: the title, the address, the meta description and the text. */
export function ContentPanel({
  text,
  form,
  errors,
  dispatch,
  slugStatus,
  uiLocale,
  editorKey,
  onEditorLoad,
  uploadImage,
}: {
  text: EditorText;
  form: PostFormState;
  errors: FieldErrors;
  dispatch: Dispatch<EditorAction>;
  slugStatus: SlugStatus;
  uiLocale: "ar" | "en";
  /** Changed to reload the writing area with the form's content. */
  editorKey: number;
  onEditorLoad: (normalised: EditorValue, loaded: EditorValue) => void;
  uploadImage: (file: File) => Promise<string>;
}) {
  const t = text.editor;
  const format = useTranslations("dashboard.editor");
  const ids = { title: useId(), slug: useId(), meta: useId(), content: useId() };
  const contentDir = form.locale === "ar" ? "rtl" : "ltr";
  const describerRef = useRef<ImageDescriber | null>(null);
  const [imageFocus, setImageFocus] = useState<{ index: number; serial: number } | null>(null);
  const onImageSelect = useCallback(
    (index: number) => setImageFocus((previous) => ({ index, serial: (previous?.serial ?? 0) + 1 })),
    [],
  );

  return (
    <>
      <FormField id={ids.title} label={t.title} error={errors.title} alert>
        <input
          id={ids.title}
          value={form.title}
          dir={contentDir}
          maxLength={200}
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={errors.title ? `${ids.title}-error` : undefined}
          onChange={(event) => dispatch({ type: "editTitle", title: event.target.value })}
          className={`${inputClass} text-lg font-semibold`}
        />
      </FormField>

      <FormField id={ids.slug} label={t.slug} error={errors.slug} help={t.slugHelp} alert>
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
              dispatch({ type: "editSlug", slug });
            }}
            className={inputClass}
          />
          <button
            type="button"
            className="button-secondary mt-1 min-h-11 shrink-0 px-4 text-sm"
            onClick={() => dispatch({ type: "slugFromTitle" })}
          >
            {t.slugFromTitle}
          </button>
        </div>
        <p id={`${ids.slug}-status`} className="mt-1 text-sm" aria-live="polite">
          {form.slug && slugStatus === "available" && <span className="text-brand-800">{t.slugAvailable}</span>}
          {form.slug && slugStatus === "taken" && <span className="text-red-800">{t.slugTaken}</span>}
        </p>
      </FormField>

      <FormField id={ids.meta} label={t.metaDescription} error={errors.metaDescription} help={t.metaHelp} alert>
        <textarea
          id={ids.meta}
          value={form.metaDescription}
          dir={contentDir}
          rows={3}
          maxLength={300}
          aria-invalid={errors.metaDescription ? true : undefined}
          aria-describedby={`${ids.meta}-help ${ids.meta}-count`}
          onChange={(event) => dispatch({ type: "edit", field: "metaDescription", value: event.target.value })}
          className={`${inputClass} py-2`}
        />
        <p
          id={`${ids.meta}-count`}
          className={`mt-1 text-sm ${form.metaDescription.length > META_DESCRIPTION_RECOMMENDED ? "text-red-800" : "text-navy-700"}`}
          data-testid="meta-count"
        >
          {format("metaCount", { count: form.metaDescription.length, max: META_DESCRIPTION_RECOMMENDED })}
        </p>
      </FormField>

      <div>
        <p id={ids.content} className="text-sm font-semibold text-navy-900">
          {t.content}
        </p>
        {errors.content && (
          <p id={`${ids.content}-error`} className="mt-1 text-sm text-red-800" role="alert">
            {errors.content}
          </p>
        )}
        <div className="mt-1 flex justify-end">
          <MediaPickerButton
            text={t.library}
            label={t.library.insertButton}
            onPick={(image) => void insertIntoEditor("post-content", image, form.locale)}
          />
        </div>
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
            onChange={(value) => typeof value !== "string" && dispatch({ type: "edit", field: "content", value })}
            uploadImage={uploadImage}
            onUploadError={(error) => toast.error(error instanceof Error ? error.message : t.uploadFailed)}
            toolbarLabels={t.toolbar}
            videoTitle={t.videoTitle}
            imageDescriberRef={describerRef}
            onImageSelect={onImageSelect}
          />
        </div>
      </div>

      <ImageAltPanel
        text={text}
        content={form.content}
        locale={form.locale}
        describerRef={describerRef}
        focusRequest={imageFocus}
        disabled={false}
      />
    </>
  );
}
