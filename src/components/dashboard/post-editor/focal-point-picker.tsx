"use client";

import { useId } from "react";
import { asPercent, focusFromClick, fromPercent, objectPosition, type FocalPoint } from "@/lib/focal-point";
import type { EditorText } from "./types";

/**
 * The cover's focal point (docs/content.md, "Posts"): the whole picture, where a click sets the spot
 * every crop keeps in view (a ring marks it), two sliders that set it from the keyboard, and the
 * crop the site makes of the cover (cards and the post's page, 16:9), as visitors will see it.
 */
export function FocalPointPicker({
  src,
  focus,
  onChange,
  text: t,
}: {
  src: string;
  focus: FocalPoint;
  onChange: (focus: FocalPoint) => void;
  text: EditorText["editor"];
}) {
  const id = useId();
  const position = objectPosition(focus);
  return (
    <div className="mt-2 grid gap-3">
      {/* Pointer users click the picture; everyone can use the sliders below (WCAG 2.1.1). */}
      <div
        className="relative cursor-crosshair overflow-hidden rounded-xl bg-sand-100"
        data-testid="focal-point-area"
        onClick={(event) =>
          onChange(focusFromClick(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY))
        }
      >
        <img src={src} alt={t.coverPreview} className="block h-auto w-full" draggable={false} />
        <span
          aria-hidden
          className="pointer-events-none absolute size-7 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow ring-2 ring-navy-900"
          style={{ left: `${asPercent(focus.x)}%`, top: `${asPercent(focus.y)}%` }}
        />
      </div>
      <p id={`${id}-help`} className="text-xs text-navy-700">
        {t.focusHelp}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {(["x", "y"] as const).map((axis) => (
          <label key={axis} className="grid gap-1 text-sm text-navy-900">
            {axis === "x" ? t.focusAcross : t.focusDown}
            <input
              type="range"
              min={0}
              max={100}
              step={1}
              value={asPercent(focus[axis])}
              aria-describedby={`${id}-help`}
              aria-valuetext={`${asPercent(focus[axis])}%`}
              onChange={(event) => onChange({ ...focus, [axis]: fromPercent(Number(event.target.value)) })}
              className="accent-brand-700"
            />
          </label>
        ))}
      </div>
      <figure>
        <figcaption className="text-sm font-semibold text-navy-900">{t.focusCrop}</figcaption>
        <img
          src={src}
          alt=""
          data-testid="crop-preview"
          className="mt-1 aspect-video w-full max-w-sm rounded-xl object-cover"
          style={position ? { objectPosition: position } : undefined}
        />
      </figure>
    </div>
  );
}
