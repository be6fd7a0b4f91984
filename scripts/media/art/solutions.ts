/** Illustrations of the home page's "solutions" cards (their order sets each scene's seed). */
import { card, ground, softShadow, textLines } from "../kit/cards";
import { barChart, donut, lineChart } from "../kit/charts";
import { browser, phone } from "../kit/devices";
import { docPage } from "../kit/documents";
import { person } from "../kit/person";
import { check } from "../kit/security";
import { serverUnit } from "../kit/server";
import { cloudShape, gear, sparkle } from "../kit/symbols";
import { C } from "../palette";
import { circle, ellipse, g, pathEl, poly, type Pt, rect, stroke } from "../svg";

export const SOLUTION_ART: Record<string, () => string> = {
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
