import { useMemo, type RefObject } from "react";
import { renderDelta } from "@/lib/delta";
import type { PostFormState } from "../post-draft-storage";
import type { EditorText } from "./types";

/** The post as it is being written, laid out as the blog shows it (rendered only while open). */
export function PreviewDialog({
  dialogRef,
  open,
  onClose,
  form,
  text: t,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  open: boolean;
  onClose: () => void;
  form: PostFormState;
  text: EditorText["editor"];
}) {
  const html = useMemo(
    () => (open ? renderDelta(form.content, { videoTitle: t.videoTitle }) : ""),
    [open, form.content, t.videoTitle],
  );
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="preview-title"
      onClose={onClose}
      className="m-auto max-h-[90dvh] w-[min(56rem,95vw)] overflow-y-auto rounded-2xl p-0 backdrop:bg-navy-950/60"
    >
      <div className="flex items-center justify-between border-b border-navy-900/10 px-6 py-3">
        <p id="preview-title" className="font-semibold">
          {t.preview}
        </p>
        <button
          type="button"
          className="button-secondary min-h-10 py-1.5 text-sm"
          onClick={() => dialogRef.current?.close()}
        >
          {t.closePreview}
        </button>
      </div>
      <article className="px-6 py-8" dir={form.locale === "ar" ? "rtl" : "ltr"} lang={form.locale}>
        <h1 className="text-3xl font-bold text-navy-900">{form.title}</h1>
        {form.coverImage && (
          <img
            src={form.coverImage}
            alt={form.metaDescription}
            className="mt-6 aspect-video w-full rounded-2xl object-cover"
          />
        )}
        <div className="prose-post mt-8" data-testid="post-preview" dangerouslySetInnerHTML={{ __html: html }} />
      </article>
    </dialog>
  );
}
