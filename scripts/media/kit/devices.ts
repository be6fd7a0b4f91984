/** Screens: browser windows, phones, monitors, laptops and code on them. */
import { card, softShadow } from "./cards";
import { C } from "../palette";
import { rng } from "../random";
import { circle, el, g, pathEl, poly, rect } from "../svg";

export const windowDots = (x: number, y: number, r = 5) =>
  circle(x, y, r, "#E08A6D") + circle(x + r * 3, y, r, C.gold) + circle(x + r * 6, y, r, C.tealLight);

/** A browser/app window; returns the chrome. Content area starts at y + 36. */
export function browser(
  x: number,
  y: number,
  w: number,
  h: number,
  o: { dark?: boolean; depth?: number } = {},
): string {
  const dark = o.dark ?? false;
  const face = dark ? "url(#gScreen)" : "url(#gCard)";
  const side = dark ? "#06121F" : C.sandDeep;
  const bar = dark ? C.navyLight : C.mintLight;
  return (
    card(x, y, w, h, { face, side, r: 14, depth: o.depth ?? 10 }) +
    pathEl(`M${x} ${y + 14}a14 14 0 0 1 14 -14h${w - 28}a14 14 0 0 1 14 14v18h-${w}Z`, bar) +
    windowDots(x + 18, y + 16, 4.5) +
    rect(x + 66, y + 9, Math.min(w * 0.45, 220), 14, 7, dark ? "#2A4A69" : C.white, { opacity: dark ? 1 : 0.9 })
  );
}

/** A phone frame; `screen` draws into the screen rectangle. */
export function phone(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
  body = "url(#gNavy)",
): string {
  const r = w * 0.16;
  const p = w * 0.06;
  const [sx, sy, sw, sh] = [x + p, y + p * 1.6, w - 2 * p, h - p * 3.2];
  const clip = `ph${Math.round(x)}${Math.round(y)}`;
  return (
    softShadow(x, y + 8, w, h, r) +
    rect(x + 3, y + 8, w, h, r, "#06121F") +
    rect(x, y, w, h, r, body) +
    el("clipPath", { id: clip }, rect(sx, sy, sw, sh, r * 0.6, "#000")) +
    g({ "clip-path": `url(#${clip})` }, rect(sx, sy, sw, sh, 0, C.white), screen(sx, sy, sw, sh)) +
    rect(x + w / 2 - w * 0.14, y + p * 0.55, w * 0.28, p * 0.6, p * 0.3, "#2A4A69")
  );
}

/** A desktop monitor on a stand. */
export function monitor(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
  standH = 46,
): string {
  const cx = x + w / 2;
  return (
    softShadow(x, y + 8, w, h + standH * 0.6, 14) +
    pathEl(
      poly([
        [cx - 18, y + h],
        [cx + 18, y + h],
        [cx + 26, y + h + standH],
        [cx - 26, y + h + standH],
      ]),
      C.sandDeep,
    ) +
    rect(cx - 62, y + h + standH - 4, 124, 12, 6, "#CBBD9F") +
    rect(x, y + 8, w, h, 16, "#06121F") +
    rect(x, y, w, h, 16, "url(#gNavy)") +
    screen(x + 12, y + 12, w - 24, h - 24)
  );
}

/** A laptop seen from the front. */
export function laptop(
  x: number,
  y: number,
  w: number,
  h: number,
  screen: (sx: number, sy: number, sw: number, sh: number) => string,
): string {
  const lip = w * 0.08;
  return (
    softShadow(x - lip, y + h, w + lip * 2, 30, 10, 0.16) +
    rect(x, y, w, h, 14, "url(#gNavy)") +
    screen(x + 14, y + 14, w - 28, h - 24) +
    pathEl(
      poly([
        [x - lip * 0.4, y + h],
        [x + w + lip * 0.4, y + h],
        [x + w + lip, y + h + 22],
        [x - lip, y + h + 22],
      ]),
      "url(#gCard)",
    ) +
    rect(x - lip, y + h + 20, w + lip * 2, 9, 4.5, C.sandDeep) +
    rect(x + w / 2 - 40, y + h + 2, 80, 7, 3.5, C.sandDark)
  );
}

/** Coloured "code" bars for editor screens. */
export function codeLines(x: number, y: number, w: number, rows: number, seed: number): string {
  const rand = rng(seed);
  const palette = [C.tealPale, C.goldLight, "#6F8BA6", C.tealLight, "#A9BCCD"];
  let out = "";
  for (let i = 0; i < rows; i++) {
    const indent = [0, 1, 2, 2, 1, 3][Math.floor(rand() * 6)]! * 18;
    let cx = x + 26 + indent;
    out += rect(x, y + i * 22 + 2, 10, 6, 3, "#34506D");
    const parts = 1 + Math.floor(rand() * 3);
    for (let p = 0; p < parts && cx < x + w - 30; p++) {
      const pw = Math.min(24 + rand() * 70, x + w - cx - 10);
      out += rect(cx, y + i * 22, pw, 10, 5, palette[Math.floor(rand() * palette.length)]!, { opacity: 0.95 });
      cx += pw + 8;
    }
  }
  return out;
}
