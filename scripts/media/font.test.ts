import { describe, expect, it } from "vitest";
import { inter, outlinePath, setText } from "./font";

describe("outlinePath", () => {
  it("scales font units to px, shifts by the pen position and flips y", () => {
    const d = outlinePath(
      [
        { command: "moveTo", args: [0, 0] },
        { command: "lineTo", args: [100, 200] },
        { command: "quadraticCurveTo", args: [150, 250, 200, 0] },
        { command: "bezierCurveTo", args: [10, 20, 30, 40, 50, 60] },
        { command: "closePath", args: [] },
      ],
      50,
      0.5,
    );
    expect(d).toBe("M25 0L75 -100Q100 -125 125 0C30 -10 40 -20 50 -30Z");
  });
});

describe("setText (Inter from @fontsource/inter)", () => {
  it("kerns pairs from the font's GPOS table, extension lookups included", () => {
    const font = inter(500);
    const t = font.glyphForCodePoint("T".codePointAt(0)!);
    const e = font.glyphForCodePoint("e".codePointAt(0)!);
    const set = setText(font, "Te", 2048);
    // Inter 500 kerns "Te" by -160 units (2048 per em); at 2048 px one unit is one px.
    expect(set.width).toBeCloseTo(t.advanceWidth + e.advanceWidth - 160, 6);
  });

  it("sets the wordmarks at their measured widths", () => {
    // Widths at 36 px, measured once with a hand-written WOFF reader independent of fontkit: the
    // committed wordmarks keep their shape as long as fontkit sets them the same.
    expect(setText(inter(500), "Tech", 36, -0.01).width).toBeCloseTo(83.19, 2);
    expect(setText(inter(700), "Wahat", 36, -0.01).width).toBeCloseTo(111.236, 3);
    expect(setText(inter(600), "Sahab Data", 36, -0.015).width).toBeCloseTo(193.703, 3);
    expect(setText(inter(400), "SYSTEMS", 36, 0.12).width).toBeCloseTo(196.867, 3);
  });

  it("adds tracking between letters only", () => {
    const plain = setText(inter(700), "RIMAL", 20).width;
    expect(setText(inter(700), "RIMAL", 20, 0.12).width).toBeCloseTo(plain + 4 * 0.12 * 20, 6);
    expect(setText(inter(700), "R", 20, 0.12).width).toBeCloseTo(setText(inter(700), "R", 20).width, 6);
  });

  it("draws one outline per letter, closed, in straight lines and quadratic curves", () => {
    const { d } = setText(inter(700), "Asas", 36);
    expect(d).toMatch(/^M/);
    expect(d).toMatch(/Z$/);
    expect(d).toMatch(/^[MLQZ0-9. -]+$/);
    // A has two contours (outside and the counter), each "s" one, "a" two.
    expect(d.match(/M/g)).toHaveLength(2 + 1 + 2 + 1);
  });

  it("sets each character as its own glyph, without contextual alternates", () => {
    // Inter's default layout turns "->" into one arrow glyph (calt).
    const font = inter(400);
    expect(font.layout("->").glyphs).toHaveLength(1);
    const hyphen = font.glyphForCodePoint("-".codePointAt(0)!);
    const greater = font.glyphForCodePoint(">".codePointAt(0)!);
    const set = setText(font, "->", font.unitsPerEm);
    expect(set.width).toBeCloseTo(hyphen.advanceWidth + greater.advanceWidth, 6);
    expect(set.d.match(/M/g)).toHaveLength(2);
  });
});
