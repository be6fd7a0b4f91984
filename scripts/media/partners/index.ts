/** public/partners/{slug}.svg: each demo partner's mark beside its wordmark. */
import path from "node:path";
import { inter, setText } from "../font";
import { writeText } from "../output";
import { C } from "../palette";
import { type Partner, PARTNERS } from "./marks";
import { PUBLIC } from "../paths";
import { el, fmt, g, pathEl, rect } from "../svg";

export function partnerSvg(p: Partner): string {
  const W = 240;
  const H = 80;
  const markSize = 40;
  const gap = 12;
  const maxText = W - 16 - markSize - gap;
  const build = (size: number) => {
    let x = 0;
    const parts: string[] = [];
    for (const w of p.words) {
      const t = setText(inter(w.weight), w.text, size, w.tracking ?? 0);
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

export function generatePartners() {
  for (const p of PARTNERS) writeText(path.join(PUBLIC, "partners", `${p.slug}.svg`), partnerSvg(p));
}
