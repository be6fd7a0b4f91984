/** The demo partners: their names, how their wordmarks are set, and their marks. */
import { C } from "../palette";
import { type Attrs, circle, el, ellipse, g, line, pathEl, poly, rect, stroke } from "../svg";

export type Word = { text: string; weight: number; tracking?: number; pill?: boolean };

export type Partner = { slug: string; name: string; size: number; words: Word[]; mark: (id: string) => string };

/** Each mark is drawn in a 40×40 box, monochrome navy. */
export const PARTNERS: Partner[] = [
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
