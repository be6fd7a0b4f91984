/** The hero video's frames: a slowly moving network over a khatam lattice, looping seamlessly. */
import { khatamPattern } from "../kit/patterns";
import { C } from "../palette";
import { rng } from "../random";
import { circle, el, ellipse, fmt, line, linGrad, radGrad, rect, svgDoc } from "../svg";

export const HERO = { w: 1280, h: 720, fps: 24, seconds: 5 };

export type HeroNode = {
  x: number;
  y: number;
  ax: number;
  ay: number;
  px: number;
  py: number;
  fx: number;
  fy: number;
  r: number;
  gold: boolean;
  pulse: number;
  pf: number;
};

/** Node layout: a jittered grid, so the network covers the frame evenly. */
export function heroNodes(): HeroNode[] {
  const rand = rng(7);
  const nodes: HeroNode[] = [];
  const cols = 8;
  const rows = 5;
  for (let j = 0; j < rows; j++)
    for (let i = 0; i < cols; i++) {
      if (rand() < 0.12) continue;
      nodes.push({
        x: ((i + 0.5 + (rand() - 0.5) * 0.8) / cols) * HERO.w,
        y: ((j + 0.5 + (rand() - 0.5) * 0.8) / rows) * HERO.h,
        ax: 14 + rand() * 22,
        ay: 10 + rand() * 18,
        px: rand() * Math.PI * 2,
        py: rand() * Math.PI * 2,
        // whole cycles per loop, so the last frame flows into the first
        fx: rand() < 0.7 ? 1 : 2,
        fy: 1,
        r: 1.8 + rand() * 2.2,
        gold: rand() < 0.22,
        pulse: rand() * Math.PI * 2,
        pf: rand() < 0.5 ? 1 : 2,
      });
    }
  return nodes;
}

/**
 * One frame at phase t ∈ [0, 1): dark navy→teal field, a khatam lattice drifting exactly one
 * tile per loop, and a slowly breathing network of lines and glowing nodes. Every motion is
 * periodic in t, so frame N would equal frame 0 — the loop is seamless.
 */
export function heroFrameSvg(t: number, nodes: HeroNode[]): string {
  const { w: W, h: H } = HERO;
  const TAU = Math.PI * 2;
  const tile = 120;
  const pos = nodes.map(
    (n) => [n.x + n.ax * Math.sin(TAU * n.fx * t + n.px), n.y + n.ay * Math.cos(TAU * n.fy * t + n.py)] as const,
  );
  const maxD = 270;
  let links = "";
  for (let a = 0; a < pos.length; a++)
    for (let b = a + 1; b < pos.length; b++) {
      const [x1, y1] = pos[a]!;
      const [x2, y2] = pos[b]!;
      const d = Math.hypot(x2 - x1, y2 - y1);
      if (d < maxD)
        links += line(x1, y1, x2, y2, "#2FA596", 1.5, {
          opacity: fmt(Math.pow(1 - d / maxD, 1.2) * 0.6),
          "stroke-linecap": "butt",
        });
    }
  const dots = nodes
    .map((n, i) => {
      const [x, y] = pos[i]!;
      const glow = 0.35 + 0.3 * Math.sin(TAU * n.pf * t + n.pulse);
      const color = n.gold ? C.gold : C.tealPale;
      return (
        circle(x, y, n.r * 6, n.gold ? "url(#glowGold)" : "url(#glowTeal)", { opacity: fmt(glow) }) +
        circle(x, y, n.r, color, { opacity: n.gold ? 0.75 : 0.55 })
      );
    })
    .join("");
  const breathe = 0.32 + 0.06 * Math.sin(TAU * t);
  return svgDoc(
    W,
    H,
    el(
      "defs",
      {},
      linGrad(
        "hBg",
        [
          [0, "#0A1A2C"],
          [0.5, "#0A2634"],
          [1, "#073634"],
        ],
        0,
        0,
        1,
        1,
      ) +
        radGrad("hGlow", [
          [0, C.tealLight, 0.55],
          [1, C.tealLight, 0],
        ]) +
        radGrad("hGlow2", [
          [0, C.gold, 0.22],
          [1, C.gold, 0],
        ]) +
        radGrad("glowTeal", [
          [0, C.tealPale, 0.5],
          [1, C.tealPale, 0],
        ]) +
        radGrad("glowGold", [
          [0, C.goldLight, 0.6],
          [1, C.goldLight, 0],
        ]) +
        radGrad(
          "hVig",
          [
            [0.45, "#050F1A", 0],
            [1, "#050F1A", 0.7],
          ],
          { r: 0.75 },
        ) +
        khatamPattern("hK", tile, C.tealLight, 1.2, {
          patternTransform: `translate(${fmt(tile * t)} ${fmt(tile * t)})`,
        }),
    ) +
      rect(0, 0, W, H, 0, "url(#hBg)") +
      rect(0, 0, W, H, 0, "url(#hK)", { opacity: 0.08 }) +
      ellipse(W * 0.78, H * 0.28, 620, 460, "url(#hGlow)", { opacity: fmt(breathe) }) +
      ellipse(W * 0.12, H * 0.9, 520, 360, "url(#hGlow2)", { opacity: fmt(0.5 - (breathe - 0.32) * 2) }) +
      links +
      dots +
      rect(0, 0, W, H, 0, "url(#hVig)"),
  );
}
