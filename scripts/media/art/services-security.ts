/** Illustrations of the cybersecurity services and their overview. */
import { card, ground, softShadow, textLines } from "../kit/cards";
import { barChart } from "../kit/charts";
import { browser, codeLines, laptop, monitor, phone, windowDots } from "../kit/devices";
import { checkRow, docPage } from "../kit/documents";
import { check, lock, shield } from "../kit/security";
import { serverUnit } from "../kit/server";
import { codeGlyph, diamond, netNode, sparkle } from "../kit/symbols";
import { C } from "../palette";
import { circle, el, ellipse, g, line, linGrad, pathEl, poly, polyline, type Pt, rect, stroke } from "../svg";

export const SECURITY_ART = {
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
} satisfies Record<string, () => string>;
