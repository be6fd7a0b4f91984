/** Shields, checks and locks. */
import { softShadow } from "./cards";
import { C } from "../palette";
import { circle, fmt, pathEl, polyline, rect, stroke } from "../svg";

/** Unit shield outline (width w, height 1.2w) centred on (cx, cy). */
export function shieldPath(cx: number, cy: number, w: number): string {
  const s = w;
  const P = (x: number, y: number) => `${fmt(cx + x * s)} ${fmt(cy + y * s)}`;
  return (
    `M${P(0, -0.56)}C${P(0.17, -0.44)} ${P(0.33, -0.41)} ${P(0.5, -0.41)}L${P(0.5, 0.04)}` +
    `C${P(0.5, 0.34)} ${P(0.29, 0.54)} ${P(0, 0.66)}C${P(-0.29, 0.54)} ${P(-0.5, 0.34)} ${P(-0.5, 0.04)}` +
    `L${P(-0.5, -0.41)}C${P(-0.33, -0.41)} ${P(-0.17, -0.44)} ${P(0, -0.56)}Z`
  );
}

export type ShieldOpts = { face?: string; side?: string; rim?: string; depth?: number; shadow?: boolean };

export function shield(cx: number, cy: number, w: number, o: ShieldOpts = {}): string {
  const { face = "url(#gTeal)", side = C.tealDark, rim = "#ffffff", depth = w * 0.06, shadow = true } = o;
  return (
    (shadow
      ? pathEl(shieldPath(cx, cy + depth + 18, w * 0.92), C.navy, { opacity: 0.14, filter: "url(#blur16)" })
      : "") +
    pathEl(shieldPath(cx, cy + depth, w), side) +
    pathEl(shieldPath(cx, cy, w), face) +
    pathEl(shieldPath(cx, cy + w * 0.015, w * 0.8), "none", { stroke: rim, "stroke-width": w * 0.022, opacity: 0.35 })
  );
}

export const check = (cx: number, cy: number, s: number, color: string, sw: number) =>
  pathEl(
    polyline([
      [cx - s * 0.38, cy + s * 0.02],
      [cx - s * 0.1, cy + s * 0.3],
      [cx + s * 0.42, cy - s * 0.3],
    ]),
    "none",
    stroke(color, sw),
  );

/** A padlock centred on the body; s is the body width. */
export function lock(
  cx: number,
  cy: number,
  s: number,
  o: { body?: string; side?: string; shackle?: string } = {},
): string {
  const { body = "url(#gGold)", side = C.goldDark, shackle = C.navy } = o;
  const bw = s;
  const bh = s * 0.8;
  const sw = s * 0.13;
  const r = s * 0.3;
  return (
    pathEl(
      `M${cx - r} ${cy - bh * 0.2}V${cy - bh * 0.55}a${r} ${r} 0 0 1 ${2 * r} 0V${cy - bh * 0.2}`,
      "none",
      stroke(shackle, sw),
    ) +
    softShadow(cx - bw / 2, cy - bh / 2 + 6, bw, bh, s * 0.14) +
    rect(cx - bw / 2, cy - bh / 2 + s * 0.06, bw, bh, s * 0.14, side) +
    rect(cx - bw / 2, cy - bh / 2, bw, bh, s * 0.14, body) +
    circle(cx, cy - bh * 0.06, s * 0.09, C.navy) +
    rect(cx - s * 0.035, cy - bh * 0.06, s * 0.07, s * 0.2, s * 0.035, C.navy)
  );
}
