/**
 * The pictures inside the demo blog posts' text, one per article (a post and its translation show
 * the same one). Each is plain enough for its alternative text in the seed posts to say exactly
 * what it shows: change one, and change the other.
 */
import { card, ground, textLines } from "../kit/cards";
import { phone } from "../kit/devices";
import { checkRow, docPage, qrCode } from "../kit/documents";
import { check, lock, shield } from "../kit/security";
import { serverUnit } from "../kit/server";
import { cloudShape, magnifier } from "../kit/symbols";
import { C } from "../palette";
import { circle, line, pathEl, poly, rect, stroke } from "../svg";

/** A right-pointing arrow from (x1, y) to (x2, y). */
const arrow = (x1: number, x2: number, y: number, color: string) =>
  line(x1, y, x2 - 18, y, color, 10, { "stroke-linecap": "round" }) +
  pathEl(
    poly([
      [x2, y],
      [x2 - 26, y - 20],
      [x2 - 26, y + 20],
    ]),
    color,
  );

/** Text lines aligned to the end of a box of width w starting at x (right-to-left text). */
const rtlLines = (x: number, w: number, y: number, widths: number[], color: string, h = 10, gap = 22) =>
  widths.map((lw, i) => rect(x + w - lw, y + i * gap, lw, h, h / 2, color)).join("");

export const BLOG_INLINE_ART: Record<string, () => string> = {
  // A search box with a magnifier, above three results whose lines run from the right.
  "arabic-seo": () =>
    ground() +
    card(150, 60, 500, 380, { r: 22 }) +
    rect(190, 96, 420, 52, 26, C.white, { stroke: C.tealLight, "stroke-width": 4 }) +
    rtlLines(250, 330, 117, [180], C.cloud) +
    magnifier(222, 118, 14, 45) +
    [0, 1, 2].map((i) => rtlLines(190, 420, 186 + i * 84, [190, 380, 300], i === 0 ? C.teal : C.slate)).join(""),

  // Three server units on the left, an arrow, and a cloud on the right.
  "cloud-migration": () =>
    ground() +
    [0, 1, 2].map((i) => serverUnit(110, 170 + i * 70, 220, 52)).join("") +
    arrow(355, 505, 270, C.gold) +
    cloudShape(650, 290, 180, "url(#gTeal)") +
    cloudShape(650, 282, 164, C.mint, { opacity: 0.35 }),

  // An invoice page with a QR code in its corner and a green tick badge beside it.
  "e-invoicing": () =>
    ground() +
    docPage(
      250,
      60,
      260,
      370,
      textLines(280, 110, [140, 100], C.navy, 10, 22) + textLines(280, 190, [200, 200, 200, 160], C.cloud, 10, 26),
    ) +
    qrCode(400, 320, 84, 7) +
    circle(560, 150, 56, C.tealLight) +
    check(560, 152, 60, C.white, 12),

  // A parcel with a shipping label, beside a shopping cart.
  "e-store": () =>
    ground() +
    pathEl(
      poly([
        [160, 250],
        [360, 250],
        [360, 440],
        [160, 440],
      ]),
      C.goldLight,
    ) +
    pathEl(
      poly([
        [160, 250],
        [200, 200],
        [400, 200],
        [360, 250],
      ]),
      C.goldPale,
    ) +
    pathEl(
      poly([
        [360, 250],
        [400, 200],
        [400, 390],
        [360, 440],
      ]),
      C.goldDark,
    ) +
    rect(245, 250, 30, 190, 0, C.gold) +
    rect(185, 330, 110, 70, 8, C.white) +
    textLines(197, 346, [80, 60, 70], C.navy, 7, 16) +
    pathEl("M450 200h50l40 170h190l36 -130h-250", "none", stroke(C.navy, 14, { "stroke-linejoin": "round" })) +
    rect(530, 250, 200, 110, 10, C.tealPale) +
    circle(570, 420, 24, C.navy) +
    circle(700, 420, 24, C.navy),

  // Two phones with the same screen: lines from the right on one, from the left on the other.
  "mobile-apps": () =>
    ground() +
    phone(
      200,
      60,
      180,
      380,
      (x, y, w) => rect(x, y, w, 60, 0, C.teal) + rtlLines(x + 16, w - 32, y + 90, [110, 140, 80, 120, 100], C.navy),
    ) +
    phone(
      420,
      60,
      180,
      380,
      (x, y, w) => rect(x, y, w, 60, 0, C.teal) + textLines(x + 16, y + 90, [110, 140, 80, 120, 100], C.navy, 10, 22),
    ),

  // A checklist of five controls, four ticked and one open, beside a shield.
  "nca-ecc": () =>
    ground() +
    card(140, 70, 300, 370, { r: 20 }) +
    textLines(170, 100, [160], C.navy, 12, 20) +
    [true, true, true, true, false].map((done, i) => checkRow(170, 150 + i * 56, 230, done, 28)).join("") +
    shield(580, 260, 220) +
    check(580, 264, 90, C.white, 16),

  // A database cylinder with a padlock on it, linked to three records.
  pdpl: () =>
    ground() +
    rect(300, 150, 200, 240, 0, "url(#gTeal)") +
    pathEl("M300 390a100 34 0 0 0 200 0", C.tealDark) +
    pathEl("M300 150a100 34 0 0 1 200 0a100 34 0 0 1 -200 0Z", C.tealPale) +
    pathEl("M300 230a100 34 0 0 0 200 0M300 310a100 34 0 0 0 200 0", "none", stroke(C.tealPale, 4)) +
    lock(400, 280, 90) +
    [0, 1, 2].map((i) => line(500, 200 + i * 90, 590, 140 + i * 120, C.slate, 4)).join("") +
    [0, 1, 2]
      .map(
        (i) =>
          card(590, 110 + i * 120, 120, 64, { r: 12, depth: 4 }) +
          textLines(606, 128 + i * 120, [70, 50], C.cloud, 8, 18),
      )
      .join("") +
    [0, 1, 2].map((i) => line(300, 200 + i * 90, 210, 140 + i * 120, C.slate, 4)).join("") +
    [0, 1, 2]
      .map(
        (i) =>
          card(90, 110 + i * 120, 120, 64, { r: 12, depth: 4 }) +
          textLines(106, 128 + i * 120, [70, 50], C.cloud, 8, 18),
      )
      .join(""),

  // A phone showing a message with a link, a fishing hook over it and a red warning sign beside it.
  phishing: () =>
    ground() +
    phone(
      260,
      50,
      200,
      400,
      (x, y, w) =>
        rect(x + 16, y + 110, w - 50, 110, 18, C.mint) +
        textLines(x + 32, y + 130, [110, 90], C.navy, 10, 22) +
        rect(x + 32, y + 180, 120, 12, 6, "#1A56C4"),
    ) +
    line(370, 0, 370, 150, C.slate, 4) +
    pathEl("M370 150v50a24 24 0 0 0 48 0v-14", "none", stroke(C.navy, 8, { "stroke-linecap": "round" })) +
    pathEl(
      poly([
        [600, 170],
        [680, 310],
        [520, 310],
      ]),
      "#C0392B",
      { "stroke-linejoin": "round", stroke: "#C0392B", "stroke-width": 16 },
    ) +
    rect(592, 205, 16, 60, 8, C.white) +
    circle(600, 286, 10, C.white),
};
