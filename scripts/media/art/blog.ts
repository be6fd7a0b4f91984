/** Illustrations of the demo blog posts' covers (their order sets each scene's seed). */
import { card, ground, softShadow, textLines } from "../kit/cards";
import { barChart, lineChart } from "../kit/charts";
import { monitor, phone } from "../kit/devices";
import { checkRow, docPage, qrCode } from "../kit/documents";
import { person } from "../kit/person";
import { check, lock, shield } from "../kit/security";
import { diamond, magnifier, sparkle } from "../kit/symbols";
import { C } from "../palette";
import { rng } from "../random";
import { circle, el, g, line, pathEl, poly, rect, stroke } from "../svg";

export const BLOG_ART: Record<string, () => string> = {
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
