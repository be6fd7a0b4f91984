/** Illustrations of the software services: ERP, web, apps and the chatbot. */
import { card, ground, softShadow, textLines } from "../kit/cards";
import { barChart, donut, lineChart } from "../kit/charts";
import { browser, codeLines, phone } from "../kit/devices";
import { person } from "../kit/person";
import { codeGlyph, diamond, gear, sparkle } from "../kit/symbols";
import { C } from "../palette";
import { circle, line, pathEl, poly, rect, stroke } from "../svg";

export const SOFTWARE_ART = {
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
} satisfies Record<string, () => string>;
