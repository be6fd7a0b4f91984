/**
 * Generates every image, icon and video of the site from code:
 *   cd /work/main && npx tsx scripts/generate-media.ts
 *
 * Everything is drawn as SVG in TypeScript and rasterised with sharp; the hero video's
 * frames are rendered the same way and piped into ffmpeg. Nothing is fetched from the
 * network and nothing is random (one seeded PRNG), so a re-run produces the same pictures.
 * Wordmarks are real glyph outlines taken from the Inter font shipped by @fontsource/inter,
 * so the SVG logos look the same everywhere without loading a web font.
 *
 * Needs ffmpeg/ffprobe with libvpx-vp9 and libx264 on PATH (Debian: `apt-get install ffmpeg`).
 * The run prints each file with its size and exits non-zero if any size budget is exceeded
 * or a video's codec, size, duration or audio track is wrong.
 *
 * Sections: palette & helpers · font outlines · brand · partners · avatar ·
 * illustration kit & scenes · subject illustrations · services / solutions / blog ·
 * share & about images · hero video · main.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import sharp from "sharp";
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "../src/content/service-slugs";

// ───────────────────────────── palette & basics ─────────────────────────────

const ROOT = path.resolve(import.meta.dirname, "..");
const PUBLIC = path.join(ROOT, "public");
const APP = path.join(ROOT, "src", "app");

/** Brand palette (the first six) plus tints/shades derived from it. */
const C = {
  teal: "#0B5D56",
  tealLight: "#14857A",
  gold: "#C8A24A",
  navy: "#0B1F33",
  sand: "#F7F4EE",
  white: "#FFFFFF",
  tealDark: "#073F3A",
  tealMid: "#0F7168",
  tealPale: "#9FCFC7",
  mint: "#D5EBE6",
  mintLight: "#EAF5F2",
  goldLight: "#E4C97F",
  goldDark: "#9E7B2C",
  goldPale: "#F3E6C4",
  navyLight: "#1D3B58",
  navyMid: "#15304A",
  slate: "#7C8E9F",
  cloud: "#CBD6DF",
  sandDark: "#ECE4D4",
  sandDeep: "#DCCFB6",
  skin1: "#C9976A",
  skin2: "#E3BA90",
  skin3: "#9C6B47",
} as const;

/** Deterministic PRNG (mulberry32) — the only source of "randomness" in this script. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ───────────────────────────── SVG helpers ─────────────────────────────

type Attrs = Record<string, string | number | undefined | null | false>;
const fmt = (v: number) => String(Math.round(v * 100) / 100);

function el(tag: string, attrs: Attrs = {}, children = ""): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => `${k}="${typeof v === "number" ? fmt(v) : v}"`)
    .join(" ");
  return children ? `<${tag} ${a}>${children}</${tag}>` : `<${tag} ${a}/>`;
}
const g = (attrs: Attrs, ...children: string[]) => el("g", attrs, children.join(""));
const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, rx: r || undefined, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
const pathEl = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, sw: number, extra: Attrs = {}) =>
  el("line", { x1, y1, x2, y2, stroke, "stroke-width": sw, "stroke-linecap": "round", ...extra });
const stroke = (color: string, sw: number, extra: Attrs = {}): Attrs => ({
  fill: "none",
  stroke: color,
  "stroke-width": sw,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
  ...extra,
});
type Pt = readonly [number, number];
const poly = (pts: readonly Pt[]) => "M" + pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L") + "Z";
const polyline = (pts: readonly Pt[]) => "M" + pts.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L");
const linGrad = (id: string, stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1) =>
  el(
    "linearGradient",
    { id, x1, y1, x2, y2 },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
const radGrad = (id: string, stops: [number, string, number?][], extra: Attrs = {}) =>
  el(
    "radialGradient",
    { id, ...extra },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
const svgDoc = (w: number, h: number, body: string, extra: Attrs = {}) =>
  el("svg", { xmlns: "http://www.w3.org/2000/svg", width: w, height: h, viewBox: `0 0 ${w} ${h}`, ...extra }, body);

// ───────────────────────────── output & budgets ─────────────────────────────

type Written = { file: string; bytes: number; budget?: number; note?: string };
const written: Written[] = [];

function record(file: string, budget?: number, note?: string) {
  written.push({ file, bytes: statSync(file).size, budget, note });
}
function ensureDir(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
}
function writeText(file: string, text: string) {
  ensureDir(file);
  writeFileSync(file, text.endsWith("\n") ? text : text + "\n");
  record(file);
}
async function writePng(file: string, svg: string, size: number) {
  ensureDir(file);
  const buf = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: false }).toBuffer();
  writeFileSync(file, buf);
  record(file);
}
async function writeJpeg(file: string, svg: string, budget: number, quality = 82) {
  ensureDir(file);
  const buf = await sharp(Buffer.from(svg))
    .flatten({ background: C.sand })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
  writeFileSync(file, buf);
  record(file, budget);
}
const KB = 1024;
const rel = (f: string) => path.relative(ROOT, f);

// ───────────────────────────── font outlines (WOFF → SVG paths) ─────────────────────────────

/**
 * A minimal TrueType-in-WOFF reader: cmap (format 4), hmtx, glyf (simple + composite)
 * and GPOS pair kerning. Enough to set short Latin wordmarks as paths.
 */
class Font {
  private tables = new Map<string, Buffer>();
  private cmap = new Map<number, number>();
  private advances: number[] = [];
  private pairs = new Map<string, number>();
  private classPairs: {
    cov: Set<number>;
    cd1: (g: number) => number;
    cd2: (g: number) => number;
    c1n: number;
    c2n: number;
    base: number;
    recSize: number;
    pos: number;
  }[] = [];
  private cache = new Map<number, string>();
  readonly upm: number;

  constructor(file: string) {
    const b = readFileSync(file);
    if (b.toString("ascii", 0, 4) !== "wOFF") throw new Error(`${file} is not a WOFF font`);
    for (let i = 0; i < b.readUInt16BE(12); i++) {
      const o = 44 + i * 20;
      const [off, comp, orig] = [b.readUInt32BE(o + 4), b.readUInt32BE(o + 8), b.readUInt32BE(o + 12)];
      const raw = b.subarray(off, off + comp);
      this.tables.set(b.toString("ascii", o, o + 4), comp < orig ? inflateSync(raw) : Buffer.from(raw));
    }
    this.upm = this.t("head").readUInt16BE(18);
    this.readCmap();
    const numH = this.t("hhea").readUInt16BE(34);
    const hm = this.t("hmtx");
    for (let i = 0; i < this.t("maxp").readUInt16BE(4); i++)
      this.advances.push(hm.readUInt16BE(Math.min(i, numH - 1) * 4));
    this.readKerning();
  }
  private t(tag: string): Buffer {
    const t = this.tables.get(tag);
    if (!t) throw new Error(`font table ${tag} missing`);
    return t;
  }
  private readCmap() {
    const c = this.t("cmap");
    for (let i = 0; i < c.readUInt16BE(2); i++) {
      const off = c.readUInt32BE(8 + i * 8);
      if (c.readUInt16BE(4 + i * 8) !== 3 || c.readUInt16BE(6 + i * 8) !== 1 || c.readUInt16BE(off) !== 4) continue;
      const segX2 = c.readUInt16BE(off + 6);
      const ends = off + 14;
      const starts = ends + segX2 + 2;
      const deltas = starts + segX2;
      const ranges = deltas + segX2;
      for (let s = 0; s < segX2 / 2; s++) {
        const [end, start] = [c.readUInt16BE(ends + s * 2), c.readUInt16BE(starts + s * 2)];
        const [delta, ro] = [c.readInt16BE(deltas + s * 2), c.readUInt16BE(ranges + s * 2)];
        for (let code = start; code <= end && code !== 0xffff; code++) {
          const gi = ro === 0 ? code : c.readUInt16BE(ranges + s * 2 + ro + (code - start) * 2);
          this.cmap.set(code, ro !== 0 && gi === 0 ? 0 : (gi + delta) & 0xffff);
        }
      }
    }
  }
  private coverage(b: Buffer, off: number): number[] {
    const out: number[] = [];
    const n = b.readUInt16BE(off + 2);
    for (let i = 0; i < n; i++) {
      if (b.readUInt16BE(off) === 1) out.push(b.readUInt16BE(off + 4 + i * 2));
      else for (let g = b.readUInt16BE(off + 4 + i * 6); g <= b.readUInt16BE(off + 6 + i * 6); g++) out.push(g);
    }
    return out;
  }
  private classDef(b: Buffer, off: number): (g: number) => number {
    const m = new Map<number, number>();
    if (b.readUInt16BE(off) === 1) {
      const start = b.readUInt16BE(off + 2);
      for (let i = 0; i < b.readUInt16BE(off + 4); i++) m.set(start + i, b.readUInt16BE(off + 6 + i * 2));
    } else {
      for (let i = 0; i < b.readUInt16BE(off + 2); i++) {
        const [s, e, c] = [0, 2, 4].map((k) => b.readUInt16BE(off + 4 + i * 6 + k)) as [number, number, number];
        for (let g = s; g <= e; g++) m.set(g, c);
      }
    }
    return (g) => m.get(g) ?? 0;
  }
  private readKerning() {
    const g = this.tables.get("GPOS");
    if (!g) return;
    const [featureList, lookupList] = [g.readUInt16BE(6), g.readUInt16BE(8)];
    const lookups = new Set<number>();
    for (let i = 0; i < g.readUInt16BE(featureList); i++) {
      const r = featureList + 2 + i * 6;
      if (g.toString("ascii", r, r + 4) !== "kern") continue;
      const fo = featureList + g.readUInt16BE(r + 4);
      for (let k = 0; k < g.readUInt16BE(fo + 2); k++) lookups.add(g.readUInt16BE(fo + 4 + k * 2));
    }
    const size = (vf: number) => [0, 1, 2, 3, 4, 5, 6, 7].filter((i) => vf & (1 << i)).length * 2;
    for (const li of lookups) {
      const lo = lookupList + g.readUInt16BE(lookupList + 2 + li * 2);
      for (let s = 0; s < g.readUInt16BE(lo + 4); s++) {
        let type = g.readUInt16BE(lo);
        let so = lo + g.readUInt16BE(lo + 6 + s * 2);
        if (type === 9) [type, so] = [g.readUInt16BE(so + 2), so + g.readUInt32BE(so + 4)];
        const [vf1, vf2] = [g.readUInt16BE(so + 4), g.readUInt16BE(so + 6)];
        if (type !== 2 || !(vf1 & 4)) continue;
        const pos = (vf1 & 1 ? 2 : 0) + (vf1 & 2 ? 2 : 0);
        const recSize = size(vf1) + size(vf2);
        const cov = this.coverage(g, so + g.readUInt16BE(so + 2));
        if (g.readUInt16BE(so) === 1) {
          cov.forEach((first, i) => {
            const ps = so + g.readUInt16BE(so + 10 + i * 2);
            for (let k = 0; k < g.readUInt16BE(ps); k++) {
              const r = ps + 2 + k * (2 + recSize);
              const key = `${first},${g.readUInt16BE(r)}`;
              if (!this.pairs.has(key)) this.pairs.set(key, g.readInt16BE(r + 2 + pos));
            }
          });
        } else {
          this.classPairs.push({
            cov: new Set(cov),
            cd1: this.classDef(g, so + g.readUInt16BE(so + 8)),
            cd2: this.classDef(g, so + g.readUInt16BE(so + 10)),
            c1n: g.readUInt16BE(so + 12),
            c2n: g.readUInt16BE(so + 14),
            base: so + 16,
            recSize,
            pos,
          });
        }
      }
    }
  }
  private kerning(a: number, b: number): number {
    const k = this.pairs.get(`${a},${b}`);
    if (k !== undefined) return k;
    const gpos = this.t("GPOS");
    for (const p of this.classPairs) {
      if (!p.cov.has(a)) continue;
      const [c1, c2] = [p.cd1(a), p.cd2(b)];
      if (c1 < p.c1n && c2 < p.c2n) return gpos.readInt16BE(p.base + (c1 * p.c2n + c2) * p.recSize + p.pos);
    }
    return 0;
  }
  private glyphData(gid: number): Buffer {
    const loca = this.t("loca");
    const long = this.t("head").readInt16BE(50) === 1;
    const at = (i: number) => (long ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2);
    return this.t("glyf").subarray(at(gid), at(gid + 1));
  }
  private glyphPath(gid: number): string {
    let d = this.cache.get(gid);
    if (d === undefined) {
      const data = this.glyphData(gid);
      d = data.length ? this.outline(data, [1, 0, 0, 1, 0, 0]) : "";
      this.cache.set(gid, d);
    }
    return d;
  }
  /** Glyph outline as path data (font units, y flipped), under the affine matrix m. */
  private outline(b: Buffer, m: [number, number, number, number, number, number]): string {
    const nc = b.readInt16BE(0);
    const [a, bb, c, dd, dx, dy] = m;
    if (nc < 0) {
      let o = 10;
      let out = "";
      for (;;) {
        const flags = b.readUInt16BE(o);
        const gi = b.readUInt16BE(o + 2);
        o += 4;
        const words = flags & 1;
        const e = words ? b.readInt16BE(o) : b.readInt8(o);
        const f = words ? b.readInt16BE(o + 2) : b.readInt8(o + 1);
        o += words ? 4 : 2;
        let s = [1, 0, 0, 1];
        const f2 = (k: number) => b.readInt16BE(o + k * 2) / 16384;
        if (flags & 8) [s, o] = [[f2(0), 0, 0, f2(0)], o + 2];
        else if (flags & 0x40) [s, o] = [[f2(0), 0, 0, f2(1)], o + 4];
        else if (flags & 0x80) [s, o] = [[f2(0), f2(1), f2(2), f2(3)], o + 8];
        const [s0, s1, s2, s3] = s as [number, number, number, number];
        const sub = this.glyphData(gi);
        if (sub.length)
          out += this.outline(sub, [
            a * s0 + c * s1,
            bb * s0 + dd * s1,
            a * s2 + c * s3,
            bb * s2 + dd * s3,
            a * e + c * f + dx,
            bb * e + dd * f + dy,
          ]);
        if (!(flags & 0x20)) return out;
      }
    }
    const endPts = Array.from({ length: nc }, (_, i) => b.readUInt16BE(10 + i * 2));
    const nPts = (endPts[nc - 1] ?? -1) + 1;
    let o = 10 + nc * 2;
    o += 2 + b.readUInt16BE(o);
    const flags: number[] = [];
    while (flags.length < nPts) {
      const fl = b.readUInt8(o++);
      flags.push(fl);
      if (fl & 8) for (let r = b.readUInt8(o++); r > 0; r--) flags.push(fl);
    }
    const coords = (short: number, same: number) => {
      let v = 0;
      return flags.map((fl) => {
        if (fl & short) v += fl & same ? b.readUInt8(o++) : -b.readUInt8(o++);
        else if (!(fl & same)) {
          v += b.readInt16BE(o);
          o += 2;
        }
        return v;
      });
    };
    const xs = coords(2, 16);
    const ys = coords(4, 32);
    const n = (v: number) => fmt(v);
    let d = "";
    let first = 0;
    for (const last of endPts) {
      const pts = [];
      for (let i = first; i <= last; i++) {
        const [x, y] = [xs[i]!, ys[i]!];
        pts.push({ x: a * x + c * y + dx, y: -(bb * x + dd * y + dy), on: (flags[i]! & 1) === 1 });
      }
      first = last + 1;
      if (!pts.length) continue;
      let start = pts.findIndex((p) => p.on);
      if (start < 0) {
        pts.unshift({
          x: (pts[0]!.x + pts[1 % pts.length]!.x) / 2,
          y: (pts[0]!.y + pts[1 % pts.length]!.y) / 2,
          on: true,
        });
        start = 0;
      }
      d += `M${n(pts[start]!.x)} ${n(pts[start]!.y)}`;
      let ctrl: { x: number; y: number } | null = null;
      for (let k = 1; k <= pts.length; k++) {
        const p = pts[(start + k) % pts.length]!;
        if (p.on) {
          d += ctrl ? `Q${n(ctrl.x)} ${n(ctrl.y)} ${n(p.x)} ${n(p.y)}` : `L${n(p.x)} ${n(p.y)}`;
          ctrl = null;
        } else {
          if (ctrl) d += `Q${n(ctrl.x)} ${n(ctrl.y)} ${n((ctrl.x + p.x) / 2)} ${n((ctrl.y + p.y) / 2)}`;
          ctrl = p;
        }
      }
      d += "Z";
    }
    return d;
  }
  /** Sets `text` at `size` px (baseline y=0, starting x=0); tracking is in em. */
  layout(text: string, size: number, tracking = 0): { d: string; width: number } {
    const k = size / this.upm;
    let x = 0;
    let d = "";
    let prev = -1;
    for (const ch of text) {
      const gid = this.cmap.get(ch.codePointAt(0)!) ?? 0;
      if (prev >= 0) x += this.kerning(prev, gid) + tracking * this.upm;
      const gp = this.glyphPath(gid);
      if (gp)
        d += gp.replace(
          /([MLQ])([^MLQZ]+)/g,
          (_m, cmd: string, args: string) =>
            cmd +
            args
              .trim()
              .split(/\s+/)
              .map((v, i) => fmt(i % 2 === 0 ? Number(v) * k + x * k : Number(v) * k))
              .join(" "),
        );
      x += this.advances[gid] ?? 0;
      prev = gid;
    }
    return { d, width: x * k };
  }
}

const fontCache = new Map<number, Font>();
/** Inter at the given weight (100–900), from @fontsource/inter's Latin WOFF files. */
function inter(weight: number): Font {
  let f = fontCache.get(weight);
  if (!f) {
    f = new Font(path.join(ROOT, "node_modules/@fontsource/inter/files", `inter-latin-${weight}-normal.woff`));
    fontCache.set(weight, f);
  }
  return f;
}

// ───────────────────────────── brand ─────────────────────────────

/**
 * The mark, on a 64×64 grid: an "A"/arch silhouette built from three stacked stone courses —
 * a gold capstone, a middle course and a base course pierced by an arched doorway.
 */
type MarkVariant = "color" | "reverse";
function logoMark(variant: MarkVariant, id = "m"): string {
  const xl = (y: number) => 27 - ((y - 8) * 21) / 48;
  const xr = (y: number) => 37 + ((y - 8) * 21) / 48;
  const course = (y0: number, y1: number) =>
    poly([
      [xl(y0), y0],
      [xr(y0), y0],
      [xr(y1), y1],
      [xl(y1), y1],
    ]);
  const base =
    `M${fmt(xl(40))} 40L${fmt(xr(40))} 40L${fmt(xr(56))} 56L38.5 56L38.5 50` +
    `A6.5 6.5 0 0 0 25.5 50L25.5 56L${fmt(xl(56))} 56Z`;
  const [cBase, cMid] = variant === "color" ? [`url(#${id}-base)`, `url(#${id}-mid)`] : [C.white, "#BFE2DB"];
  const defs = el(
    "defs",
    {},
    linGrad(`${id}-cap`, [
      [0, C.goldLight],
      [1, C.gold],
    ]) +
      linGrad(`${id}-mid`, [
        [0, "#1A9588"],
        [1, C.tealLight],
      ]) +
      linGrad(`${id}-base`, [
        [0, C.tealMid],
        [1, C.teal],
      ]),
  );
  const join = (fill: string) => ({ stroke: fill, "stroke-width": 1.6, "stroke-linejoin": "round" as const });
  return (
    defs +
    pathEl(base, cBase, join(variant === "color" ? C.teal : cBase)) +
    pathEl(course(24, 36), cMid, join(variant === "color" ? C.tealLight : cMid)) +
    pathEl(course(8, 20), `url(#${id}-cap)`, join(C.gold))
  );
}

function logoMarkSvg(): string {
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 64 64", role: "img", "aria-labelledby": "asas-mark-title" },
    el("title", { id: "asas-mark-title" }, "Asas Tech Consulting") + logoMark("color"),
  );
}

/** Mark + "Asas Tech" wordmark set in Inter outlines (no font needed to display it). */
function logoSvg(): string {
  const size = 36;
  const asas = inter(700).layout("Asas", size, -0.01);
  const tech = inter(500).layout("Tech", size, -0.01);
  const x0 = 76;
  const x1 = x0 + asas.width + size * 0.26;
  const w = Math.ceil(x1 + tech.width + 4);
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${w} 64`, role: "img", "aria-labelledby": "asas-logo-title" },
    el("title", { id: "asas-logo-title" }, "Asas Tech Consulting") +
      logoMark("color") +
      pathEl(asas.d, C.navy, { transform: `translate(${x0} 45)` }) +
      pathEl(tech.d, C.teal, { transform: `translate(${fmt(x1)} 45)` }),
  );
}

/** Square icon: the mark on a full-bleed teal field (safe for maskable/iOS icons). */
function appIconSvg(size: number, markScale: number, radius = 0): string {
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

function markOnSvg(size: number, markScale: number, background?: string): string {
  const s = (size * markScale) / 64;
  const o = (size - 64 * s) / 2;
  return svgDoc(
    size,
    size,
    (background ? rect(0, 0, size, size, 0, background) : "") +
      g({ transform: `translate(${fmt(o)} ${fmt(o)}) scale(${fmt(s)})` }, logoMark("color")),
  );
}

/** A real .ico: ICONDIR + one ICONDIRENTRY per image + PNG payloads (Vista+ PNG-in-ICO). */
function buildIco(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, data }, i) => {
    const e = 6 + i * 16;
    header.writeUInt8(size >= 256 ? 0 : size, e); // width
    header.writeUInt8(size >= 256 ? 0 : size, e + 1); // height
    header.writeUInt8(0, e + 2); // palette colours
    header.writeUInt8(0, e + 3); // reserved
    header.writeUInt16LE(1, e + 4); // colour planes
    header.writeUInt16LE(32, e + 6); // bits per pixel
    header.writeUInt32LE(data.length, e + 8);
    header.writeUInt32LE(offset, e + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.data)]);
}

async function generateBrand() {
  const dir = path.join(PUBLIC, "brand");
  writeText(path.join(dir, "logo-mark.svg"), logoMarkSvg());
  writeText(path.join(dir, "logo.svg"), logoSvg());
  await writePng(path.join(dir, "logo-512.png"), markOnSvg(512, 0.8, C.white), 512);
  await writePng(path.join(dir, "icon-192.png"), appIconSvg(192, 0.6), 192);
  await writePng(path.join(dir, "icon-512.png"), appIconSvg(512, 0.6), 512);
  await writePng(path.join(APP, "apple-icon.png"), appIconSvg(180, 0.64), 180);
  await writePng(path.join(APP, "icon.png"), markOnSvg(512, 1), 512);
  // Favicon: the mark on a rounded teal tile, so it stays legible on light and dark tab bars.
  const pngs = [];
  for (const size of [16, 32, 48]) {
    const svg = appIconSvg(size * 8, 0.84, size * 8 * 0.2);
    const data = await sharp(Buffer.from(svg)).resize(size, size, { kernel: "lanczos3" }).png().toBuffer();
    pngs.push({ size, data });
  }
  const ico = path.join(APP, "favicon.ico");
  writeFileSync(ico, buildIco(pngs));
  record(ico);
}

// ───────────────────────────── partners ─────────────────────────────

type Word = { text: string; weight: number; tracking?: number; pill?: boolean };
type Partner = { slug: string; name: string; size: number; words: Word[]; mark: (id: string) => string };

/** Each mark is drawn in a 40×40 box, monochrome navy. */
const PARTNERS: Partner[] = [
  {
    slug: "falak-cloud",
    name: "Falak Cloud",
    size: 26,
    words: [
      { text: "Falak", weight: 700 },
      { text: "Cloud", weight: 400 },
    ],
    // a planet with an orbit passing behind it at the top and in front of it at the bottom
    mark: (id) => {
      const ring = (extra: Attrs) => ellipse(0, 0, 19, 6.5, "none", { stroke: C.navy, "stroke-width": 3, ...extra });
      return (
        el(
          "defs",
          {},
          el("clipPath", { id: `${id}-top` }, rect(-25, -25, 50, 25, 0, "#000")) +
            el("clipPath", { id: `${id}-bot` }, rect(-25, 0, 50, 25, 0, "#000")) +
            el("mask", { id: `${id}-gap` }, rect(-25, -25, 50, 50, 0, "#fff") + circle(0, 0, 13, "#000")) +
            el(
              "mask",
              { id: `${id}-cut` },
              rect(-25, -25, 50, 50, 0, "#fff") +
                ellipse(0, 0, 19, 6.5, "none", { stroke: "#000", "stroke-width": 7.5, "clip-path": `url(#${id}-bot)` }),
            ),
        ) +
        g(
          { transform: "translate(20 20) rotate(-24)" },
          g({ mask: `url(#${id}-gap)` }, ring({ "clip-path": `url(#${id}-top)` })),
          g({ transform: "rotate(24)" }, circle(0, 0, 10.5, C.navy, { mask: `url(#${id}-cut)` })),
          ring({ "clip-path": `url(#${id}-bot)` }),
          circle(-15.5, -3.8, 2.6, C.navy),
        )
      );
    },
  },
  {
    slug: "sahab-data",
    name: "Sahab Data",
    size: 26,
    words: [{ text: "Sahab Data", weight: 600, tracking: -0.015 }],
    // a cloud crossed by data streaks
    mark: (id) =>
      el(
        "defs",
        {},
        el(
          "mask",
          { id: `${id}-m` },
          rect(0, 0, 40, 40, 0, "#fff") +
            line(15, 23, 44, 23, "#000", 2.6) +
            line(21, 28.5, 44, 28.5, "#000", 2.6) +
            line(-4, 17.5, 10, 17.5, "#000", 2.6),
        ),
      ) +
      g(
        { mask: `url(#${id}-m)`, fill: C.navy },
        circle(13, 22, 8, C.navy),
        circle(22.5, 16.5, 10.5, C.navy),
        circle(31, 23, 7, C.navy),
        rect(5, 22, 33, 10, 5, C.navy),
      ),
  },
  {
    slug: "rimal-systems",
    name: "Rimal Systems",
    size: 17,
    words: [
      { text: "RIMAL", weight: 700, tracking: 0.12 },
      { text: "SYSTEMS", weight: 400, tracking: 0.12 },
    ],
    // three dune ridges inside a disc
    mark: (id) =>
      el("defs", {}, el("clipPath", { id: `${id}-c` }, circle(20, 20, 17.5, "#000"))) +
      circle(20, 20, 19, "none", { stroke: C.navy, "stroke-width": 2.4 }) +
      g(
        { "clip-path": `url(#${id}-c)` },
        ...[12, 20.5, 29].map((y, i) =>
          pathEl(
            `M-2 ${y + 3}C8 ${y - 5} 16 ${y - 4} 22 ${y + 1}S34 ${y + 5} 42 ${y - 2 + i}`,
            "none",
            stroke(C.navy, 4.2),
          ),
        ),
      ),
  },
  {
    slug: "qimma-labs",
    name: "Qimma Labs",
    size: 26,
    words: [
      { text: "Qimma", weight: 800, tracking: -0.01 },
      { text: "Labs", weight: 300 },
    ],
    // a solid hexagon with twin summits cut out of it
    mark: (id) => {
      const hex = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i - Math.PI / 2;
        return [20 + 19.5 * Math.cos(a), 20 + 19.5 * Math.sin(a)] as const;
      });
      return (
        el(
          "defs",
          {},
          el(
            "mask",
            { id: `${id}-m` },
            rect(0, 0, 40, 40, 0, "#fff") +
              pathEl(
                poly([
                  [7, 31],
                  [17, 12],
                  [22.5, 22.5],
                  [26.5, 17.5],
                  [34, 31],
                ]),
                "#000",
                { stroke: "#000", "stroke-width": 1, "stroke-linejoin": "round" },
              ),
          ),
        ) +
        pathEl(poly(hex), C.navy, {
          mask: `url(#${id}-m)`,
          stroke: C.navy,
          "stroke-width": 2,
          "stroke-linejoin": "round",
        }) +
        pathEl(
          poly([
            [13.4, 19],
            [17, 12],
            [20.6, 19],
            [18.6, 17.6],
            [17, 19.4],
            [15.4, 17.6],
          ]),
          C.navy,
        )
      );
    },
  },
  {
    slug: "wahat-pay",
    name: "Wahat Pay",
    size: 25,
    words: [
      { text: "Wahat", weight: 700, tracking: -0.01 },
      { text: "Pay", weight: 600, pill: true },
    ],
    // a rounded card with a water drop (the oasis) cut out of it
    mark: (id) =>
      el(
        "defs",
        {},
        el(
          "mask",
          { id: `${id}-m` },
          rect(0, 0, 40, 40, 0, "#fff") +
            pathEl("M20 7.5C24.5 14 28.5 18.5 28.5 24A8.5 8.5 0 0 1 11.5 24C11.5 18.5 15.5 14 20 7.5Z", "#000"),
        ),
      ) +
      rect(1, 1, 38, 38, 11, C.navy, { mask: `url(#${id}-m)` }) +
      circle(20, 24.5, 3.2, C.navy),
  },
];

function partnerSvg(p: Partner): string {
  const W = 240;
  const H = 80;
  const markSize = 40;
  const gap = 12;
  const maxText = W - 16 - markSize - gap;
  const build = (size: number) => {
    let x = 0;
    const parts: string[] = [];
    for (const w of p.words) {
      const t = inter(w.weight).layout(w.text, size, w.tracking ?? 0);
      if (w.pill) {
        const pad = size * 0.32;
        const cap = size * 0.727;
        parts.push(
          rect(x, -cap - pad * 0.9, t.width + pad * 2, cap + pad * 1.8, (cap + pad * 1.8) / 2, "none", {
            stroke: C.navy,
            "stroke-width": 2,
          }),
        );
        parts.push(pathEl(t.d, C.navy, { transform: `translate(${fmt(x + pad)} 0)` }));
        x += t.width + pad * 2;
      } else {
        parts.push(pathEl(t.d, C.navy, { transform: `translate(${fmt(x)} 0)` }));
        x += t.width;
      }
      x += size * 0.27;
    }
    return { body: parts.join(""), width: x - size * 0.27 };
  };
  let size = p.size;
  let text = build(size);
  if (text.width > maxText) {
    size = (size * maxText) / text.width;
    text = build(size);
  }
  const total = markSize + gap + text.width;
  const x0 = (W - total) / 2;
  const baseline = H / 2 + (size * 0.727) / 2;
  const id = p.slug;
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${W} ${H}`, role: "img", "aria-labelledby": `${id}-title` },
    el("title", { id: `${id}-title` }, p.name) +
      g({ transform: `translate(${fmt(x0)} ${(H - markSize) / 2})` }, p.mark(id)) +
      g({ transform: `translate(${fmt(x0 + markSize + gap)} ${fmt(baseline)})` }, text.body),
  );
}

function generatePartners() {
  for (const p of PARTNERS) writeText(path.join(PUBLIC, "partners", `${p.slug}.svg`), partnerSvg(p));
}

// ───────────────────────────── avatar ─────────────────────────────

function generateAvatar() {
  const svg = el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 96 96", role: "img", "aria-label": "User" },
    el("defs", {}, el("clipPath", { id: "avatar-clip" }, circle(48, 48, 48, "#000"))) +
      circle(48, 48, 48, "#E4E7EB") +
      g(
        { "clip-path": "url(#avatar-clip)", fill: "#A3ADB8" },
        circle(48, 37, 17, "#A3ADB8"),
        pathEl("M14 96C14 74 29 60 48 60S82 74 82 96Z", "#A3ADB8"),
      ),
  );
  writeText(path.join(PUBLIC, "images", "avatar-default.svg"), svg);
}

// ───────────────────────────── illustration kit ─────────────────────────────
// Flat "2.5D" vector style: light sand scenes, soft shadows, objects with a thicker darker
// underside (like stacked stone slabs), teal/navy/gold gradients. Everything below draws in
// stage coordinates (an 800×540 box) that `scene()` scales into each output size.

/** Gradients and filters shared by every scene (ids are global within one SVG document). */
function kitDefs(): string {
  return el(
    "defs",
    {},
    [
      linGrad("gTeal", [
        [0, "#1A9486"],
        [1, C.teal],
      ]),
      linGrad("gTealDeep", [
        [0, C.tealMid],
        [1, C.tealDark],
      ]),
      linGrad("gTealSoft", [
        [0, "#BFE2DB"],
        [1, "#8FC9BF"],
      ]),
      linGrad("gGold", [
        [0, C.goldLight],
        [1, C.gold],
      ]),
      linGrad("gNavy", [
        [0, C.navyLight],
        [1, C.navy],
      ]),
      linGrad("gScreen", [
        [0, "#163653"],
        [1, C.navy],
      ]),
      linGrad("gCard", [
        [0, C.white],
        [1, "#F6F2EA"],
      ]),
      linGrad("gMint", [
        [0, C.mintLight],
        [1, C.mint],
      ]),
      linGrad(
        "gHero",
        [
          [0, C.tealLight],
          [1, C.teal],
        ],
        0,
        0,
        1,
        1,
      ),
      linGrad("gAreaTeal", [
        [0, C.tealLight, 0.45],
        [1, C.tealLight, 0],
      ]),
      linGrad("gAreaGold", [
        [0, C.gold, 0.5],
        [1, C.gold, 0],
      ]),
      linGrad(
        "gBg",
        [
          [0, "#FAF8F3"],
          [0.55, C.sand],
          [1, "#EDE5D5"],
        ],
        0,
        0,
        1,
        1,
      ),
      radGrad("gHalo", [
        [0, "#CFE8E2", 0.95],
        [0.6, "#DDEEE9", 0.55],
        [1, "#E6F1EC", 0],
      ]),
      radGrad("gHaloGold", [
        [0, C.goldPale, 0.9],
        [1, C.goldPale, 0],
      ]),
      linGrad(
        "gFadeX",
        [
          [0, "#fff"],
          [0.3, "#000"],
          [0.7, "#000"],
          [1, "#fff"],
        ],
        0,
        0,
        1,
        0,
      ),
      el(
        "filter",
        { id: "blur16", x: "-30%", y: "-30%", width: "160%", height: "160%" },
        el("feGaussianBlur", { stdDeviation: 14 }),
      ),
      el(
        "filter",
        { id: "blur6", x: "-30%", y: "-30%", width: "160%", height: "160%" },
        el("feGaussianBlur", { stdDeviation: 6 }),
      ),
    ].join(""),
  );
}

/** An eight-point-star (khatam) lattice tile, used as a faint background pattern. */
function khatamPattern(id: string, tile: number, color: string, sw: number, extra: Attrs = {}): string {
  const h = tile / 2;
  const a = tile * 0.2;
  const tip = a * Math.SQRT2;
  const b = tile * 0.12;
  return el(
    "pattern",
    { id, width: tile, height: tile, patternUnits: "userSpaceOnUse", ...extra },
    g(
      stroke(color, sw),
      rect(h - a, h - a, 2 * a, 2 * a, 0, "none"),
      rect(h - a, h - a, 2 * a, 2 * a, 0, "none", { transform: `rotate(45 ${h} ${h})` }),
      line(h, 0, h, h - tip, color, sw),
      line(h, tile, h, h + tip, color, sw),
      line(0, h, h - tip, h, color, sw),
      line(tile, h, h + tip, h, color, sw),
      ...[
        [0, 0],
        [tile, 0],
        [0, tile],
        [tile, tile],
      ].map(([x, y]) =>
        pathEl(
          poly([
            [x!, y! - b],
            [x! + b, y!],
            [x!, y! + b],
            [x! - b, y!],
          ]),
          "none",
        ),
      ),
    ),
  );
}

/** A sadu-weave border: a teal band of gold triangles and sand diamonds. */
function saduBand(x: number, y: number, w: number, h: number): string {
  const u = h * 1.5;
  const parts = [rect(x, y, w, h, 0, C.teal), rect(x, y - h * 0.32, w, h * 0.14, 0, C.gold, { opacity: 0.85 })];
  for (let i = 0, px = x - u / 2; px < x + w; i++, px += u) {
    parts.push(
      pathEl(
        poly([
          [px, y + h],
          [px + u / 2, y + h * 0.22],
          [px + u, y + h],
        ]),
        i % 2 ? C.gold : C.goldLight,
        { opacity: 0.9 },
      ),
    );
    const dx = px + u;
    const dy = y + h * 0.42;
    const d = h * 0.17;
    parts.push(
      pathEl(
        poly([
          [dx, dy - d],
          [dx + d, dy],
          [dx, dy + d],
          [dx - d, dy],
        ]),
        C.sand,
        { opacity: 0.9 },
      ),
    );
  }
  return parts.join("");
}

const softShadow = (x: number, y: number, w: number, h: number, r: number, op = 0.13) =>
  rect(x + w * 0.05, y + 16, w * 0.9, h, r, C.navy, { opacity: op, filter: "url(#blur16)" });

type CardOpts = { r?: number; face?: string; side?: string; depth?: number; shadow?: boolean; extra?: Attrs };
/** A slab: soft shadow, darker underside, then the face. */
function card(x: number, y: number, w: number, h: number, o: CardOpts = {}): string {
  const { r = 14, face = "url(#gCard)", side = C.sandDeep, depth = 8, shadow = true } = o;
  return (
    (shadow ? softShadow(x, y + depth, w, h, r) : "") +
    (depth ? rect(x, y + depth, w, h, r, side) : "") +
    rect(x, y, w, h, r, face, o.extra)
  );
}

/** Placeholder text lines (no real text anywhere in the illustrations). */
function textLines(x: number, y: number, widths: number[], color: string, h = 8, gap = 16, op = 1): string {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, h / 2, color, { opacity: op })).join("");
}

const windowDots = (x: number, y: number, r = 5) =>
  circle(x, y, r, "#E08A6D") + circle(x + r * 3, y, r, C.gold) + circle(x + r * 6, y, r, C.tealLight);

/** A browser/app window; returns the chrome. Content area starts at y + 36. */
function browser(x: number, y: number, w: number, h: number, o: { dark?: boolean; depth?: number } = {}): string {
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
function phone(
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
function monitor(
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
function laptop(
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

/** Unit shield outline (width w, height 1.2w) centred on (cx, cy). */
function shieldPath(cx: number, cy: number, w: number): string {
  const s = w;
  const P = (x: number, y: number) => `${fmt(cx + x * s)} ${fmt(cy + y * s)}`;
  return (
    `M${P(0, -0.56)}C${P(0.17, -0.44)} ${P(0.33, -0.41)} ${P(0.5, -0.41)}L${P(0.5, 0.04)}` +
    `C${P(0.5, 0.34)} ${P(0.29, 0.54)} ${P(0, 0.66)}C${P(-0.29, 0.54)} ${P(-0.5, 0.34)} ${P(-0.5, 0.04)}` +
    `L${P(-0.5, -0.41)}C${P(-0.33, -0.41)} ${P(-0.17, -0.44)} ${P(0, -0.56)}Z`
  );
}

type ShieldOpts = { face?: string; side?: string; rim?: string; depth?: number; shadow?: boolean };
function shield(cx: number, cy: number, w: number, o: ShieldOpts = {}): string {
  const { face = "url(#gTeal)", side = C.tealDark, rim = "#ffffff", depth = w * 0.06, shadow = true } = o;
  return (
    (shadow
      ? pathEl(shieldPath(cx, cy + depth + 18, w * 0.92), C.navy, { opacity: 0.14, filter: "url(#blur16)" })
      : "") +
    pathEl(shieldPath(cx, cy + depth, w), side) +
    pathEl(shieldPath(cx, cy, w), face) +
    pathEl(shieldPath(cx, cy + w * 0.015, w * 0.8), "none", { stroke: rim, "stroke-width": w * 0.022, opacity: 0.35 })
  );
}

const check = (cx: number, cy: number, s: number, color: string, sw: number) =>
  pathEl(
    polyline([
      [cx - s * 0.38, cy + s * 0.02],
      [cx - s * 0.1, cy + s * 0.3],
      [cx + s * 0.42, cy - s * 0.3],
    ]),
    "none",
    stroke(color, sw),
  );

/** A padlock centred on the body; s is the body width. */
function lock(cx: number, cy: number, s: number, o: { body?: string; side?: string; shackle?: string } = {}): string {
  const { body = "url(#gGold)", side = C.goldDark, shackle = C.navy } = o;
  const bw = s;
  const bh = s * 0.8;
  const sw = s * 0.13;
  const r = s * 0.3;
  return (
    pathEl(
      `M${cx - r} ${cy - bh * 0.2}V${cy - bh * 0.55}a${r} ${r} 0 0 1 ${2 * r} 0V${cy - bh * 0.2}`,
      "none",
      stroke(shackle, sw),
    ) +
    softShadow(cx - bw / 2, cy - bh / 2 + 6, bw, bh, s * 0.14) +
    rect(cx - bw / 2, cy - bh / 2 + s * 0.06, bw, bh, s * 0.14, side) +
    rect(cx - bw / 2, cy - bh / 2, bw, bh, s * 0.14, body) +
    circle(cx, cy - bh * 0.06, s * 0.09, C.navy) +
    rect(cx - s * 0.035, cy - bh * 0.06, s * 0.07, s * 0.2, s * 0.035, C.navy)
  );
}

/** A gear with `teeth` trapezoid teeth and a hole (even-odd). */
function gearPath(cx: number, cy: number, r: number, teeth: number, hole = 0.36): string {
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
function gear(cx: number, cy: number, r: number, teeth: number, face: string, side: string, rot = 0): string {
  const t = rot ? { transform: `rotate(${rot} ${cx} ${cy})` } : {};
  return (
    pathEl(gearPath(cx, cy + r * 0.1, r, teeth), side, { "fill-rule": "evenodd", ...t }) +
    pathEl(gearPath(cx, cy, r, teeth), face, { "fill-rule": "evenodd", ...t })
  );
}

function magnifier(cx: number, cy: number, r: number, angle = 45, lens: string = C.mint): string {
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
const codeGlyph = (cx: number, cy: number, s: number, color: string, sw: number) =>
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

function barChart(x: number, y: number, w: number, h: number, values: number[], fills: string[], radius = 6): string {
  const n = values.length;
  const bw = (w / n) * 0.62;
  return values
    .map((v, i) => {
      const bx = x + (w / n) * i + (w / n - bw) / 2;
      return rect(bx, y + h - v * h, bw, v * h, radius, fills[i % fills.length]!);
    })
    .join("");
}

function donut(cx: number, cy: number, r: number, t: number, fractions: number[], colors: string[]): string {
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
function lineChart(
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

/** A document page with a folded corner and placeholder lines. */
function docPage(x: number, y: number, w: number, h: number, body = "", face = "url(#gCard)"): string {
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
function checkRow(x: number, y: number, w: number, checked: boolean, s = 22): string {
  return (
    rect(x, y, s, s, 6, checked ? C.tealLight : C.white, {
      stroke: checked ? C.tealLight : C.sandDeep,
      "stroke-width": 2.5,
    }) +
    (checked ? check(x + s / 2, y + s / 2, s * 0.75, C.white, 3.2) : "") +
    rect(x + s + 12, y + s / 2 - 4.5, w - s - 12, 9, 4.5, checked ? C.cloud : C.sandDark)
  );
}

/** Abstract person: head + shoulders. */
function person(
  cx: number,
  cy: number,
  s: number,
  skin: string,
  shirt: string,
  hair: string = C.navy,
  hairStyle = 0,
): string {
  const hr = s * 0.22;
  const hairShape =
    hairStyle === 0
      ? pathEl(
          `M${cx - hr * 1.02} ${cy - hr * 0.1}a${hr * 1.02} ${hr * 1.05} 0 0 1 ${hr * 2.04} 0c-${hr * 0.5} -${hr * 0.55} -${hr * 1.4} -${hr * 0.5} -${hr * 2.04} 0Z`,
          hair,
        )
      : hairStyle === 1
        ? pathEl(
            `M${cx - hr * 1.1} ${cy + hr * 0.9}V${cy - hr * 0.1}a${hr * 1.1} ${hr * 1.15} 0 0 1 ${hr * 2.2} 0V${cy + hr * 0.9}h-${hr * 0.35}V${cy}c-${hr * 0.6} -${hr * 0.2} -${hr} -${hr * 0.5} -${hr * 1.2} -${hr * 0.8}c-${hr * 0.05} ${hr * 0.5} -${hr * 0.2} ${hr * 0.7} -${hr * 0.3} ${hr * 0.8}V${cy + hr * 0.9}Z`,
            hair,
          )
        : pathEl(`M${cx - hr * 1.04} ${cy - hr * 0.05}a${hr * 1.04} ${hr * 1.1} 0 0 1 ${hr * 2.08} 0Z`, hair);
  return (
    pathEl(
      `M${cx - s * 0.5} ${cy + s * 0.95}c0 -${s * 0.42} ${s * 0.2} -${s * 0.6} ${s * 0.5} -${s * 0.6}s${s * 0.5} ${s * 0.18} ${s * 0.5} ${s * 0.6}Z`,
      shirt,
    ) +
    rect(cx - hr * 0.38, cy + hr * 0.6, hr * 0.76, hr * 0.7, hr * 0.2, skin) +
    circle(cx, cy, hr, skin) +
    hairShape
  );
}

/** Four-point sparkle. */
const sparkle = (cx: number, cy: number, s: number, color: string, op = 1) =>
  pathEl(
    `M${cx} ${cy - s}Q${cx + s * 0.18} ${cy - s * 0.18} ${cx + s} ${cy}Q${cx + s * 0.18} ${cy + s * 0.18} ${cx} ${cy + s}Q${cx - s * 0.18} ${cy + s * 0.18} ${cx - s} ${cy}Q${cx - s * 0.18} ${cy - s * 0.18} ${cx} ${cy - s}Z`,
    color,
    { opacity: op },
  );
const diamond = (cx: number, cy: number, s: number, color: string, op = 1) =>
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

function cloudShape(cx: number, cy: number, s: number, fill: string, extra: Attrs = {}): string {
  return pathEl(
    `M${cx - s * 0.62} ${cy + s * 0.3}a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.06} -${s * 0.6}a${s * 0.38} ${s * 0.38} 0 0 1 ${s * 0.72} -${s * 0.12}a${s * 0.3} ${s * 0.3} 0 0 1 ${s * 0.46} ${s * 0.36}a${s * 0.18} ${s * 0.18} 0 0 1 -${s * 0.02} ${s * 0.36}Z`,
    fill,
    extra,
  );
}

/** A 1U-style server box with LEDs and vents. */
function serverUnit(x: number, y: number, w: number, h: number, led: string = C.tealLight): string {
  return (
    rect(x, y + 5, w, h, 8, "#06121F") +
    rect(x, y, w, h, 8, "url(#gNavy)") +
    circle(x + 18, y + h / 2, 4.5, led) +
    circle(x + 34, y + h / 2, 4.5, C.gold) +
    [0, 1, 2, 3, 4].map((i) => rect(x + w - 30 - i * 14, y + h * 0.3, 6, h * 0.4, 3, "#2F5173")).join("")
  );
}

/** A network node: ringed dot. */
const netNode = (cx: number, cy: number, r: number, fill: string) =>
  circle(cx, cy, r * 1.7, fill, { opacity: 0.18 }) + circle(cx, cy, r, fill) + circle(cx, cy, r * 0.42, C.white);

/** A deterministic QR-like matrix (decorative, not a real code). */
function qrCode(x: number, y: number, size: number, seed: number, color: string = C.navy): string {
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

/** A ground ellipse that anchors the composition. */
const ground = (cx = 400, cy = 478, rx = 330, ry = 30) =>
  ellipse(cx, cy, rx, ry, C.sandDark, { opacity: 0.9 }) +
  ellipse(cx, cy, rx * 0.7, ry * 0.62, C.sandDeep, { opacity: 0.35 });

// ───────────────────────────── scenes ─────────────────────────────

/**
 * Composes an illustration (drawn on the 800×540 stage) into a W×H picture with the shared
 * background: sand gradient, a faint khatam lattice at the sides, a mint halo, a few
 * geometric accents and a sadu band along the bottom.
 */
function scene(W: number, H: number, art: string, seed: number, o: { band?: boolean; zoom?: number } = {}): string {
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

// ───────────────────────────── subject illustrations: services ─────────────────────────────

/** Coloured "code" bars for editor screens. */
function codeLines(x: number, y: number, w: number, rows: number, seed: number): string {
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

const ART: Record<string, () => string> = {
  "application-security": () =>
    ground() +
    browser(120, 86, 420, 310, { dark: true }) +
    codeLines(146, 144, 370, 10, 11) +
    rect(146, 364, 120, 10, 5, C.gold, { opacity: 0.6 }) +
    shield(560, 292, 210) +
    codeGlyph(560, 292, 110, C.white, 15) +
    circle(645, 176, 30, "url(#gGold)", { stroke: C.white, "stroke-width": 5 }) +
    check(645, 176, 30, C.white, 6) +
    card(90, 382, 150, 56, { r: 28, depth: 6 }) +
    circle(120, 410, 13, C.tealLight) +
    check(120, 410, 13, C.white, 3.5) +
    textLines(142, 400, [74, 50], C.cloud, 7, 13),

  "digital-marketing": () => {
    const megaphone =
      g(
        { transform: "rotate(-18 230 300)" },
        rect(118, 312, 34, 62, 12, C.navy),
        pathEl("M150 262L300 196V404L150 338Z", "url(#gTeal)"),
        rect(104, 258, 56, 84, 16, "url(#gNavy)"),
        ellipse(300, 300, 26, 104, "url(#gGold)"),
        ellipse(302, 300, 14, 72, C.goldDark, { opacity: 0.45 }),
      ) +
      [0, 1, 2]
        .map((i) =>
          pathEl(
            `M${346 + i * 26} ${206 - i * 6}q${28 + i * 8} ${52} ${6 + i * 4} ${112 + i * 12}`,
            "none",
            stroke(C.gold, 7, { opacity: 1 - i * 0.25 }),
          ),
        )
        .join("");
    return (
      ground() +
      card(400, 96, 300, 236) +
      textLines(424, 120, [110, 70], C.cloud, 9, 18) +
      barChart(
        424,
        170,
        250,
        140,
        [0.32, 0.48, 0.42, 0.66, 0.86],
        ["url(#gTealSoft)", "url(#gTealSoft)", "url(#gTealSoft)", "url(#gTeal)", "url(#gGold)"],
      ) +
      lineChart(440, 168, 215, 110, [0.1, 0.35, 0.28, 0.62, 0.92], C.navy, undefined, 4) +
      card(560, 318, 170, 136) +
      donut(612, 386, 34, 15, [0.46, 0.3], [C.tealLight, C.gold]) +
      textLines(662, 366, [44, 32, 40], C.cloud, 7, 16) +
      megaphone +
      circle(150, 150, 44, C.white, { stroke: C.sandDeep, "stroke-width": 3 }) +
      circle(150, 150, 30, "none", { stroke: C.tealLight, "stroke-width": 7 }) +
      circle(150, 150, 12, C.gold) +
      line(150, 150, 196, 104, C.navy, 5)
    );
  },

  "endpoint-security": () =>
    ground() +
    laptop(
      130,
      110,
      380,
      250,
      (x, y, w, h) =>
        rect(x, y, w, h, 6, "url(#gMint)") +
        rect(x, y, w, 26, 0, C.white, { opacity: 0.7 }) +
        windowDots(x + 14, y + 13, 4) +
        card(x + 18, y + 44, 100, 76, { depth: 0, shadow: false, r: 8 }) +
        card(x + 18, y + 132, 100, 76, { depth: 0, shadow: false, r: 8 }) +
        textLines(x + 30, y + 60, [60, 40], C.cloud, 7, 14) +
        textLines(x + 30, y + 148, [70, 36], C.cloud, 7, 14) +
        shield(x + 220, y + 118, 120, { shadow: false }) +
        check(x + 220, y + 120, 54, C.white, 10),
    ) +
    phone(
      560,
      176,
      122,
      240,
      (x, y, w, h) =>
        rect(x, y, w, h, 0, "url(#gMint)") +
        rect(x + 10, y + 22, w - 20, 30, 8, C.white) +
        lock(x + w / 2, y + 118, 48) +
        textLines(x + 16, y + 170, [w - 32, w - 52], C.cloud, 7, 14),
    ) +
    pathEl("M510 250C540 250 540 210 575 206", "none", stroke(C.tealLight, 4, { "stroke-dasharray": "2 10" })) +
    circle(508, 250, 7, C.gold) +
    sparkle(684, 150, 16, C.gold) +
    sparkle(108, 118, 11, C.tealLight),

  erp: () => {
    const hub = [400, 262] as const;
    const mods: [number, number, string][] = [
      [110, 92, "chart"],
      [540, 92, "table"],
      [110, 352, "box"],
      [540, 352, "team"],
    ];
    const body = (x: number, y: number, kind: string) => {
      const w = 150;
      const h = 104;
      let icon = "";
      if (kind === "chart")
        icon = barChart(
          x + 18,
          y + 24,
          80,
          60,
          [0.4, 0.7, 0.55, 0.95],
          ["url(#gTeal)", "url(#gTeal)", "url(#gTeal)", "url(#gGold)"],
          4,
        );
      if (kind === "table")
        icon = [0, 1, 2, 3]
          .map(
            (i) =>
              rect(x + 18, y + 22 + i * 18, 14, 10, 3, i === 0 ? C.gold : C.tealLight) +
              rect(x + 40, y + 22 + i * 18, 70 - (i % 2) * 20, 10, 5, C.cloud),
          )
          .join("");
      if (kind === "box")
        icon =
          pathEl(
            poly([
              [x + 58, y + 24],
              [x + 92, y + 38],
              [x + 58, y + 52],
              [x + 24, y + 38],
            ]),
            C.goldLight,
          ) +
          pathEl(
            poly([
              [x + 24, y + 38],
              [x + 58, y + 52],
              [x + 58, y + 88],
              [x + 24, y + 74],
            ]),
            C.gold,
          ) +
          pathEl(
            poly([
              [x + 92, y + 38],
              [x + 58, y + 52],
              [x + 58, y + 88],
              [x + 92, y + 74],
            ]),
            C.goldDark,
          );
      if (kind === "team")
        icon =
          person(x + 44, y + 42, 56, C.skin1, "url(#gTeal)", C.navy, 0) +
          person(x + 82, y + 46, 48, C.skin2, C.gold, C.navy, 1);
      return card(x, y, w, h) + icon + textLines(x + 112, y + 30, [24, 18, 22], C.sandDeep, 7, 16);
    };
    const links = mods
      .map(([x, y]) => {
        const [mx, my] = [x + 75, y + 52];
        return pathEl(
          `M${mx} ${my}C${(mx + hub[0]) / 2} ${my} ${(mx + hub[0]) / 2} ${hub[1]} ${hub[0]} ${hub[1]}`,
          "none",
          stroke(C.tealLight, 5, { opacity: 0.5, "stroke-dasharray": "1 12" }),
        );
      })
      .join("");
    return (
      ground(400, 486, 330, 26) +
      links +
      mods.map(([x, y, k]) => body(x, y, k)).join("") +
      circle(hub[0], hub[1] + 14, 108, C.navy, { opacity: 0.12, filter: "url(#blur16)" }) +
      gear(hub[0], hub[1], 96, 10, "url(#gTeal)", C.tealDark, 8) +
      circle(hub[0], hub[1], 52, C.white) +
      circle(hub[0], hub[1], 40, "url(#gMint)") +
      gear(hub[0], hub[1], 26, 8, "url(#gNavy)", C.navy) +
      gear(494, 170, 44, 8, "url(#gGold)", C.goldDark, 12) +
      circle(494, 170, 13, C.white)
    );
  },

  "graphic-design": () =>
    ground() +
    card(150, 84, 400, 320, { r: 18 }) +
    pathEl("M150 118V102a18 18 0 0 1 18 -18h364a18 18 0 0 1 18 18v16Z", C.mintLight) +
    windowDots(172, 101, 4.5) +
    // artboard shapes
    circle(290, 250, 78, "url(#gTeal)") +
    pathEl(
      poly([
        [360, 330],
        [440, 180],
        [520, 330],
      ]),
      "url(#gGold)",
      { opacity: 0.95 },
    ) +
    rect(214, 296, 96, 86, 10, "url(#gNavy)", { opacity: 0.92 }) +
    // selection box with handles
    rect(206, 166, 168, 168, 0, "none", { stroke: C.tealLight, "stroke-width": 2.5, "stroke-dasharray": "8 6" }) +
    [
      [206, 166],
      [374, 166],
      [206, 334],
      [374, 334],
    ]
      .map(([x, y]) => rect(x! - 7, y! - 7, 14, 14, 2, C.white, { stroke: C.tealLight, "stroke-width": 3 }))
      .join("") +
    // bezier curve with handles
    pathEl("M180 160C260 100 360 120 420 150", "none", stroke(C.navy, 3.5)) +
    line(420, 150, 488, 118, C.gold, 2.5) +
    circle(488, 118, 7, C.gold) +
    rect(413, 143, 14, 14, 2, C.white, { stroke: C.navy, "stroke-width": 3 }) +
    // pen nib
    g(
      { transform: "rotate(-32 622 250)" },
      softShadow(590, 200, 64, 170, 20),
      pathEl("M592 236H652V320L622 372L592 320Z", "url(#gNavy)"),
      pathEl("M604 318H640L622 356Z", "url(#gGold)"),
      line(622, 330, 622, 356, C.navy, 3),
      circle(622, 330, 6, C.navy),
      rect(586, 196, 72, 46, 10, "url(#gTeal)"),
    ) +
    // swatches
    [C.teal, C.tealLight, C.gold, C.navy]
      .map((c, i) =>
        g(
          { transform: `rotate(${-24 + i * 12} 140 456)` },
          rect(112, 336, 56, 128, 12, C.white, { stroke: C.sandDark, "stroke-width": 2 }),
          rect(120, 344, 40, 76, 8, c),
        ),
      )
      .join(""),

  "information-security": () => {
    const doc = (x: number, y: number, rows: boolean[]) =>
      docPage(
        x,
        y,
        250,
        318,
        textLines(x + 26, y + 30, [110, 74], C.navy, 10, 20, 0.85) +
          rows.map((c, i) => checkRow(x + 26, y + 98 + i * 44, 196, c)).join(""),
      );
    const rosette = (cx: number, cy: number, r: number) => {
      const pts: Pt[] = [];
      for (let i = 0; i < 48; i++) {
        const a = (i / 48) * Math.PI * 2;
        const rr = i % 2 ? r * 0.9 : r;
        pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
      }
      return (
        pathEl(
          poly([
            [cx - 30, cy + 20],
            [cx - 10, cy + 30],
            [cx - 26, cy + 86],
            [cx - 38, cy + 70],
            [cx - 54, cy + 76],
          ]),
          C.tealDark,
        ) +
        pathEl(
          poly([
            [cx + 30, cy + 20],
            [cx + 10, cy + 30],
            [cx + 26, cy + 86],
            [cx + 38, cy + 70],
            [cx + 54, cy + 76],
          ]),
          C.tealDark,
        ) +
        pathEl(poly(pts), "url(#gTeal)") +
        circle(cx, cy, r * 0.7, "none", { stroke: C.white, "stroke-width": 3, opacity: 0.6 }) +
        check(cx, cy + 2, r * 0.72, C.white, 7)
      );
    };
    return (
      ground() +
      g({ transform: "rotate(-8 270 260)" }, docPage(170, 96, 250, 318)) +
      doc(210, 84, [true, true, true, false, false]) +
      lock(540, 320, 190) +
      rosette(196, 392, 52) +
      sparkle(640, 150, 15, C.gold) +
      diamond(470, 110, 9, C.tealLight)
    );
  },

  "mobile-dev": () => {
    const listApp = (x: number, y: number, w: number, h: number) =>
      rect(x, y, w, 58, 0, "url(#gTeal)") +
      textLines(x + 16, y + 22, [w * 0.5, w * 0.3], C.white, 8, 14, 0.85) +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            rect(x + 14, y + 74 + i * 44, 28, 28, 8, i % 2 ? C.goldLight : C.mint) +
            textLines(x + 52, y + 78 + i * 44, [w * 0.5, w * 0.32], C.cloud, 7, 12),
        )
        .join("") +
      rect(x, y + h - 40, w, 40, 0, C.sandDark) +
      [0, 1, 2, 3]
        .map((i) => circle(x + w * (0.14 + i * 0.24), y + h - 20, 6, i === 0 ? C.tealLight : C.slate))
        .join("");
    const heroApp = (x: number, y: number, w: number, h: number) =>
      rect(x, y, w, h * 0.46, 0, "url(#gHero)") +
      circle(x + w * 0.72, y + h * 0.16, 22, C.gold, { opacity: 0.9 }) +
      pathEl(
        `M${x} ${y + h * 0.46}L${x + w * 0.35} ${y + h * 0.26}L${x + w * 0.6} ${y + h * 0.38}L${x + w * 0.8} ${y + h * 0.3}L${x + w} ${y + h * 0.4}V${y + h * 0.46}Z`,
        C.tealDark,
        { opacity: 0.6 },
      ) +
      textLines(x + 18, y + h * 0.52, [w * 0.7, w * 0.5, w * 0.6], C.cloud, 9, 18) +
      rect(x + 18, y + h * 0.75, w - 36, 36, 18, "url(#gGold)") +
      rect(x + 18, y + h * 0.75 + 48, w - 36, 36, 18, "none", { stroke: C.tealLight, "stroke-width": 2.5 });
    const gridApp = (x: number, y: number, w: number, _h: number) =>
      rect(x + 12, y + 16, w - 24, 26, 13, C.sandDark) +
      [0, 1, 2, 3, 4, 5]
        .map((i) =>
          rect(
            x + 12 + (i % 2) * ((w - 32) / 2 + 8),
            y + 56 + Math.floor(i / 2) * 82,
            (w - 32) / 2,
            72,
            10,
            [C.mint, C.goldPale, "url(#gTeal)", C.mint, C.goldPale, C.mint][i]!,
          ),
        )
        .join("");
    return (
      ground() +
      phone(136, 130, 150, 300, listApp) +
      phone(514, 130, 150, 300, gridApp) +
      phone(312, 72, 176, 352, heroApp) +
      card(620, 88, 96, 64, { r: 16, face: "url(#gNavy)", side: "#06121F", depth: 6 }) +
      codeGlyph(668, 120, 46, C.goldLight, 6) +
      card(84, 92, 74, 74, { r: 18, face: "url(#gGold)", side: C.goldDark, depth: 6 }) +
      gear(121, 129, 22, 8, C.white, C.white) +
      sparkle(560, 84, 12, C.tealLight)
    );
  },

  "network-security": () => {
    const leftNodes: Pt[] = [
      [110, 150],
      [190, 230],
      [96, 300],
      [176, 380],
      [250, 148],
    ];
    const wallX = 340;
    const bricks: string[] = [];
    for (let r = 0; r < 8; r++) {
      const y = 140 + r * 38;
      const off = r % 2 ? 0 : -30;
      for (let c = 0; c < 3; c++) {
        const x = wallX + off + c * 60;
        const x0 = Math.max(x, wallX);
        const x1 = Math.min(x + 56, wallX + 124);
        if (x1 - x0 > 8)
          bricks.push(
            rect(x0, y, x1 - x0, 34, 5, (r + c) % 3 === 0 ? "url(#gTeal)" : (r + c) % 3 === 1 ? C.teal : C.tealMid),
          );
      }
    }
    const lines = leftNodes
      .map(([x, y]) =>
        pathEl(
          `M${x} ${y}C${(x + wallX) / 2} ${y} ${(x + wallX) / 2} ${260 + (y - 260) * 0.3} ${wallX} ${260 + (y - 260) * 0.3}`,
          "none",
          stroke(C.slate, 3, { opacity: 0.5 }),
        ),
      )
      .join("");
    const rightLinks = [
      [464, 230, 560, 170],
      [464, 300, 560, 330],
    ]
      .map(([a, b, c, d]) =>
        pathEl(`M${a} ${b}C${(a! + c!) / 2} ${b} ${(a! + c!) / 2} ${d} ${c} ${d}`, "none", stroke(C.tealLight, 4)),
      )
      .join("");
    return (
      ground() +
      lines +
      leftNodes.map(([x, y], i) => netNode(x, y, 13, i % 2 ? C.navyLight : C.slate)).join("") +
      [
        [262, 200],
        [280, 318],
      ]
        .map(([x, y]) => rect(x! - 7, y! - 7, 14, 14, 3, C.gold, { transform: `rotate(45 ${x} ${y})` }))
        .join("") +
      softShadow(wallX, 150, 124, 300, 8) +
      rect(wallX - 6, 130, 136, 324, 10, C.tealDark) +
      bricks.join("") +
      rightLinks +
      card(560, 110, 170, 130, { r: 14 }) +
      serverUnit(578, 128, 134, 32) +
      serverUnit(578, 172, 134, 32, C.gold) +
      card(560, 280, 170, 130, { r: 14 }) +
      serverUnit(578, 298, 134, 32) +
      serverUnit(578, 342, 134, 32) +
      shield(402, 212, 96, { face: "url(#gGold)", side: C.goldDark }) +
      check(402, 214, 42, C.white, 8) +
      circle(660, 440, 0, C.white)
    );
  },

  "operation-security": () => {
    const radar = (x: number, y: number, w: number, h: number) => {
      const [cx, cy] = [x + w * 0.38, y + h / 2];
      const r = h * 0.42;
      return (
        rect(x, y, w, h, 8, "url(#gScreen)") +
        [1, 0.68, 0.36]
          .map((k) => circle(cx, cy, r * k, "none", { stroke: C.tealLight, "stroke-width": 2, opacity: 0.55 }))
          .join("") +
        line(cx - r, cy, cx + r, cy, C.tealLight, 1.5, { opacity: 0.4 }) +
        line(cx, cy - r, cx, cy + r, C.tealLight, 1.5, { opacity: 0.4 }) +
        el(
          "defs",
          {},
          linGrad(
            "sweep",
            [
              [0, C.tealLight, 0],
              [1, C.tealLight, 0.75],
            ],
            0,
            1,
            1,
            0,
          ),
        ) +
        pathEl(
          `M${cx} ${cy}L${cx + r} ${cy}A${r} ${r} 0 0 0 ${cx + r * Math.cos(-1)} ${cy + r * Math.sin(-1)}Z`,
          "url(#sweep)",
        ) +
        circle(cx + r * 0.5, cy - r * 0.3, 6, C.gold) +
        circle(cx - r * 0.45, cy + r * 0.5, 5, C.goldLight, { opacity: 0.8 }) +
        circle(cx + r * 0.2, cy + r * 0.62, 4, C.tealPale) +
        textLines(x + w * 0.74, y + 26, [w * 0.18, w * 0.12, w * 0.16], "#3C5B78", 8, 18) +
        barChart(
          x + w * 0.72,
          y + h - 92,
          w * 0.22,
          70,
          [0.4, 0.8, 0.6, 0.9],
          [C.tealLight, C.tealLight, C.gold, C.tealLight],
          3,
        )
      );
    };
    const eyeScreen = (x: number, y: number, w: number, h: number) => {
      const [cx, cy] = [x + w / 2, y + h / 2];
      return (
        rect(x, y, w, h, 6, "url(#gMint)") +
        pathEl(`M${cx - 52} ${cy}Q${cx} ${cy - 46} ${cx + 52} ${cy}Q${cx} ${cy + 46} ${cx - 52} ${cy}Z`, C.white, {
          stroke: C.navy,
          "stroke-width": 4,
        }) +
        circle(cx, cy, 20, "url(#gTeal)") +
        circle(cx, cy, 9, C.navy) +
        circle(cx + 6, cy - 6, 4, C.white)
      );
    };
    const pulse = (x: number, y: number, w: number, h: number) =>
      rect(x, y, w, h, 6, "url(#gScreen)") +
      pathEl(
        polyline([
          [x + 8, y + h * 0.6],
          [x + w * 0.3, y + h * 0.6],
          [x + w * 0.38, y + h * 0.25],
          [x + w * 0.48, y + h * 0.85],
          [x + w * 0.56, y + h * 0.45],
          [x + w * 0.64, y + h * 0.6],
          [x + w - 8, y + h * 0.6],
        ]),
        "none",
        stroke(C.gold, 3.5),
      ) +
      circle(x + w - 18, y + 16, 5, C.tealLight);
    return (
      ground() +
      monitor(70, 196, 170, 120, pulse, 40) +
      monitor(560, 176, 170, 130, eyeScreen, 48) +
      monitor(220, 84, 360, 250, radar, 60) +
      sparkle(600, 120, 13, C.gold) +
      diamond(98, 160, 8, C.tealLight)
    );
  },

  "promotional-video": () => {
    const stripes = (x: number, y: number, w: number, h: number, n: number) =>
      Array.from({ length: n }, (_, i) =>
        pathEl(
          poly([
            [x + (i * w) / n, y + h],
            [x + (i * w) / n + h * 0.8, y],
            [x + ((i + 0.5) * w) / n + h * 0.8, y],
            [x + ((i + 0.5) * w) / n, y + h],
          ]),
          C.white,
        ),
      ).join("");
    const strip = (x: number, y: number, w: number) =>
      rect(x, y, w, 84, 8, "url(#gNavy)") +
      Array.from(
        { length: Math.floor(w / 28) },
        (_, i) => rect(x + 10 + i * 28, y + 8, 14, 10, 3, C.sand) + rect(x + 10 + i * 28, y + 66, 14, 10, 3, C.sand),
      ).join("") +
      [0, 1, 2]
        .map((i) =>
          rect(
            x + 14 + i * ((w - 28) / 3),
            y + 24,
            (w - 28) / 3 - 10,
            36,
            5,
            ["url(#gTeal)", "url(#gGold)", C.tealLight][i]!,
          ),
        )
        .join("");
    return (
      ground() +
      g({ transform: "rotate(-6 420 440)" }, strip(250, 392, 440)) +
      // clapperboard
      softShadow(120, 220, 270, 190, 14) +
      rect(120, 230, 270, 190, 14, C.navy) +
      rect(120, 222, 270, 190, 14, "url(#gNavy)") +
      textLines(146, 290, [140, 200, 110], "#34506D", 12, 30) +
      rect(120, 186, 270, 40, 8, C.navy) +
      g({}, stripes(126, 190, 258, 32, 5)) +
      g(
        { transform: "rotate(-16 124 176)" },
        rect(120, 150, 270, 36, 8, "url(#gGold)"),
        stripes(128, 154, 256, 28, 5),
      ) +
      circle(128, 182, 9, C.gold) +
      // play button
      circle(556, 212, 112, C.navy, { opacity: 0.14, filter: "url(#blur16)" }) +
      circle(556, 208, 104, C.tealDark) +
      circle(556, 200, 104, "url(#gTeal)") +
      circle(556, 200, 80, "none", { stroke: C.white, "stroke-width": 3, opacity: 0.3 }) +
      pathEl("M530 150L610 200L530 250Z", C.white, {
        stroke: C.white,
        "stroke-width": 12,
        "stroke-linejoin": "round",
      }) +
      // timeline scrubber
      rect(476, 342, 200, 10, 5, C.sandDeep) +
      rect(476, 342, 124, 10, 5, "url(#gGold)") +
      circle(600, 347, 12, C.white, { stroke: C.gold, "stroke-width": 4 }) +
      sparkle(690, 110, 15, C.gold) +
      sparkle(430, 110, 9, C.tealLight)
    );
  },

  "web-app-dev": () =>
    ground() +
    browser(100, 70, 560, 360) +
    rect(100, 102, 110, 328, 0, "url(#gNavy)") +
    pathEl("M100 416v0a14 14 0 0 0 14 14h96V416Z", C.navy) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          rect(122, 130 + i * 40, 16, 16, 5, i === 0 ? C.gold : "#3C5B78") +
          rect(146, 134 + i * 40, 44, 8, 4, i === 0 ? C.goldLight : "#3C5B78"),
      )
      .join("") +
    [0, 1, 2]
      .map((i) => {
        const x = 230 + i * 142;
        return (
          card(x, 124, 126, 76, { depth: 4, r: 10, shadow: false, face: C.white }) +
          rect(x + 14, 138, 40, 8, 4, C.cloud) +
          rect(x + 14, 160, 64, 16, 8, ["url(#gTeal)", "url(#gGold)", C.navy][i]!) +
          lineChart(x + 86, 150, 28, 30, [0.2, 0.6, 0.4, 0.9], C.tealLight, undefined, 2.5)
        );
      })
      .join("") +
    card(230, 218, 276, 190, { depth: 4, r: 10, shadow: false, face: C.white }) +
    lineChart(248, 250, 240, 130, [0.25, 0.4, 0.3, 0.62, 0.5, 0.86], C.tealLight, "url(#gAreaTeal)", 4) +
    card(520, 218, 122, 190, { depth: 4, r: 10, shadow: false, face: C.white }) +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          circle(540, 246 + i * 32, 8, i % 2 ? C.goldLight : C.mint) +
          rect(554, 242 + i * 32, 70 - (i % 3) * 12, 8, 4, C.cloud),
      )
      .join("") +
    card(570, 300, 170, 150, { r: 16 }) +
    donut(620, 375, 32, 14, [0.55, 0.25], [C.teal, C.gold]) +
    textLines(666, 356, [46, 34, 40], C.cloud, 7, 16) +
    card(60, 300, 120, 62, { r: 31, depth: 6 }) +
    rect(80, 321, 44, 22, 11, C.tealLight) +
    circle(113, 332, 8, C.white) +
    textLines(134, 326, [30], C.cloud, 8, 12),

  "web-dev": () => {
    const front = (x: number, y: number, w: number) =>
      rect(x + 18, y + 50, w - 36, 116, 10, "url(#gHero)") +
      textLines(x + 40, y + 76, [150, 110], C.white, 10, 20, 0.9) +
      rect(x + 40, y + 124, 80, 26, 13, "url(#gGold)") +
      circle(x + w - 100, y + 108, 40, C.white, { opacity: 0.14 }) +
      pathEl(
        poly([
          [x + w - 150, y + 166],
          [x + w - 96, y + 112],
          [x + w - 60, y + 142],
          [x + w - 36, y + 124],
          [x + w - 18, y + 140],
          [x + w - 18, y + 166],
        ]),
        C.tealDark,
        { opacity: 0.45 },
      ) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(
              x + 18 + i * ((w - 36) / 3 + 4),
              y + 180,
              (w - 36) / 3 - 8,
              70,
              10,
              i === 1 ? C.goldPale : C.mintLight,
            ) +
            circle(x + 40 + i * ((w - 36) / 3 + 4), y + 204, 10, i === 1 ? C.gold : C.tealLight) +
            rect(x + 30 + i * ((w - 36) / 3 + 4), y + 226, 60, 7, 3.5, C.cloud),
        )
        .join("");
    return (
      ground() +
      browser(90, 64, 360, 250) +
      textLines(114, 120, [220, 160, 200, 120], C.sandDark, 12, 26) +
      browser(190, 116, 380, 260, { dark: true }) +
      codeLines(214, 170, 330, 7, 5) +
      browser(300, 170, 410, 280) +
      front(300, 170, 410) +
      // cursor
      pathEl("M396 322L396 364L406 354L414 372L422 368L414 351L428 351Z", C.navy, {
        stroke: C.white,
        "stroke-width": 3,
        "stroke-linejoin": "round",
      }) +
      card(70, 360, 130, 70, { r: 18, face: "url(#gNavy)", side: "#06121F", depth: 6 }) +
      codeGlyph(135, 395, 58, C.goldLight, 7) +
      sparkle(690, 120, 14, C.gold)
    );
  },

  seo: () => {
    const vals = [0.28, 0.42, 0.56, 0.72, 0.95];
    const bx = 190;
    const bw = 62;
    const base = 446;
    const bars = vals
      .map((v, i) => {
        const h = v * 240;
        const x = bx + i * 84;
        const top = i === 4 ? "url(#gGold)" : "url(#gTeal)";
        return (
          softShadow(x, base - h, bw, h, 8, 0.1) +
          rect(x, base - h + 8, bw, h, 10, i === 4 ? C.goldDark : C.tealDark) +
          rect(x, base - h, bw, h, 10, top)
        );
      })
      .join("");
    const star = (cx: number, cy: number, r: number) =>
      pathEl(
        poly(
          Array.from({ length: 10 }, (_, i) => {
            const a = -Math.PI / 2 + (i * Math.PI) / 5;
            const rr = i % 2 ? r * 0.45 : r;
            return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)] as const;
          }),
        ),
        C.gold,
        { stroke: C.gold, "stroke-width": 4, "stroke-linejoin": "round" },
      );
    return (
      ground() +
      card(150, 66, 500, 76, { r: 38, depth: 8 }) +
      magnifier(196, 102, 13, 45, C.white) +
      textLines(232, 98, [220], C.cloud, 10) +
      circle(608, 104, 24, "url(#gGold)") +
      pathEl("M598 104h20m-8 -8l8 8l-8 8", "none", stroke(C.white, 4)) +
      bars +
      star(bx + 4 * 84 + bw / 2, base - 0.95 * 240 - 34, 20) +
      pathEl(
        `M${bx - 10} 360 C 330 350 420 300 ${bx + 350} 196`,
        "none",
        stroke(C.navy, 5, { "stroke-dasharray": "2 12" }),
      ) +
      magnifier(560, 280, 78, 45) +
      sparkle(116, 200, 12, C.gold) +
      diamond(700, 220, 8, C.tealLight)
    );
  },

  chatbot: () => {
    const bubble = (x: number, y: number, w: number, h: number, fill: string, tail: "l" | "r", body: string) =>
      softShadow(x, y, w, h, h / 2, 0.1) +
      rect(x, y, w, h, 22, fill) +
      pathEl(
        tail === "l"
          ? `M${x + 10} ${y + h - 22}L${x - 16} ${y + h + 6}L${x + 34} ${y + h}Z`
          : `M${x + w - 10} ${y + h - 22}L${x + w + 16} ${y + h + 6}L${x + w - 34} ${y + h}Z`,
        fill,
      ) +
      body;
    const bot =
      // antenna
      line(250, 126, 250, 92, C.navy, 6) +
      circle(250, 86, 13, "url(#gGold)") +
      // ears
      rect(138, 176, 28, 70, 12, C.tealDark) +
      rect(334, 176, 28, 70, 12, C.tealDark) +
      // body
      softShadow(176, 300, 148, 150, 40) +
      rect(226, 270, 48, 40, 10, C.tealDark) +
      pathEl("M172 456C172 352 204 296 250 296S328 352 328 456Z", "url(#gTeal)") +
      circle(250, 384, 22, "url(#gGold)") +
      circle(250, 384, 10, C.white, { opacity: 0.6 }) +
      // head
      softShadow(156, 128, 188, 160, 40) +
      rect(156, 136, 188, 160, 46, C.sandDeep) +
      rect(156, 126, 188, 160, 46, "url(#gCard)") +
      rect(178, 156, 144, 100, 32, "url(#gNavy)") +
      rect(208, 186, 22, 30, 11, C.tealPale) +
      rect(270, 186, 22, 30, 11, C.tealPale) +
      pathEl("M226 230Q250 248 274 230", "none", stroke(C.goldLight, 6)) +
      circle(196, 230, 6, C.gold, { opacity: 0.5 }) +
      circle(304, 230, 6, C.gold, { opacity: 0.5 });
    return (
      ground() +
      bot +
      bubble(420, 90, 290, 92, "url(#gTeal)", "l", textLines(450, 118, [200, 150], C.white, 10, 22, 0.9)) +
      bubble(470, 218, 240, 80, "url(#gCard)", "r", textLines(496, 242, [170, 110], C.cloud, 10, 22)) +
      bubble(
        420,
        340,
        150,
        66,
        "url(#gTeal)",
        "l",
        [0, 1, 2].map((i) => circle(466 + i * 28, 373, 8, C.white, { opacity: 1 - i * 0.25 })).join(""),
      ) +
      sparkle(380, 100, 12, C.gold) +
      diamond(120, 340, 8, C.tealLight)
    );
  },

  cybersecurity: () => {
    const orbit = ellipse(400, 300, 300, 92, "none", {
      stroke: C.tealLight,
      "stroke-width": 3,
      opacity: 0.35,
      transform: "rotate(-12 400 300)",
    });
    const orbitNodes: Pt[] = [
      [116, 352],
      [684, 250],
      [230, 212],
      [600, 384],
    ];
    return (
      ground() +
      orbit +
      shield(400, 268, 330, { face: "url(#gTealSoft)", side: "#7DB9AE" }) +
      shield(400, 266, 246, { face: "url(#gTeal)", side: C.tealDark, shadow: false }) +
      shield(400, 262, 166, { face: "url(#gNavy)", side: "#06121F", shadow: false }) +
      lock(400, 276, 74) +
      orbitNodes.map(([x, y], i) => netNode(x, y, 11, i % 2 ? C.gold : C.tealLight)).join("") +
      [
        [130, 150],
        [660, 130],
        [690, 420],
      ]
        .map(
          ([x, y], i) =>
            card(x! - 30, y! - 22, 60, 44, { r: 10, depth: 5, face: i === 1 ? "url(#gGold)" : "url(#gCard)" }) +
            textLines(x! - 16, y! - 8, [32, 20], i === 1 ? C.white : C.cloud, 6, 12),
        )
        .join("") +
      sparkle(560, 104, 14, C.gold)
    );
  },
};

// ───────────────────────────── subject illustrations: home "solutions" cards ─────────────────────────────

const SOLUTION_ART: Record<string, () => string> = {
  "managed-it": () =>
    ground(400, 488, 320, 28) +
    pathEl("M350 170C420 120 460 110 500 132", "none", stroke(C.tealLight, 4, { "stroke-dasharray": "2 11" })) +
    card(140, 88, 210, 360, { r: 18, face: "url(#gNavy)", side: "#06121F", depth: 10 }) +
    [0, 1, 2, 3, 4].map((i) => serverUnit(160, 112 + i * 62, 170, 42, i === 2 ? C.gold : C.tealLight)).join("") +
    rect(160, 426, 170, 8, 4, "#2F5173") +
    // cloud with sync arrows
    cloudShape(590, 190, 230, C.navy, { opacity: 0.12, filter: "url(#blur16)", transform: "translate(0 18)" }) +
    cloudShape(590, 178, 230, "url(#gCard)") +
    pathEl("M556 172a34 34 0 0 1 62 -14", "none", stroke(C.tealLight, 8)) +
    pathEl("M622 140l-2 22l-22 -4", "none", stroke(C.tealLight, 8)) +
    pathEl("M624 186a34 34 0 0 1 -62 14", "none", stroke(C.gold, 8)) +
    pathEl("M558 218l2 -22l22 4", "none", stroke(C.gold, 8)) +
    // uptime card
    card(400, 282, 300, 160, { r: 16 }) +
    textLines(424, 304, [90, 60], C.cloud, 8, 16) +
    lineChart(424, 346, 200, 70, [0.5, 0.62, 0.55, 0.7, 0.66, 0.84, 0.8, 0.95], C.tealLight, "url(#gAreaTeal)", 4) +
    circle(660, 318, 22, "url(#gTeal)") +
    check(660, 318, 22, C.white, 5) +
    gear(352, 96, 46, 9, "url(#gGold)", C.goldDark, 10) +
    circle(352, 96, 15, C.white) +
    sparkle(720, 90, 13, C.gold),

  "digital-transformation": () => {
    const steps = [0, 1, 2, 3].map((i) => {
      const h = 70 + i * 56;
      const x = 108 + i * 150;
      const faces = [C.sandDeep, "url(#gTealSoft)", "url(#gTeal)", "url(#gTealDeep)"];
      const sides = ["#C6B694", "#7DB9AE", C.tealDark, "#052E2A"];
      return (
        softShadow(x, 460 - h, 136, h, 10) +
        rect(x, 460 - h + 10, 136, h, 12, sides[i]!) +
        rect(x, 460 - h, 136, h, 12, faces[i]!)
      );
    });
    const pixels = [
      [300, 200, 16, C.sandDeep],
      [330, 176, 12, C.tealPale],
      [356, 206, 10, C.gold],
      [380, 150, 14, C.tealLight],
      [420, 180, 10, C.tealPale],
      [440, 128, 12, C.gold],
    ] as const;
    return (
      ground(400, 478, 330, 24) +
      steps.join("") +
      // paper documents on the first step
      g(
        { transform: "rotate(-8 175 330)" },
        docPage(128, 268, 92, 112, textLines(142, 292, [54, 40, 60, 30], C.sandDeep, 7, 16)),
      ) +
      docPage(160, 262, 92, 112, textLines(174, 286, [54, 40, 60, 30], C.cloud, 7, 16)) +
      // tablet dashboard on the last step
      card(540, 104, 200, 150, { r: 16, face: "url(#gNavy)", side: "#06121F", depth: 8 }) +
      rect(552, 116, 176, 126, 8, C.white) +
      barChart(
        566,
        150,
        80,
        78,
        [0.4, 0.65, 0.5, 0.95],
        ["url(#gTeal)", "url(#gTeal)", "url(#gTeal)", "url(#gGold)"],
        4,
      ) +
      donut(690, 176, 22, 10, [0.6, 0.25], [C.teal, C.gold]) +
      textLines(566, 128, [60], C.cloud, 7) +
      pixels.map(([x, y, s, c]) => rect(x, y, s, s, 3, c)).join("") +
      pathEl("M190 190C250 90 420 60 520 120", "none", stroke(C.gold, 7)) +
      pathEl("M498 100l26 22l-32 10", "none", stroke(C.gold, 7)) +
      sparkle(96, 150, 12, C.tealLight)
    );
  },

  "dedicated-teams": () => {
    const col = (x: number, n: number, tags: string[]) =>
      Array.from(
        { length: n },
        (_, i) =>
          rect(x, 120 + i * 48, 110, 38, 8, C.white, { stroke: C.sandDark, "stroke-width": 2 }) +
          rect(x + 10, 130 + i * 48, 24, 7, 3.5, tags[i % tags.length]!) +
          rect(x + 10, 143 + i * 48, 70, 6, 3, C.cloud),
      ).join("");
    return (
      ground(400, 486, 320, 26) +
      card(180, 64, 440, 236, { r: 18 }) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(200 + i * 140, 84, 120, 200, 10, C.mintLight) +
            rect(210 + i * 140, 96, 50, 8, 4, [C.tealLight, C.gold, C.navy][i]!),
        )
        .join("") +
      col(205, 3, [C.tealLight, C.gold]) +
      col(345, 2, [C.gold, C.navyLight]) +
      col(485, 3, [C.tealLight, C.navyLight, C.gold]) +
      pathEl("M262 304Q330 270 400 290Q470 270 538 304", "none", stroke(C.gold, 4, { "stroke-dasharray": "2 10" })) +
      person(258, 346, 130, C.skin1, "url(#gTeal)", C.navy, 0) +
      person(542, 346, 130, C.skin3, "url(#gGold)", C.navy, 2) +
      person(400, 324, 152, C.skin2, "url(#gNavy)", "#3A2A20", 1) +
      card(96, 250, 92, 54, { r: 20, depth: 5, face: "url(#gTeal)", side: C.tealDark }) +
      [0, 1, 2].map((i) => circle(124 + i * 18, 277, 5, C.white)).join("") +
      card(614, 240, 92, 54, { r: 20, depth: 5 }) +
      check(660, 267, 22, C.tealLight, 5)
    );
  },

  "systems-integration": () => {
    const hub: Pt = [400, 270];
    const hex = (cx: number, cy: number, r: number) =>
      poly(
        Array.from(
          { length: 6 },
          (_, i) => [cx + r * Math.cos((Math.PI / 3) * i), cy + r * Math.sin((Math.PI / 3) * i)] as const,
        ),
      );
    const sats: Pt[] = [
      [150, 150],
      [650, 150],
      [150, 392],
      [650, 392],
    ];
    const pipes = sats
      .map(([x, y]) => {
        const d = `M${x} ${y}C${(x + hub[0]) / 2} ${y} ${(x + hub[0]) / 2} ${hub[1]} ${hub[0]} ${hub[1]}`;
        return (
          pathEl(d, "none", stroke(C.sandDeep, 16)) +
          pathEl(d, "none", stroke(C.tealLight, 4, { "stroke-dasharray": "14 12" }))
        );
      })
      .join("");
    const db = (cx: number, cy: number) =>
      softShadow(cx - 50, cy - 40, 100, 110, 30) +
      rect(cx - 50, cy - 40, 100, 90, 0, "url(#gTeal)") +
      ellipse(cx, cy + 50, 50, 16, C.teal) +
      ellipse(cx, cy + 5, 50, 16, "none", { stroke: C.tealDark, "stroke-width": 3, opacity: 0.5 }) +
      ellipse(cx, cy - 40, 50, 16, C.tealPale) +
      circle(cx + 30, cy + 14, 4, C.gold);
    const win = (cx: number, cy: number) =>
      browser(cx - 80, cy - 56, 160, 112) + textLines(cx - 60, cy - 6, [90, 120, 70], C.cloud, 7, 14);
    const mobile = (cx: number, cy: number) =>
      phone(
        cx - 42,
        cy - 74,
        84,
        150,
        (x, y, w, h) =>
          rect(x, y, w, h * 0.4, 0, "url(#gHero)") +
          textLines(x + 10, y + h * 0.5, [w - 20, w - 36, w - 28], C.cloud, 6, 13),
      );
    return (
      ground(400, 492, 330, 24) +
      pipes +
      db(150, 140) +
      cloudShape(650, 170, 170, C.navy, { opacity: 0.12, filter: "url(#blur16)", transform: "translate(0 16)" }) +
      cloudShape(650, 160, 170, "url(#gCard)") +
      circle(650, 130, 16, C.gold) +
      mobile(150, 392) +
      win(650, 392) +
      pathEl(hex(hub[0], hub[1] + 20, 94), C.navy, { opacity: 0.14, filter: "url(#blur16)" }) +
      pathEl(hex(hub[0], hub[1] + 10, 90), C.tealDark) +
      pathEl(hex(hub[0], hub[1], 90), "url(#gTeal)") +
      pathEl(hex(hub[0], hub[1], 66), "none", { stroke: C.white, "stroke-width": 3, opacity: 0.3 }) +
      pathEl("M366 254h64m-16 -16l16 16l-16 16", "none", stroke(C.white, 9)) +
      pathEl("M434 290h-64m16 -16l-16 16l16 16", "none", stroke(C.goldLight, 9))
    );
  },
};

// ───────────────────────────── subject illustrations: blog covers ─────────────────────────────

const BLOG_ART: Record<string, () => string> = {
  "nca-ecc": () =>
    ground() +
    card(150, 66, 280, 390, { r: 20, face: "url(#gNavy)", side: "#06121F", depth: 10 }) +
    rect(170, 96, 240, 340, 10, "url(#gCard)") +
    rect(230, 50, 120, 44, 14, "url(#gGold)") +
    circle(290, 64, 8, C.white) +
    textLines(194, 122, [130, 90], C.navy, 10, 20, 0.8) +
    [true, true, true, true, false].map((c, i) => checkRow(194, 184 + i * 46, 190, c, 24)).join("") +
    shield(560, 272, 250) +
    check(560, 276, 110, C.white, 18) +
    circle(660, 136, 34, "url(#gGold)", { stroke: C.white, "stroke-width": 5 }) +
    sparkle(660, 136, 16, C.white) +
    diamond(470, 96, 9, C.tealLight) +
    sparkle(118, 420, 12, C.gold),

  pdpl: () =>
    ground() +
    shield(300, 250, 330, { face: C.mint, side: "#BFDDD6", shadow: false, rim: C.tealLight }) +
    card(120, 150, 380, 236, { r: 20 }) +
    rect(120, 150, 380, 56, 0, "url(#gTeal)", { "clip-path": "none" }) +
    pathEl("M120 206V170a20 20 0 0 1 20 -20h340a20 20 0 0 1 20 20v36Z", "url(#gTeal)") +
    textLines(144, 172, [120], C.white, 10, 20, 0.8) +
    circle(204, 282, 52, C.mintLight) +
    el("clipPath", { id: "pdplAvatar" }, circle(204, 282, 52, "#000")) +
    g({ "clip-path": "url(#pdplAvatar)" }, person(204, 268, 110, C.skin1, "url(#gTeal)", C.navy, 2)) +
    textLines(280, 240, [150, 110, 170, 90], C.cloud, 10, 26) +
    rect(280, 350, 100, 10, 5, "url(#gGold)") +
    lock(560, 344, 150) +
    card(530, 88, 190, 118, { r: 16 }) +
    [0, 1]
      .map(
        (i) =>
          rect(550, 108 + i * 46, 60, 30, 15, i ? C.sandDark : C.tealLight) +
          circle(i ? 565 : 595, 123 + i * 46, 11, C.white) +
          rect(626, 118 + i * 46, 74, 9, 4.5, C.cloud),
      )
      .join("") +
    sparkle(110, 110, 13, C.gold),

  "e-invoicing": () =>
    ground() +
    monitor(
      380,
      64,
      350,
      236,
      (x, y, w, h) =>
        rect(x, y, w, h, 8, C.white) +
        rect(x, y, 70, h, 0, C.mintLight) +
        [0, 1, 2, 3].map((i) => rect(x + 16, y + 20 + i * 30, 38, 8, 4, i ? C.tealPale : C.tealLight)).join("") +
        textLines(x + 88, y + 18, [90], C.navy, 9, 0, 0.7) +
        [0, 1, 2, 3, 4]
          .map(
            (i) =>
              rect(x + 88, y + 44 + i * 26, w - 106, 18, 4, i % 2 ? C.white : C.sand) +
              rect(x + 96, y + 49 + i * 26, 60, 8, 4, C.cloud) +
              rect(x + w - 70, y + 49 + i * 26, 40, 8, 4, i === 0 ? C.gold : C.tealPale),
          )
          .join("") +
        barChart(x + 88, y + h - 40, 120, 30, [0.5, 0.8, 0.6, 1], [C.tealLight], 3),
    ) +
    g({ transform: "rotate(-7 230 300)" }, docPage(120, 150, 210, 290)) +
    docPage(
      150,
      130,
      210,
      290,
      rect(150, 130, 192, 54, 0, "url(#gTeal)", { "clip-path": "none", opacity: 0 }) +
        rect(170, 152, 80, 12, 6, C.teal) +
        textLines(170, 180, [110, 70], C.cloud, 8, 16) +
        [0, 1, 2, 3]
          .map((i) => rect(170, 232 + i * 26, 100, 8, 4, C.sandDark) + rect(300, 232 + i * 26, 40, 8, 4, C.cloud))
          .join("") +
        rect(170, 352, 170, 2, 1, C.sandDeep) +
        rect(250, 370, 90, 16, 8, "url(#gGold)"),
    ) +
    card(320, 292, 150, 150, { r: 16 }) +
    qrCode(337, 309, 116, 42) +
    circle(700, 360, 30, "url(#gGold)") +
    circle(700, 360, 20, "none", { stroke: C.white, "stroke-width": 3, opacity: 0.6 }) +
    sparkle(640, 430, 12, C.tealLight),

  "arabic-seo": () => {
    // The skeleton of right-to-left Arabic text: word bars on a baseline with rising strokes,
    // descending bowls and rhombic dots — it reads as "Arabic copy" without spelling anything.
    const rand = rng(99);
    const arabicLine = (right: number, y: number, widths: number[], keyword = -1) => {
      let x = right;
      let out = "";
      widths.forEach((w, i) => {
        const ink = i === keyword ? C.teal : C.navy;
        const left = x - w;
        if (i === keyword) out += rect(left - 10, y - 44, w + 20, 64, 12, C.goldPale);
        out += rect(left, y - 4, w, 8, 4, ink);
        const rises = 1 + Math.floor(rand() * 2);
        for (let k = 0; k < rises; k++) {
          const ax = left + w * (0.2 + 0.6 * ((k + 0.5) / rises)) + (rand() - 0.5) * 8;
          out += line(ax, y, ax, y - 22 - rand() * 14, ink, 7);
        }
        if (rand() < 0.6) out += pathEl(`M${left + 3} ${y}a13 13 0 0 0 26 0`, "none", stroke(ink, 7));
        const dots = Math.floor(rand() * 3);
        for (let k = 0; k < dots; k++) {
          const below = rand() < 0.4;
          out += diamond(
            left + w * (0.3 + 0.4 * rand()),
            below ? y + 16 : y - 16 - (k % 2) * 2,
            4.5,
            i === keyword ? C.gold : ink,
          );
        }
        x = left - 18;
      });
      return out;
    };
    const strokes =
      arabicLine(420, 262, [86, 64, 98]) + arabicLine(420, 330, [58, 104, 70], 1) + arabicLine(420, 398, [120, 76]);
    const vals = [0.35, 0.58, 0.9];
    return (
      ground() +
      card(150, 60, 500, 76, { r: 38, depth: 8 }) +
      magnifier(604, 97, 13, 45, C.white) +
      textLines(380, 93, [190], C.cloud, 10) +
      rect(190, 88, 150, 20, 10, C.goldPale) +
      card(110, 190, 340, 250, { r: 18 }) +
      strokes +
      vals
        .map(
          (v, i) =>
            rect(500 + i * 74, 440 - v * 250 + 8, 56, v * 250, 10, i === 2 ? C.goldDark : C.tealDark) +
            rect(500 + i * 74, 440 - v * 250, 56, v * 250, 10, i === 2 ? "url(#gGold)" : "url(#gTeal)"),
        )
        .join("") +
      pathEl("M480 330C540 300 580 260 676 180", "none", stroke(C.navy, 5, { "stroke-dasharray": "2 12" })) +
      pathEl("M652 176l26 2l-4 26", "none", stroke(C.navy, 5)) +
      sparkle(700, 250, 12, C.gold) +
      sparkle(90, 150, 11, C.tealLight)
    );
  },

  "mobile-apps": () => {
    const profile = (x: number, y: number, w: number, h: number) =>
      rect(x, y, w, h * 0.3, 0, "url(#gHero)") +
      circle(x + w / 2, y + h * 0.3, 30, C.white) +
      circle(x + w / 2, y + h * 0.3, 24, C.goldLight) +
      textLines(x + w * 0.2, y + h * 0.42, [w * 0.6, w * 0.4], C.cloud, 8, 16) +
      [0, 1, 2]
        .map((i) => rect(x + 14, y + h * 0.55 + i * 44, w - 28, 34, 10, i === 1 ? C.goldPale : C.mintLight))
        .join("");
    const gallery = (x: number, y: number, w: number, _h: number) =>
      rect(x, y, w, 50, 0, C.white) +
      textLines(x + 14, y + 20, [w * 0.4], C.navy, 9, 0, 0.7) +
      [0, 1, 2, 3, 4, 5, 6, 7]
        .map((i) =>
          rect(
            x + 10 + (i % 2) * (w / 2 - 5),
            y + 56 + Math.floor(i / 2) * 70,
            w / 2 - 15,
            60,
            10,
            ["url(#gTeal)", C.goldPale, C.mint, "url(#gGold)", C.mint, C.tealPale, C.goldPale, C.mint][i]!,
          ),
        )
        .join("");
    const stats = (x: number, y: number, w: number, h: number) =>
      rect(x, y, w, h, 0, "url(#gMint)") +
      card(x + 12, y + 20, w - 24, 120, { depth: 0, shadow: false, r: 12, face: C.white }) +
      lineChart(x + 24, y + 40, w - 48, 80, [0.2, 0.5, 0.4, 0.7, 0.9], C.tealLight, "url(#gAreaTeal)", 3.5) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(x + 12, y + 158 + i * 40, w - 24, 30, 8, C.white) +
            circle(x + 30, y + 173 + i * 40, 7, i === 0 ? C.gold : C.tealLight),
        )
        .join("");
    const tile = (x: number, y: number, fill: string, glyph: string) =>
      card(x, y, 70, 70, { r: 18, face: fill, side: "#00000022", depth: 6 }) + glyph;
    return (
      ground() +
      g({ transform: "rotate(-13 250 300)" }, phone(176, 120, 150, 300, stats)) +
      g({ transform: "rotate(13 550 300)" }, phone(474, 120, 150, 300, gallery)) +
      phone(312, 76, 176, 352, profile) +
      tile(90, 110, "url(#gGold)", circle(125, 145, 16, C.white)) +
      tile(
        640,
        90,
        "url(#gTeal)",
        pathEl(
          poly([
            [660, 142],
            [675, 112],
            [690, 142],
          ]),
          C.white,
        ),
      ) +
      tile(660, 330, "url(#gNavy)", barChart(672, 344, 46, 40, [0.5, 0.9, 0.7], [C.goldLight], 3)) +
      sparkle(120, 330, 12, C.tealLight)
    );
  },

  phishing: () =>
    ground() +
    // fishing line and hook
    line(420, -10, 420, 150, C.navy, 3) +
    // envelope
    softShadow(170, 210, 380, 240, 18) +
    pathEl("M170 240L360 110L550 240Z", C.sandDeep) +
    docPage(
      212,
      120,
      296,
      250,
      textLines(238, 150, [120, 200, 170], C.cloud, 9, 20) +
        rect(238, 222, 150, 26, 13, C.goldPale, { stroke: C.gold, "stroke-width": 2.5 }) +
        rect(250, 231, 96, 8, 4, C.gold),
    ) +
    pathEl("M420 150V214C420 250 372 250 372 216", "none", stroke(C.navy, 7)) +
    pathEl("M366 226L372 206L384 222", "none", stroke(C.navy, 5)) +
    circle(420, 150, 7, C.gold) +
    rect(170, 250, 380, 210, 16, "url(#gTeal)") +
    pathEl("M170 262L360 380L550 262V444a16 16 0 0 1 -16 16H186a16 16 0 0 1 -16 -16Z", "url(#gTealDeep)") +
    pathEl("M170 452L330 350M550 452L390 350", "none", stroke(C.tealLight, 4, { opacity: 0.5 })) +
    // warning sign
    pathEl("M640 150L722 296H558Z", C.goldDark, {
      stroke: C.goldDark,
      "stroke-width": 22,
      "stroke-linejoin": "round",
      transform: "translate(0 9)",
    }) +
    pathEl("M640 150L722 296H558Z", "url(#gGold)", { stroke: C.gold, "stroke-width": 22, "stroke-linejoin": "round" }) +
    rect(632, 196, 16, 56, 8, C.navy) +
    circle(640, 272, 9, C.navy) +
    sparkle(110, 150, 12, C.gold) +
    diamond(700, 380, 9, C.tealLight),

  "e-store": () => {
    const awning = Array.from({ length: 6 }, (_, i) => {
      const x = 150 + i * 60;
      return (
        rect(x, 110, 60, 60, 0, i % 2 ? C.white : "url(#gTeal)") +
        pathEl(`M${x} 170a30 30 0 0 0 60 0Z`, i % 2 ? C.white : C.teal)
      );
    }).join("");
    return (
      ground() +
      card(160, 130, 340, 320, { r: 12 }) +
      rect(140, 96, 380, 20, 8, "url(#gNavy)") +
      awning +
      rect(186, 230, 140, 150, 10, C.mintLight) +
      [0, 1].map((r) => rect(186, 300 + r * 70, 140, 6, 3, C.sandDeep)).join("") +
      [
        [198, 262, C.gold],
        [238, 270, C.tealLight],
        [268, 256, C.navyLight],
        [206, 334, C.tealPale],
        [244, 326, C.goldLight],
        [284, 338, C.tealLight],
      ]
        .map(([x, y, c]) =>
          rect(x as number, y as number, 30, 300 - (y as number) + ((y as number) > 300 ? 70 : 0), 5, c as string),
        )
        .join("") +
      rect(360, 230, 110, 220, 10, "url(#gNavy)") +
      circle(448, 344, 6, C.gold) +
      // cart
      pathEl("M520 300h34l30 120h128l24 -86H570", "none", stroke(C.navy, 10)) +
      card(586, 268, 56, 62, { r: 8, face: "url(#gGold)", side: C.goldDark, depth: 5, shadow: false }) +
      card(648, 286, 60, 44, { r: 8, face: "url(#gTeal)", side: C.tealDark, depth: 5, shadow: false }) +
      rect(578, 330, 148, 14, 7, C.navy) +
      circle(606, 452, 16, C.navy) +
      circle(690, 452, 16, C.navy) +
      circle(606, 452, 6, C.white) +
      circle(690, 452, 6, C.white) +
      // payment card
      g(
        { transform: "rotate(-10 630 150)" },
        card(540, 92, 200, 124, { r: 16, face: "url(#gHero)", side: C.tealDark, depth: 7 }),
        rect(562, 126, 36, 28, 6, "url(#gGold)"),
        [0, 1, 2]
          .map((i) =>
            pathEl(
              `M${700 + i * 9} ${128 + 0}a${12 + i * 8} ${12 + i * 8} 0 0 1 0 ${24}`,
              "none",
              stroke(C.white, 3, { opacity: 0.8, transform: `translate(${-i * 4} ${-i * 8 + i * 4 - i * 4})` }),
            ),
          )
          .join(""),
        textLines(562, 176, [40, 40, 40], C.white, 7, 0, 0.6),
        rect(614, 176, 40, 7, 3.5, C.white, { opacity: 0.6 }),
        rect(666, 176, 40, 7, 3.5, C.white, { opacity: 0.6 }),
      ) +
      sparkle(110, 140, 12, C.gold)
    );
  },

  "brand-identity": () => {
    const grid = Array.from(
      { length: 9 },
      (_, i) =>
        line(130, 100 + i * 40, 450, 100 + i * 40, C.mint, 1.5) +
        line(130 + i * 40, 90, 130 + i * 40, 430, C.mint, 1.5),
    ).join("");
    return (
      ground() +
      card(110, 70, 360, 380, { r: 18 }) +
      grid +
      // logo construction: circle, arch and guides
      circle(290, 260, 120, "none", { stroke: C.tealLight, "stroke-width": 2, "stroke-dasharray": "6 6" }) +
      line(150, 380, 430, 140, C.gold, 2, { "stroke-dasharray": "4 8" }) +
      line(150, 140, 430, 380, C.gold, 2, { "stroke-dasharray": "4 8" }) +
      pathEl("M210 370V270a80 80 0 0 1 160 0V370H326V280a36 36 0 0 0 -72 0V370Z", "url(#gTeal)") +
      rect(238, 160, 104, 34, 6, "url(#gGold)") +
      [
        [210, 370],
        [370, 370],
        [290, 190],
        [290, 260],
      ]
        .map(([x, y]) => circle(x!, y!, 6, C.white, { stroke: C.navy, "stroke-width": 3 }))
        .join("") +
      // palette
      card(510, 74, 220, 100, { r: 16 }) +
      [C.teal, C.tealLight, C.gold, C.navy].map((c, i) => circle(550 + i * 48, 124, 19, c)).join("") +
      // type specimen: a hierarchy of text bars and a weight ramp — shapes, not letters
      card(510, 206, 220, 230, { r: 16 }) +
      rect(534, 232, 150, 24, 12, C.navy) +
      rect(534, 268, 110, 13, 6.5, C.tealLight) +
      textLines(534, 296, [172, 150, 164], C.cloud, 7, 15) +
      [2, 5, 9, 14, 20]
        .map((w, i) =>
          rect(540 + i * 34 - w / 2, 352, w, 56, Math.min(w / 2, 4), i === 4 ? C.gold : C.navy, {
            opacity: 0.35 + i * 0.16,
          }),
        )
        .join("") +
      // pencil
      g(
        { transform: "rotate(38 470 400)" },
        rect(440, 300, 26, 150, 5, "url(#gGold)"),
        pathEl("M440 450h26l-13 30Z", C.sandDeep),
        pathEl("M448 468h10l-5 12Z", C.navy),
        rect(440, 292, 26, 16, 4, C.tealLight),
      ) +
      sparkle(100, 110, 12, C.gold)
    );
  },
};

// ───────────────────────────── backgrounds without a subject ─────────────────────────────

/** A neutral tile pattern (used inside a demo blog post). */
function editorInlineSvg(W: number, H: number): string {
  const rand = rng(2024);
  const t = 100;
  const bgs = [C.sand, C.mintLight, C.sandDark, C.sand, C.goldPale];
  const inks = [C.tealLight, C.teal, C.gold, C.tealPale, C.navyLight];
  let tiles = "";
  for (let y = 0; y < H; y += t)
    for (let x = 0; x < W; x += t) {
      const ink = inks[Math.floor(rand() * inks.length)]!;
      const rot = Math.floor(rand() * 4) * 90;
      const tr = { transform: `rotate(${rot} ${x + t / 2} ${y + t / 2})` };
      tiles += rect(x, y, t, t, 0, bgs[Math.floor(rand() * bgs.length)]!);
      const k = Math.floor(rand() * 6);
      const op = { opacity: 0.55, ...tr };
      if (k === 0) tiles += pathEl(`M${x} ${y}h${t}A${t} ${t} 0 0 1 ${x} ${y + t}Z`, ink, op);
      if (k === 1)
        tiles += pathEl(
          poly([
            [x, y],
            [x + t, y],
            [x, y + t],
          ]),
          ink,
          op,
        );
      if (k === 2) tiles += diamond(x + t / 2, y + t / 2, t * 0.32, ink, 0.55);
      if (k === 3) tiles += pathEl(`M${x} ${y + t}A${t / 2} ${t / 2} 0 0 1 ${x + t} ${y + t}Z`, ink, op);
      if (k === 4) tiles += g(op, ...[0, 1, 2].map((i) => rect(x, y + t * (0.14 + i * 0.3), t, t * 0.12, 0, ink)));
      if (k === 5)
        tiles +=
          rect(x + t * 0.25, y + t * 0.25, t * 0.5, t * 0.5, 0, ink, { opacity: 0.55 }) +
          rect(x + t * 0.25, y + t * 0.25, t * 0.5, t * 0.5, 0, ink, {
            opacity: 0.55,
            transform: `rotate(45 ${x + t / 2} ${y + t / 2})`,
          });
    }
  return svgDoc(W, H, tiles + rect(0, 0, W, H, 0, C.sand, { opacity: 0.25 }));
}

/** Default share image: the mark on a dark teal field with the khatam lattice. */
function ogDefaultSvg(W: number, H: number): string {
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

/** An abstract Riyadh-like skyline at golden hour, in flat geometric layers. */
function aboutSvg(W: number, H: number): string {
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

// ───────────────────────────── raster families ─────────────────────────────

// Every service page has an illustration: the twelve, the two with routes of their own, and the
// cybersecurity overview.
const SERVICE_IMAGE_SLUGS = [...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS, "cybersecurity"] as const;

async function generateServiceImages() {
  for (const [i, slug] of SERVICE_IMAGE_SLUGS.entries()) {
    const art = ART[slug];
    if (!art) throw new Error(`no illustration for service ${slug}`);
    await writeJpeg(path.join(PUBLIC, "tech-services", `${slug}.jpg`), scene(1200, 630, art(), i + 1), 150 * KB);
  }
}

async function generateSolutionImages() {
  for (const [i, [slug, art]] of Object.entries(SOLUTION_ART).entries())
    await writeJpeg(path.join(PUBLIC, "solutions", `${slug}.jpg`), scene(800, 600, art(), 40 + i), 90 * KB);
}

async function generateBlogCovers() {
  for (const [i, [slug, art]] of Object.entries(BLOG_ART).entries())
    await writeJpeg(
      path.join(PUBLIC, "blog", "covers", `${slug}.jpg`),
      scene(1600, 900, art(), 60 + i, { zoom: 0.94 }),
      180 * KB,
    );
  await writeJpeg(path.join(PUBLIC, "blog", "covers", "editor-inline.jpg"), editorInlineSvg(1200, 675), 180 * KB);
}

async function generateShareAndAbout() {
  await writeJpeg(path.join(PUBLIC, "og-default.jpg"), ogDefaultSvg(1200, 630), 120 * KB);
  await writeJpeg(path.join(PUBLIC, "images", "about.jpg"), aboutSvg(1200, 800), 150 * KB);
}

// ───────────────────────────── hero video ─────────────────────────────

const HERO = { w: 1280, h: 720, fps: 24, seconds: 5 };

type HeroNode = {
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
function heroNodes(): HeroNode[] {
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
function heroFrameSvg(t: number, nodes: HeroNode[]): string {
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

async function generateHero() {
  const dir = path.join(PUBLIC, "media");
  mkdirSync(dir, { recursive: true });
  const webm = path.join(dir, "hero.webm");
  const mp4 = path.join(dir, "hero.mp4");
  const poster = path.join(dir, "hero-poster.jpg");
  const { w, h, fps, seconds } = HERO;
  const frames = fps * seconds;
  const colour = ["-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv"];
  // bit-exact muxing: no random segment UIDs or encoder strings, so re-runs give identical files
  const bitexact = ["-fflags", "+bitexact", "-flags", "+bitexact"];
  const vf = ["-vf", "scale=out_color_matrix=bt709:out_range=tv,format=yuv420p"];
  const ff = spawn(
    "ffmpeg",
    [
      ...["-y", "-hide_banner", "-loglevel", "error"],
      ...["-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${w}x${h}`, "-framerate", String(fps), "-i", "-"],
      // VP9 / WebM
      ...[
        "-an",
        ...vf,
        "-c:v",
        "libvpx-vp9",
        "-b:v",
        "0",
        "-crf",
        "28",
        "-deadline",
        "good",
        "-cpu-used",
        "2",
        "-row-mt",
        "1",
        "-g",
        String(frames),
        ...colour,
        ...bitexact,
        webm,
      ],
      // H.264 / MP4
      ...[
        "-an",
        ...vf,
        "-c:v",
        "libx264",
        "-preset",
        "slow",
        "-crf",
        "23",
        "-profile:v",
        "high",
        "-g",
        String(frames),
        "-movflags",
        "+faststart",
        ...colour,
        ...bitexact,
        mp4,
      ],
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ff.on("error", (e) => reject(new Error(`could not start ffmpeg (is it installed?): ${e.message}`)));
    ff.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`))));
  });
  const nodes = heroNodes();
  for (let i = 0; i < frames; i++) {
    const svg = heroFrameSvg(i / frames, nodes);
    const img = sharp(Buffer.from(svg)).removeAlpha();
    if (i === 0) {
      // the poster is the very frame the videos start with
      const jpg = await img.clone().jpeg({ quality: 80, progressive: true, mozjpeg: true }).toBuffer();
      writeFileSync(poster, jpg);
      record(poster, 120 * KB);
    }
    const raw = await img.raw().toBuffer();
    if (!ff.stdin.write(raw)) await new Promise((r) => ff.stdin.once("drain", r));
  }
  ff.stdin.end();
  await done;
  for (const file of [webm, mp4]) {
    const probe = spawnSync(
      "ffprobe",
      [
        "-v",
        "error",
        "-show_entries",
        "stream=codec_type,codec_name,width,height,avg_frame_rate,pix_fmt:format=duration",
        "-of",
        "json",
        file,
      ],
      { encoding: "utf8" },
    );
    const info = JSON.parse(probe.stdout || "{}") as {
      streams?: { codec_type: string; codec_name: string; width: number; height: number; pix_fmt: string }[];
      format?: { duration: string };
    };
    const streams = info.streams ?? [];
    const v = streams.find((s) => s.codec_type === "video");
    const problems: string[] = [];
    if (!v || v.width !== w || v.height !== h) problems.push("wrong video size");
    if (streams.some((s) => s.codec_type === "audio")) problems.push("has an audio track");
    if (v && v.pix_fmt !== "yuv420p") problems.push(`pixel format ${v.pix_fmt}`);
    const dur = Number(info.format?.duration ?? 0);
    if (dur < 4 || dur > 6.05) problems.push(`duration ${dur}s`);
    if (problems.length) throw new Error(`${rel(file)}: ${problems.join(", ")}`);
    record(file, 1.5 * 1024 * KB, `${v!.codec_name}, ${w}×${h}, ${fps} fps, ${dur.toFixed(2)} s, no audio`);
  }
}

// ───────────────────────────── main ─────────────────────────────

async function main() {
  const started = Date.now();
  await generateBrand();
  generatePartners();
  generateAvatar();
  await generateServiceImages();
  await generateSolutionImages();
  await generateBlogCovers();
  await generateShareAndAbout();
  await generateHero();

  const over = written.filter((w) => w.budget !== undefined && w.bytes > w.budget);
  const width = Math.max(...written.map((w) => rel(w.file).length));
  for (const w of written) {
    const size = w.bytes >= 1024 * KB ? `${(w.bytes / 1024 / KB).toFixed(2)} MB` : `${(w.bytes / KB).toFixed(1)} KB`;
    const budget =
      w.budget === undefined
        ? ""
        : ` (budget ${w.budget >= 1024 * KB ? `${w.budget / 1024 / KB} MB` : `${w.budget / KB} KB`})`;
    console.log(
      `${w.bytes > (w.budget ?? Infinity) ? "✗" : "✓"} ${rel(w.file).padEnd(width)}  ${size.padStart(9)}${budget}${w.note ? `  ${w.note}` : ""}`,
    );
  }
  console.log(`\n${written.length} files in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (over.length) {
    console.error(`\n✗ over budget: ${over.map((w) => rel(w.file)).join(", ")}`);
    process.exit(1);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
