/** Slabs, placeholder text and the ground ellipse that illustrations are built on. */
import { C } from "../palette";
import { type Attrs, ellipse, rect } from "../svg";

export const softShadow = (x: number, y: number, w: number, h: number, r: number, op = 0.13) =>
  rect(x + w * 0.05, y + 16, w * 0.9, h, r, C.navy, { opacity: op, filter: "url(#blur16)" });

export type CardOpts = { r?: number; face?: string; side?: string; depth?: number; shadow?: boolean; extra?: Attrs };

/** A slab: soft shadow, darker underside, then the face. */
export function card(x: number, y: number, w: number, h: number, o: CardOpts = {}): string {
  const { r = 14, face = "url(#gCard)", side = C.sandDeep, depth = 8, shadow = true } = o;
  return (
    (shadow ? softShadow(x, y + depth, w, h, r) : "") +
    (depth ? rect(x, y + depth, w, h, r, side) : "") +
    rect(x, y, w, h, r, face, o.extra)
  );
}

/** Placeholder text lines (no real text anywhere in the illustrations). */
export function textLines(x: number, y: number, widths: number[], color: string, h = 8, gap = 16, op = 1): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color, { opacity: op })).join("");
}

/** A ground ellipse that anchors the composition. */
export const ground = (cx = 400, cy = 478, rx = 330, ry = 30) =>
  ellipse(cx, cy, rx, ry, C.sandDark, { opacity: 0.9 }) +
  ellipse(cx, cy, rx * 0.7, ry * 0.62, C.sandDeep, { opacity: 0.35 });
