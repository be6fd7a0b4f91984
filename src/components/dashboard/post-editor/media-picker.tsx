"use client";

import { Images, Loader2, Search, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { inputClass } from "@/components/ui/form-field";
import type { MediaItem } from "@/server/media/store";
import type { EditorText } from "./types";

type LibraryText = EditorText["editor"]["library"];

/** An image picked from the library: its address and its descriptions. */
export type PickedImage = Pick<MediaItem, "url" | "altAr" | "altEn" | "width" | "height">;

/**
 * A button that opens the media library in a dialog and hands back the image chosen, so a cover or
 * an image in the text can reuse an upload instead of uploading it again.
 */
export function MediaPickerButton({
  text,
  label,
  onPick,
}: {
  text: LibraryText;
  /** The button's words (the cover's or the text's). */
  label: string;
  onPick: (image: PickedImage) => void;
}) {
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  const [q, setQ] = useState("");

  async function load(query: string) {
    setState("loading");
    try {
      // Images only: a PDF document is linked from the text, not shown (docs/content.md, "Media library").
      const response = await fetch(`/api/media?type=image${query ? `&q=${encodeURIComponent(query)}` : ""}`, {
        headers: { accept: "application/json" },
      });
      if (!response.ok) throw new Error(String(response.status));
      setItems(((await response.json()) as { items: MediaItem[] }).items);
      setState("idle");
    } catch {
      setState("failed");
    }
  }

  function open() {
    dialogRef.current?.showModal();
    void load(q);
  }

  function search() {
    void load(q.trim());
  }

  return (
    <>
      <button type="button" className="button-secondary min-h-10 py-1.5 text-sm" onClick={open}>
        <Images aria-hidden className="size-4" />
        {label}
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={`${id}-title`}
        className="m-auto w-[min(48rem,94vw)] rounded-2xl p-6 backdrop:bg-navy-950/60"
      >
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-bold text-navy-900">
            {text.title}
          </h2>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full hover:bg-sand-100"
            onClick={() => dialogRef.current?.close()}
            aria-label={text.close}
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>
        {/* Not a form: the dialog sits inside the post's form, and Enter here searches, never saves. */}
        <div role="search" className="mt-4 flex flex-wrap items-end gap-2">
          <div className="min-w-56 grow">
            <label htmlFor={`${id}-q`} className="text-sm font-semibold text-navy-900">
              {text.searchLabel}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={q}
              maxLength={100}
              onChange={(event) => setQ(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                search();
              }}
              className={inputClass}
            />
          </div>
          <button type="button" className="button-secondary min-h-11" onClick={search}>
            <Search aria-hidden className="size-4" />
            {text.search}
          </button>
        </div>
        <div className="mt-4 max-h-[60vh] overflow-y-auto" aria-busy={state === "loading"}>
          {state === "loading" && (
            <p role="status" className="flex items-center gap-2 text-navy-700">
              <Loader2 aria-hidden className="size-4 animate-spin" />
              {text.loading}
            </p>
          )}
          {state === "failed" && (
            <p role="alert" className="text-red-800">
              {text.failed}
            </p>
          )}
          {state === "idle" && items?.length === 0 && (
            <p role="status" className="text-navy-700">
              {q.trim() ? text.noResults : text.empty}
            </p>
          )}
          {state === "idle" && items && items.length > 0 && (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {items.map((item) => {
                const name = item.originalName || item.key;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="w-full rounded-xl border border-navy-900/10 p-2 text-start hover:border-brand-600 focus-visible:outline-3 focus-visible:outline-gold-500"
                      onClick={() => {
                        dialogRef.current?.close();
                        onPick(item);
                      }}
                    >
                      <img
                        src={item.url}
                        alt=""
                        width={item.width}
                        height={item.height}
                        loading="lazy"
                        className="aspect-video w-full rounded-lg bg-sand-100 object-contain"
                      />
                      <span className="mt-1 block truncate text-sm text-navy-900" dir="auto">
                        {name}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      </dialog>
    </>
  );
}

/**
 * Puts a library image into the post's text at the cursor, with its description in the post's
 * language. Quill is found from its element, so the editor itself needs no change.
 */
export async function insertIntoEditor(editorId: string, image: PickedImage, locale: string) {
  const { default: Quill } = await import("quill");
  const container = document.getElementById(editorId)?.querySelector(".ql-container");
  const quill = container ? Quill.find(container) : null;
  if (!(quill instanceof Quill)) return;
  const range = quill.getSelection(true) ?? { index: quill.getLength() - 1, length: 0 };
  quill.insertEmbed(range.index, "image", image.url, "user");
  const alt = locale === "ar" ? image.altAr : image.altEn;
  if (alt) quill.formatText(range.index, 1, "alt", alt, "user");
  quill.setSelection(range.index + 1, 0, "user");
}
