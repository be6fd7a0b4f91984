/** Paper: document pages, checklists and a decorative QR-like matrix. */
import { softShadow } from "./cards";
import { check } from "./security";
import { C } from "../palette";
import { rng } from "../random";
import { fmt, pathEl, rect } from "../svg";

/** A document page with a folded corner and placeholder lines. */
export function docPage(x: number, y: number, w: number, h: number, body = "", face = "url(#gCard)"): string {
  const f = w * 0.18;
  return (
    softShadow(x, y, w, h, 10) +
    pathEl(
      `M${x + 10} ${y + 6}h${w - f - 10}l${f} ${f}v${h - f - 10}a10 10 0 0 1 -10 10h-${w - 10}a10 10 0 0 1 -10 -10v-${h - 16}Z`,
      C.sandDeep,
      { transform: "translate(0 6)" },
    ) +
    pathEl(
      `M${x + 10} ${y}h${w - f - 10}l${f} ${f}v${h - f - 10}a10 10 0 0 1 -10 10h-${w - 20}a10 10 0 0 1 -10 -10v-${h - 20}a10 10 0 0 1 10 -10Z`,
      face,
    ) +
    pathEl(`M${x + w - f} ${y}v${f * 0.7}a${f * 0.3} ${f * 0.3} 0 0 0 ${f * 0.3} ${f * 0.3}h${f * 0.7}Z`, C.sandDeep) +
    body
  );
}

/** A checklist row: box (checked or not) + a line. */
export function checkRow(x: number, y: number, w: number, checked: boolean, s = 22): string {
  return (
    rect(x, y, s, s, 6, checked ? C.tealLight : C.white, {
      stroke: checked ? C.tealLight : C.sandDeep,
      "stroke-width": 2.5,
    }) +
    (checked ? check(x + s / 2, y + s / 2, s * 0.75, C.white, 3.2) : "") +
    rect(x + s + 12, y + s / 2 - 4.5, w - s - 12, 9, 4.5, checked ? C.cloud : C.sandDark)
  );
}

/** A deterministic QR-like matrix (decorative, not a real code). */
export function qrCode(x: number, y: number, size: number, seed: number, color: string = C.navy): string {
  const n = 21;
  const m = size / n;
  const rand = rng(seed);
  const finder = (fx: number, fy: number) =>
    rect(x + fx * m, y + fy * m, 7 * m, 7 * m, m, color) +
    rect(x + (fx + 1) * m, y + (fy + 1) * m, 5 * m, 5 * m, m * 0.6, C.white) +
    rect(x + (fx + 2) * m, y + (fy + 2) * m, 3 * m, 3 * m, m * 0.5, color);
  let cells = "";
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      const inFinder = (i < 8 && j < 8) || (i > 12 && j < 8) || (i < 8 && j > 12);
      if (!inFinder && rand() < 0.48) cells += `M${fmt(x + i * m)} ${fmt(y + j * m)}h${fmt(m)}v${fmt(m)}h-${fmt(m)}Z`;
    }
  return pathEl(cells, color) + finder(0, 0) + finder(14, 0) + finder(0, 14);
}
