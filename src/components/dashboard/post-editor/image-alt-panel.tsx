import { useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef } from "react";
import { inlineImages, lacksAlt } from "@/lib/delta/images";
import type { ImageDescriber } from "../rich-text-editor";
import type { EditorText } from "./types";

/**
 * Beside the text: each of its images with the description a screen reader will read, or the
 * decorative mark. Publishing waits until every image has one or the other (post.ts), and the
 * count of those still missing is said here before any save is tried.
 */
export function ImageAltPanel({
  text,
  content,
  locale,
  describerRef,
  focusRequest,
  disabled,
}: {
  text: EditorText;
  content: { ops: unknown[] };
  locale: "ar" | "en";
  describerRef: { current: ImageDescriber | null };
  /** The document index of an image just inserted or clicked, with a counter so a repeat still moves the focus. */
  focusRequest: { index: number; serial: number } | null;
  disabled: boolean;
}) {
  const t = text.editor.imageAlt;
  const format = useTranslations("dashboard.editor.imageAlt");
  const headingId = useId();
  const baseId = useId();
  const images = useMemo(() => inlineImages(content), [content]);
  const missing = images.filter(lacksAlt).length;
  const listRef = useRef<HTMLOListElement>(null);

  // The image inserted or clicked in the text: its description field takes the focus.
  const requested = focusRequest?.serial ?? 0;
  const requestedIndex = focusRequest?.index;
  useEffect(() => {
    if (!requested || requestedIndex === undefined) return;
    // The new image reaches this list with the next change of the content: wait a frame for it.
    const frame = requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>(`[data-image-index="${requestedIndex}"]`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [requested, requestedIndex, images.length]);

  if (images.length === 0) return null;
  const dir = locale === "ar" ? "rtl" : "ltr";

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl bg-sand-50 p-4 ring-1 ring-navy-900/10"
      data-testid="image-alt-panel"
    >
      <h2 id={headingId} className="text-sm font-bold text-navy-900">
        {t.heading}
      </h2>
      <p className="text-xs text-navy-700">{t.help}</p>
      <p
        className={`text-sm ${missing ? "font-semibold text-red-800" : "text-brand-800"}`}
        aria-live="polite"
        data-testid="image-alt-summary"
      >
        {format("summary", { count: missing })}
      </p>
      <ol ref={listRef} className="space-y-3">
        {images.map((image) => {
          const number = image.position + 1;
          const inputId = `${baseId}-alt-${image.position}`;
          const missingId = `${inputId}-missing`;
          const needs = lacksAlt(image);
          return (
            <li key={`${image.position}-${image.src}`} className="flex gap-3">
              <img
                src={image.src}
                alt=""
                className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-navy-900/10"
              />
              <div className="min-w-0 flex-1 space-y-1">
                <label htmlFor={inputId} className="block text-sm font-semibold text-navy-900">
                  {format("alt", { number })}
                </label>
                <input
                  id={inputId}
                  data-image-index={image.index}
                  value={image.decorative ? "" : image.alt}
                  dir={dir}
                  lang={locale}
                  disabled={disabled || image.decorative}
                  aria-invalid={needs ? true : undefined}
                  aria-describedby={needs ? missingId : undefined}
                  onChange={(event) => describerRef.current?.(image.index, { alt: event.target.value || false })}
                  className="block min-h-11 w-full rounded-lg border border-navy-900/25 bg-white px-3 text-navy-900 disabled:bg-sand-100"
                />
                <label className="flex min-h-11 cursor-pointer items-center gap-2 text-sm text-navy-900">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-700"
                    checked={image.decorative}
                    disabled={disabled}
                    onChange={(event) =>
                      describerRef.current?.(
                        image.index,
                        event.target.checked ? { alt: false, decorative: true } : { decorative: false },
                      )
                    }
                  />
                  {format("decorative", { number })}
                </label>
                {needs && (
                  <p id={missingId} className="text-sm text-red-800">
                    {t.missing}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
