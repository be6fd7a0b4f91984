/** Bar, donut and line charts. */
import { C } from "../palette";
import { circle, el, fmt, pathEl, rect, stroke } from "../svg";

export function barChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  fills: string[],
  radius = 6,
): string {
  const n = values.length;
  const bw = (w / n) * 0.62;
  return values
    .map((v, i) => {
      const bx = x + (w / n) * i + (w / n - bw) / 2;
      return rect(bx, y + h - v * h, bw, v * h, radius, fills[i % fills.length]!);
    })
    .join("");
}

export function donut(cx: number, cy: number, r: number, t: number, fractions: number[], colors: string[]): string {
  let a0 = -Math.PI / 2;
  const circ = 2 * Math.PI * r;
  return (
    circle(cx, cy, r, "none", { stroke: C.sandDark, "stroke-width": t }) +
    fractions
      .map((f, i) => {
        const s = el("circle", {
          cx,
          cy,
          r,
          fill: "none",
          stroke: colors[i % colors.length],
          "stroke-width": t,
          "stroke-dasharray": `${fmt(f * circ)} ${fmt(circ)}`,
          transform: `rotate(${fmt((a0 * 180) / Math.PI)} ${cx} ${cy})`,
        });
        a0 += f * Math.PI * 2;
        return s;
      })
      .join("")
  );
}

/** A smooth line chart through normalised values (0..1, bottom to top). */
export function lineChart(
  x: number,
  y: number,
  w: number,
  h: number,
  values: number[],
  color: string,
  area?: string,
  sw = 4,
): string {
  const pts = values.map((v, i) => [x + (w * i) / (values.length - 1), y + h - v * h] as const);
  let d = `M${fmt(pts[0]![0])} ${fmt(pts[0]![1])}`;
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!;
    const [x1, y1] = pts[i]!;
    const mx = (x0 + x1) / 2;
    d += `C${fmt(mx)} ${fmt(y0)} ${fmt(mx)} ${fmt(y1)} ${fmt(x1)} ${fmt(y1)}`;
  }
  return (
    (area ? pathEl(`${d}L${x + w} ${y + h}L${x} ${y + h}Z`, area) : "") +
    pathEl(d, "none", stroke(color, sw)) +
    circle(pts[pts.length - 1]![0], pts[pts.length - 1]![1], sw * 1.6, C.white, {
      stroke: color,
      "stroke-width": sw * 0.9,
    })
  );
}
