/**
 * A cover's focal point (docs/content.md, "Posts"): the spot of the image that must stay in view
 * wherever the site crops it, as fractions of its width and height (0 the left or top edge, 1 the
 * right or bottom; 0.5, 0.5 the middle, where a crop centres by default). Pure, shared by the
 * editor, the server's checks and the public pages.
 */
export type FocalPoint = { x: number; y: number };

export const CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

const clamp = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0.5);
/** To the hundredth: finer than any screen shows a crop, and a stable value to compare and store. */
const rounded = (value: number) => Math.round(clamp(value) * 100) / 100;

/** Where a click at (clientX, clientY) falls on an element's box, as a focal point. */
export function focusFromClick(
  box: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
): FocalPoint {
  if (box.width <= 0 || box.height <= 0) return CENTRE;
  return { x: rounded((clientX - box.left) / box.width), y: rounded((clientY - box.top) / box.height) };
}

/** The CSS `object-position` that keeps the point in view; undefined for the centre (CSS's default). */
export function objectPosition(focus: FocalPoint | null | undefined): string | undefined {
  if (!focus) return undefined;
  const x = rounded(focus.x);
  const y = rounded(focus.y);
  if (x === 0.5 && y === 0.5) return undefined;
  return `${Math.round(x * 100)}% ${Math.round(y * 100)}%`;
}

/** As a percentage for a person to read and type (the editor's fields). */
export const asPercent = (value: number) => Math.round(clamp(value) * 100);
export const fromPercent = (percent: number) => rounded(percent / 100);
