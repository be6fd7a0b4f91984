/**
 * Wordmarks set as glyph outlines, so the SVG logos look the same everywhere without loading a
 * web font. Outlines, advances and kerning come from fontkit reading the Inter WOFF files that
 * @fontsource/inter ships (nothing is downloaded).
 */
import path from "node:path";
import * as fontkit from "fontkit";
import { ROOT } from "./paths";
import { fmt } from "./svg";

/** A line of text as one path: baseline at y=0, starting at x=0, `width` px wide. */
export type SetText = { d: string; width: number };

const fonts = new Map<number, fontkit.Font>();

/** Inter at the given weight (100–900), from @fontsource/inter's Latin WOFF files. */
export function inter(weight: number): fontkit.Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = path.join(ROOT, "node_modules/@fontsource/inter/files", `inter-latin-${weight}-normal.woff`);
    const opened = fontkit.openSync(file);
    if (!("layout" in opened)) throw new Error(`${file} is a font collection`);
    font = opened;
    fonts.set(weight, font);
  }
  return font;
}

/**
 * One glyph's outline (font units, y up) as SVG path data in px (y down): shifted right by `dx`
 * font units, then scaled by `k` px per unit.
 */
export function outlinePath(commands: readonly fontkit.PathCommand[], dx: number, k: number): string {
  const LETTER = { moveTo: "M", lineTo: "L", quadraticCurveTo: "Q", bezierCurveTo: "C", closePath: "Z" } as const;
  return commands
    .map(({ command, args }) => {
      const pts: string[] = [];
      for (let i = 0; i + 1 < args.length; i += 2) pts.push(`${fmt(args[i]! * k + dx * k)} ${fmt(-args[i + 1]! * k)}`);
      return LETTER[command] + pts.join(" ");
    })
    .join("");
}

/**
 * Sets `text` at `size` px with the font's kerning (its GPOS "kern" feature) and no ligatures or
 * contextual alternates; `tracking` is extra space between letters, in em.
 */
export function setText(font: fontkit.Font, text: string, size: number, tracking = 0): SetText {
  const k = size / font.unitsPerEm;
  const run = font.layout(text, { liga: false, clig: false, calt: false, kern: true });
  let x = 0;
  let d = "";
  run.glyphs.forEach((glyph, i) => {
    if (i > 0) x += tracking * font.unitsPerEm;
    d += outlinePath(glyph.path.commands, x, k);
    x += run.positions[i]!.xAdvance;
  });
  return { d, width: x * k };
}
