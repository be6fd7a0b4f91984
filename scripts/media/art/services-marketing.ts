/** Illustrations of the marketing and design services. */
import { card, ground, softShadow, textLines } from "../kit/cards";
import { barChart, donut, lineChart } from "../kit/charts";
import { windowDots } from "../kit/devices";
import { diamond, magnifier, sparkle } from "../kit/symbols";
import { C } from "../palette";
import { circle, ellipse, g, line, pathEl, poly, rect, stroke } from "../svg";

export const MARKETING_ART = {
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
} satisfies Record<string, () => string>;
