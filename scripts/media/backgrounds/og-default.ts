import { logoMark } from "../brand/mark";
import { khatamPattern, saduBand } from "../kit/patterns";
import { C } from "../palette";
import { circle, el, ellipse, fmt, g, linGrad, radGrad, rect, svgDoc } from "../svg";

/** Default share image: the mark on a dark teal field with the khatam lattice. */
export function ogDefaultSvg(W: number, H: number): string {
  const s = 230 / 64;
  return svgDoc(
    W,
    H,
    el(
      "defs",
      {},
      linGrad(
        "ogBg",
        [
          [0, "#0E3B45"],
          [0.55, C.tealDark],
          [1, C.navy],
        ],
        0,
        0,
        1,
        1,
      ) +
        radGrad("ogGlow", [
          [0, C.tealLight, 0.55],
          [1, C.tealLight, 0],
        ]) +
        radGrad("ogVignette", [
          [0.55, C.navy, 0],
          [1, C.navy, 0.6],
        ]) +
        khatamPattern("ogK", 84, C.goldLight, 1.4),
    ) +
      rect(0, 0, W, H, 0, "url(#ogBg)") +
      rect(0, 0, W, H, 0, "url(#ogK)", { opacity: 0.1 }) +
      ellipse(W / 2, H / 2 - 10, 360, 300, "url(#ogGlow)") +
      rect(0, 0, W, H, 0, "url(#ogVignette)") +
      circle(W / 2, H / 2 - 12, 190, "none", { stroke: C.gold, "stroke-width": 2, opacity: 0.45 }) +
      circle(W / 2, H / 2 - 12, 206, "none", {
        stroke: C.gold,
        "stroke-width": 1,
        opacity: 0.25,
        "stroke-dasharray": "3 9",
      }) +
      g(
        { transform: `translate(${fmt(W / 2 - 32 * s)} ${fmt(H / 2 - 12 - 32 * s)}) scale(${fmt(s)})` },
        logoMark("reverse", "og"),
      ) +
      saduBand(0, H - 16, W, 16),
  );
}
