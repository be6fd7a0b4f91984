import { useTranslations } from "next-intl";
import type { RefObject } from "react";
import type { EditorText } from "./types";

export function DeleteDialog({
  dialogRef,
  title,
  deleting,
  onConfirm,
  text: t,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  /** The post's title as saved. */
  title: string;
  deleting: boolean;
  onConfirm: () => void;
  text: EditorText["editor"];
}) {
  const format = useTranslations("dashboard.editor");
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
      className="m-auto w-[min(28rem,92vw)] rounded-2xl p-6 backdrop:bg-navy-950/60"
    >
      <h2 id="delete-title" className="text-lg font-bold text-navy-900">
        {t.deleteConfirmTitle}
      </h2>
      <p id="delete-text" className="mt-2 text-navy-700">
        {format("deleteConfirmText", { title })}
      </p>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className="button-secondary" onClick={() => dialogRef.current?.close()} autoFocus>
          {t.cancel}
        </button>
        <button
          type="button"
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
          disabled={deleting}
          onClick={onConfirm}
        >
          {t.deleteConfirm}
        </button>
      </div>
    </dialog>
  );
}
