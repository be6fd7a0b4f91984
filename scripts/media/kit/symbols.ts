/** Small symbols: gears, magnifier, code brackets, sparkles, clouds, network nodes. */
import { C } from "../palette";
import { type Attrs, circle, fmt, g, line, pathEl, poly, polyline, type Pt, stroke } from "../svg";

/** A gear with `teeth` trapezoid teeth and a hole (even-odd). */
export function gearPath(cx: number, cy: number, r: number, teeth: number, hole = 0.36): string {
  const ri = r * 0.8;
  const pts: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    for (const [da, rr] of [
      [-0.5, ri],
      [-0.3, r],
      [0.05, r],
      [0.25, ri],
    ] as const) {
      const ang = a + da * step * 0.95;
      pts.push([cx + rr * Math.cos(ang), cy + rr * Math.sin(ang)]);
    }
  }
  const h = r * hole;
  return (
    poly(pts) +
    `M${fmt(cx + h)} ${fmt(cy)}a${fmt(h)} ${fmt(h)} 0 1 0 ${fmt(-2 * h)} 0a${fmt(h)} ${fmt(h)} 0 1 0 ${fmt(2 * h)} 0Z`
  );
}

export function gear(cx: number, cy: number, r: number, teeth: number, face: string, side: string, rot = 0): string {
  const t = rot ? { transform: `rotate(${rot} ${cx} ${cy})` } : {};
  return (
    pathEl(gearPath(cx, cy + r * 0.1, r, teeth), side, { "fill-rule": "evenodd", ...t }) +
    pathEl(gearPath(cx, cy, r, teeth), face, { "fill-rule": "evenodd", ...t })
  );
}

export function magnifier(cx: number, cy: number, r: number, angle = 45, lens: string = C.mint): string {
  return g(
    { transform: `rotate(${angle - 45} ${cx} ${cy})` },
    pathEl(`M${cx + r * 0.8} ${cy + r * 0.8}L${cx + r * 1.75} ${cy + r * 1.75}`, "none", stroke(C.navy, r * 0.3)),
    pathEl(`M${cx + r * 1.05} ${cy + r * 1.05}L${cx + r * 1.75} ${cy + r * 1.75}`, "none", stroke(C.gold, r * 0.3)),
    circle(cx, cy, r, lens, { opacity: 0.55 }),
    circle(cx, cy, r, "none", { stroke: C.navy, "stroke-width": r * 0.18 }),
    pathEl(
      `M${cx - r * 0.55} ${cy - r * 0.15}A${r * 0.58} ${r * 0.58} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.58}`,
      "none",
      stroke(C.white, r * 0.1),
    ),
  );
}

/** The "</>" code glyph drawn as strokes. */
export const codeGlyph = (cx: number, cy: number, s: number, color: string, sw: number) =>
  pathEl(
    polyline([
      [cx - s * 0.32, cy - s * 0.26],
      [cx - s * 0.62, cy],
      [cx - s * 0.32, cy + s * 0.26],
    ]),
    "none",
    stroke(color, sw),
  ) +
  pathEl(
    polyline([
      [cx + s * 0.32, cy - s * 0.26],
      [cx + s * 0.62, cy],
      [cx + s * 0.32, cy + s * 0.26],
    ]),
    "none",
    stroke(color, sw),
  ) +
  line(cx + s * 0.12, cy - s * 0.36, cx - s * 0.12, cy + s * 0.36, color, sw);

/** Four-point sparkle. */
export const sparkle = (cx: number, cy: number, s: number, color: string, op = 1) =>
  pathEl(
    `M${cx} ${cy - s}Q${cx + s * 0.18} ${cy - s * 0.18} ${cx + s} ${cy}Q${cx + s * 0.18} ${cy + s * 0.18} ${cx} ${cy + s}Q${cx - s * 0.18} ${cy + s * 0.18} ${cx - s} ${cy}Q${cx - s * 0.18} ${cy - s * 0.18} ${cx} ${cy - s}Z`,
    color,
    { opacity: op },
  );

export const diamond = (cx: number, cy: number, s: number, color: string, op = 1) =>
  pathEl(
    poly([
      [cx, cy - s],
      [cx + s, cy],
      [cx, cy + s],
      [cx - s, cy],
    ]),
    color,
    { opacity: op },
  );

export function cloudShape(cx: number, cy: number, s: number, fill: string, extra: Attrs = {}): string {
  return pathEl(
    `M${cx - s * 0.62} ${cy + s * 0.3}a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.06} -${s * 0.6}a${s * 0.38} ${s * 0.38} 0 0 1 ${s * 0.72} -${s * 0.12}a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.46} ${s * 0.36}a${s * 0.18} ${s * 0.18} 0 0 1 -${s * 0.02} ${s * 0.36}Z`,
    fill,
    extra,
  );
}

/** A network node: ringed dot. */
export const netNode = (cx: number, cy: number, r: number, fill: string) =>
  circle(cx, cy, r * 1.7, fill, { opacity: 0.18 }) + circle(cx, cy, r, fill) + circle(cx, cy, r * 0.42, C.white);
