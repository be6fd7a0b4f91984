/** Building SVG markup as strings. */
export type Attrs = Record<string, string | number | undefined | null | false>;

export const fmt = (v: number) => String(Math.round(v * 100) / 100);

export function el(tag: string, attrs: Attrs = {}, children = ""): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === "number" ? fmt(v) : v}"`)
    .join(" ");
  return children ? `<${tag} ${a}>${children}</${tag}>` : `<${tag} ${a}/>`;
}

export const g = (attrs: Attrs, ...children: string[]) => el("g", attrs, children.join(""));

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, rx: r || undefined, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });

export const pathEl = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });

export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, sw: number, extra: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": sw, "stroke-linecap": "round", ...extra });

export const stroke = (color: string, sw: number, extra: Attrs = {}): Attrs => ({
  fill: "none",
  stroke: color,
  "stroke-width": sw,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  ...extra,
});

export type Pt = readonly [number, number];

export const poly = (pts: readonly Pt[]) => "M" + pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L") + "Z";

export const polyline = (pts: readonly Pt[]) => "M" + pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L");

export const linGrad = (id: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  el(
    "linearGradient",
    { id, x1, y1, x2, y2 },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );

export const radGrad = (id: string, stops: [number, string, number?][], extra: Attrs = {}) =>
  el(
    "radialGradient",
    { id, ...extra },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );

export const svgDoc = (w: number, h: number, body: string, extra: Attrs = {}) =>
  el("svg", { xmlns: "http://www.w3.org/2000/svg", width: w, height: h, viewBox: `0 0 ${w} ${h}`, ...extra }, body);
