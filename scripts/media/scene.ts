/** The shared background that frames every service, solution and blog illustration. */
import { kitDefs } from "./kit/defs";
import { khatamPattern, saduBand } from "./kit/patterns";
import { diamond, sparkle } from "./kit/symbols";
import { C } from "./palette";
import { rng } from "./random";
import { circle, el, ellipse, fmt, g, rect, svgDoc } from "./svg";

/**
 * Composes an illustration (drawn on the 800×540 stage) into a W×H picture with the shared
 * background: sand gradient, a faint khatam lattice at the sides, a mint halo, a few
 * geometric accents and a sadu band along the bottom.
 */
export function scene(
  W: number,
  H: number,
  art: string,
  seed: number,
  o: { band?: boolean; zoom?: number } = {},
): string {
  const rand = rng(seed * 7919 + 17);
  const s = Math.min(W / 800, H / 540) * (o.zoom ?? 1);
  const ox = (W - 800 * s) / 2;
  const oy = (H - 540 * s) / 2;
  const band = o.band ?? true;
  const bandH = Math.round(H * 0.022);
  const u = H / 630; // accent scale
  const jitter = (v: number, amount: number) => v + (rand() - 0.5) * amount;
  const dots: string[] = [];
  const [gx, gy] = [jitter(W * 0.86, W * 0.04), jitter(H * 0.16, H * 0.06)];
  for (let i = 0; i < 5; i++)
    for (let j = 0; j < 4; j++)
      dots.push(circle(gx + i * 16 * u, gy + j * 16 * u, 2.6 * u, C.tealLight, { opacity: 0.35 }));
  const accents = [
    circle(jitter(W * 0.08, W * 0.04), jitter(H * 0.2, H * 0.08), 46 * u, "none", {
      stroke: C.gold,
      "stroke-width": 3 * u,
      opacity: 0.45,
    }),
    circle(jitter(W * 0.93, W * 0.03), jitter(H * 0.72, H * 0.08), 70 * u, "none", {
      stroke: C.tealLight,
      "stroke-width": 2 * u,
      opacity: 0.18,
      "stroke-dasharray": `${6 * u} ${8 * u}`,
    }),
    diamond(jitter(W * 0.13, W * 0.04), jitter(H * 0.72, H * 0.1), 9 * u, C.gold, 0.7),
    sparkle(jitter(W * 0.9, W * 0.03), jitter(H * 0.45, H * 0.08), 11 * u, C.tealLight, 0.45),
    ...dots,
  ];
  return svgDoc(
    W,
    H,
    kitDefs() +
      el(
        "defs",
        {},
        khatamPattern("khatam", 72 * u, C.teal, 1.3 * u) +
          el("mask", { id: "sideFade" }, rect(0, 0, W, H, 0, "url(#gFadeX)")),
      ) +
      rect(0, 0, W, H, 0, "url(#gBg)") +
      rect(0, 0, W, H, 0, "url(#khatam)", { mask: "url(#sideFade)", opacity: 0.11 }) +
      ellipse(W * 0.5, H * 0.5, 430 * s, 300 * s, "url(#gHalo)") +
      ellipse(W * 0.5 + 240 * s, H * 0.5 - 150 * s, 190 * s, 150 * s, "url(#gHaloGold)", { opacity: 0.7 }) +
      accents.join("") +
      g({ transform: `translate(${fmt(ox)} ${fmt(oy)}) scale(${fmt(s)})` }, art) +
      (band ? saduBand(0, H - bandH, W, bandH) : ""),
  );
}
