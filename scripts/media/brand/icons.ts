/** Square icons: the mark on a teal tile or a plain field. */
import { logoMark } from "./mark";
import { C } from "../palette";
import { el, fmt, g, linGrad, rect, svgDoc } from "../svg";

/** Square icon: the mark on a full-bleed teal field (safe for maskable/iOS icons). */
export function appIconSvg(size: number, markScale: number, radius = 0): string {
  const s = (size * markScale) / 64;
  const o = (size - 64 * s) / 2;
  return svgDoc(
    size,
    size,
    el(
      "defs",
      {},
      linGrad(
        "bg",
        [
          [0, C.tealLight],
          [1, C.teal],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
      rect(0, 0, size, size, radius, "url(#bg)") +
      g({ transform: `translate(${fmt(o)} ${fmt(o)}) scale(${fmt(s)})` }, logoMark("reverse")),
  );
}

export function markOnSvg(size: number, markScale: number, background?: string): string {
  const s = (size * markScale) / 64;
  const o = (size - 64 * s) / 2;
  return svgDoc(
    size,
    size,
    (background ? rect(0, 0, size, size, 0, background) : "") +
      g({ transform: `translate(${fmt(o)} ${fmt(o)}) scale(${fmt(s)})` }, logoMark("color")),
  );
}
