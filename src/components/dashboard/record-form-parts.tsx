"use client";

import { Plus, Save, Trash2, Upload } from "lucide-react";
import { uploadImage } from "./post-editor/api";

/**
 * What the dashboard's record forms (topics, authors, partner logos) share: the button that picks
 * an image and uploads it, the save and delete buttons, and the save bar of a settings form.
 */

/** Picks an image and uploads it; `onUploaded` gets its address, or null when it was refused. */
export function ImageUploadButton({
  label,
  onStart,
  onUploaded,
}: {
  label: string;
  onStart: () => void;
  onUploaded: (url: string | null) => void;
}) {
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full px-4 font-semibold text-brand-800 ring-1 ring-brand-700/40 focus-within:outline-3 focus-within:outline-gold-500">
      <Upload aria-hidden className="size-4" />
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className="sr-only"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          onStart();
          uploadImage(file).then(
            (result) => onUploaded("url" in result ? result.url : null),
            () => onUploaded(null),
          );
        }}
      />
    </label>
  );
}

/** Save (or create, for a new record) and, for a saved record, delete. */
export function RecordFormActions({
  saved,
  busy,
  saveLabel,
  createLabel,
  deleteLabel,
  onDelete,
}: {
  saved: boolean;
  busy: boolean;
  saveLabel: string;
  createLabel: string;
  deleteLabel: string;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="button-primary" disabled={busy}>
        {saved ? <Save aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
        {saved ? saveLabel : createLabel}
      </button>
      {saved && (
        <button
          type="button"
          onClick={onDelete}
          disabled={busy}
          className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold text-red-800 hover:bg-red-50"
        >
          <Trash2 aria-hidden className="size-4" />
          {deleteLabel}
        </button>
      )}
    </div>
  );
}

/** A settings form's end: what failed, if anything, and the one save button. */
export function SaveBar({
  failed,
  failedText,
  busy,
  saveLabel,
}: {
  failed: boolean;
  failedText: string;
  busy: boolean;
  saveLabel: string;
}) {
  return (
    <>
      {failed && (
        <p className="text-sm font-semibold text-red-800" role="alert">
          {failedText}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={busy}>
        <Save aria-hidden className="size-4" />
        {saveLabel}
      </button>
    </>
  );
}
