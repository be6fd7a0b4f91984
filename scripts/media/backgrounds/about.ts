import { kitDefs } from "../kit/defs";
import { khatamPattern, saduBand } from "../kit/patterns";
import { C } from "../palette";
import { rng } from "../random";
import { circle, el, line, linGrad, pathEl, poly, rect, svgDoc } from "../svg";

/** An abstract Riyadh-like skyline at golden hour, in flat geometric layers. */
export function aboutSvg(W: number, H: number): string {
  const rand = rng(1446);
  const horizon = 640;
  const windows = (x: number, y: number, w: number, h: number, color: string, cols: number, rowH = 22, op = 0.35) => {
    let out = "";
    const cw = w / cols;
    for (let yy = y + 14; yy < y + h - 10; yy += rowH)
      for (let c = 0; c < cols; c++)
        out += rect(x + c * cw + cw * 0.22, yy, cw * 0.56, rowH * 0.45, 1.5, color, { opacity: op });
    return out;
  };
  const block = (x: number, w: number, h: number, fill: string, win?: string, cols = 4) =>
    rect(x, horizon - h, w, h + 4, 3, fill) + (win ? windows(x, horizon - h, w, h, win, cols) : "");
  // far layer: a jittered row of low towers
  let far = "";
  for (let x = -20; x < W;) {
    const w = 50 + rand() * 70;
    const h = 90 + rand() * 170;
    far += rect(x, horizon - h, w - 6, h + 4, 2, "#CFE1DC");
    if (rand() < 0.35)
      far += pathEl(
        poly([
          [x, horizon - h],
          [x + (w - 6) / 2, horizon - h - 30],
          [x + w - 6, horizon - h],
        ]),
        "#CFE1DC",
      );
    x += w;
  }
  // Kingdom-Centre-like tower with its parabolic opening and sky bridge
  const kc = (cx: number, top: number) =>
    pathEl(
      `M${cx - 70} ${horizon + 4}V${top + 190}C${cx - 70} ${top + 90} ${cx - 52} ${top + 30} ${cx - 40} ${top}C${cx - 30} ${top + 70} ${cx - 18} ${top + 118} ${cx} ${top + 120}C${cx + 18} ${top + 118} ${cx + 30} ${top + 70} ${cx + 40} ${top}C${cx + 52} ${top + 30} ${cx + 70} ${top + 90} ${cx + 70} ${top + 190}V${horizon + 4}Z`,
      "url(#aboutTeal)",
    ) +
    rect(cx - 26, top + 48, 52, 9, 3, C.navy) +
    windows(cx - 62, top + 200, 124, horizon - top - 200, "#CFE9E3", 6, 18, 0.28) +
    pathEl(`M${cx} ${top + 120}V${horizon}`, "none", { stroke: "#0A4D47", "stroke-width": 3, opacity: 0.5 });
  // Faisaliah-like pyramid tower with its golden sphere and spire
  const fz = (cx: number, top: number) =>
    pathEl(
      poly([
        [cx - 62, horizon + 4],
        [cx - 6, top + 40],
        [cx + 6, top + 40],
        [cx + 62, horizon + 4],
      ]),
      "url(#aboutNavy)",
    ) +
    Array.from({ length: 10 }, (_, i) => {
      const y = top + 90 + i * 46;
      const hw = 6 + ((y - top - 40) / (horizon - top - 40)) * 56;
      return line(cx - hw, y, cx + hw, y, "#3A5A7A", 2, { opacity: 0.6 });
    }).join("") +
    line(cx, top - 30, cx, top + 60, C.navy, 4) +
    circle(cx, top + 120, 26, "url(#gGold)") +
    circle(cx - 8, top + 112, 8, C.goldPale, { opacity: 0.7 });
  // faceted towers (a business-district feel)
  const facet = (x: number, w: number, h: number, cut: number, a: string, b: string) =>
    pathEl(
      poly([
        [x, horizon + 4],
        [x, horizon - h + cut],
        [x + w * 0.55, horizon - h],
        [x + w * 0.55, horizon + 4],
      ]),
      a,
    ) +
    pathEl(
      poly([
        [x + w * 0.55, horizon + 4],
        [x + w * 0.55, horizon - h],
        [x + w, horizon - h + cut * 1.6],
        [x + w, horizon + 4],
      ]),
      b,
    ) +
    windows(x, horizon - h + cut + 10, w * 0.55, h - cut - 10, C.white, 3, 20, 0.18);
  return svgDoc(
    W,
    H,
    kitDefs() +
      el(
        "defs",
        {},
        linGrad("aboutSky", [
          [0, "#F9F6F0"],
          [0.55, "#F6EEDD"],
          [1, "#EED9AE"],
        ]) +
          linGrad("aboutTeal", [
            [0, C.tealLight],
            [1, C.teal],
          ]) +
          linGrad("aboutNavy", [
            [0, C.navyLight],
            [1, C.navy],
          ]) +
          linGrad("aboutGround", [
            [0, "#E9DFCB"],
            [1, "#F4EFE6"],
          ]) +
          linGrad("aboutFade", [
            [0, "#fff"],
            [0.7, "#000"],
          ]) +
          khatamPattern("aboutK", 80, C.teal, 1.3) +
          el("mask", { id: "aboutM" }, rect(0, 0, W, H, 0, "url(#aboutFade)")),
      ) +
      rect(0, 0, W, H, 0, "url(#aboutSky)") +
      rect(0, 0, W, horizon, 0, "url(#aboutK)", { mask: "url(#aboutM)", opacity: 0.08 }) +
      circle(880, 300, 150, C.goldPale, { opacity: 0.9 }) +
      circle(880, 300, 104, C.goldLight, { opacity: 0.55 }) +
      circle(880, 300, 180, "none", { stroke: C.gold, "stroke-width": 2, opacity: 0.35 }) +
      far +
      // mid layer
      facet(40, 110, 330, 40, "#8FC3B9", "#7AB3A8") +
      block(160, 90, 250, "#9ECDC4", C.white, 3) +
      facet(630, 120, 380, 50, "#8FC3B9", "#7AB3A8") +
      block(900, 80, 300, "#9ECDC4", C.white, 3) +
      facet(1010, 130, 360, 44, "#8FC3B9", "#7AB3A8") +
      block(1120, 100, 220, "#9ECDC4", C.white, 4) +
      // landmarks and front layer
      kc(420, 110) +
      fz(800, 170) +
      block(250, 100, 190, "url(#gNavy)", C.goldLight, 4) +
      facet(520, 110, 240, 30, C.tealMid, C.teal) +
      block(930, 120, 180, "url(#aboutTeal)", C.white, 5) +
      block(1060, 90, 130, "url(#gNavy)", C.goldLight, 3) +
      block(40, 120, 150, "url(#aboutTeal)", C.white, 5) +
      block(176, 70, 110, C.tealDark, C.goldLight, 3) +
      // ground: a plaza with geometric paving
      rect(0, horizon, W, H - horizon, 0, "url(#aboutGround)") +
      rect(0, horizon, W, 10, 0, C.sandDeep) +
      Array.from({ length: 31 }, (_, i) => {
        const xb = i * 80 - 600;
        return line(xb, H, W / 2 + (xb - W / 2) * 0.3, horizon + 10, C.sandDeep, 1.5, { opacity: 0.7 });
      }).join("") +
      [680, 720, 770].map((y) => line(0, y, W, y, C.sandDeep, 1.5, { opacity: 0.6 })).join("") +
      [90, 330, 610, 1010, 1130]
        .map(
          (x, i) =>
            rect(x - 3, horizon - 10, 6, 50, 3, C.tealDark) +
            circle(x, horizon - 24 - (i % 2) * 6, 24 + (i % 2) * 6, i % 2 ? C.teal : C.tealLight),
        )
        .join("") +
      saduBand(0, H - 18, W, 18),
  );
}
