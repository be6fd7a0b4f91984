/**
 * The illustration kit: flat "2.5D" vector style, light sand scenes, soft shadows, objects with a
 * thicker darker underside (like stacked stone slabs), teal/navy/gold gradients. Everything in
 * kit/ and art/ draws in stage coordinates (an 800×540 box) that `scene()` scales into each
 * output size.
 */
import { C } from "../palette";
import { el, linGrad, radGrad } from "../svg";

/** Gradients and filters shared by every scene (ids are global within one SVG document). */
export function kitDefs(): string {
  return el(
    "defs",
    {},
    [
      linGrad("gTeal", [
        [0, "#1A9486"],
        [1, C.teal],
      ]),
      linGrad("gTealDeep", [
        [0, C.tealMid],
        [1, C.tealDark],
      ]),
      linGrad("gTealSoft", [
        [0, "#BFE2DB"],
        [1, "#8FC9BF"],
      ]),
      linGrad("gGold", [
        [0, C.goldLight],
        [1, C.gold],
      ]),
      linGrad("gNavy", [
        [0, C.navyLight],
        [1, C.navy],
      ]),
      linGrad("gScreen", [
        [0, "#163653"],
        [1, C.navy],
      ]),
      linGrad("gCard", [
        [0, C.white],
        [1, "#F6F2EA"],
      ]),
      linGrad("gMint", [
        [0, C.mintLight],
        [1, C.mint],
      ]),
      linGrad(
        "gHero",
        [
          [0, C.tealLight],
          [1, C.teal],
        ],
        0,
        0,
        1,
        1,
      ),
      linGrad("gAreaTeal", [
        [0, C.tealLight, 0.45],
        [1, C.tealLight, 0],
      ]),
      linGrad("gAreaGold", [
        [0, C.gold, 0.5],
        [1, C.gold, 0],
      ]),
      linGrad(
        "gBg",
        [
          [0, "#FAF8F3"],
          [0.55, C.sand],
          [1, "#EDE5D5"],
        ],
        0,
        0,
        1,
        1,
      ),
      radGrad("gHalo", [
        [0, "#CFE8E2", 0.95],
        [0.6, "#DDEEE9", 0.55],
        [1, "#E6F1EC", 0],
      ]),
      radGrad("gHaloGold", [
        [0, C.goldPale, 0.9],
        [1, C.goldPale, 0],
      ]),
      linGrad(
        "gFadeX",
        [
          [0, "#fff"],
          [0.3, "#000"],
          [0.7, "#000"],
          [1, "#fff"],
        ],
        0,
        0,
        1,
        0,
      ),
      el(
        "filter",
        { id: "blur16", x: "-30%", y: "-30%", width: "160%", height: "160%" },
        el("feGaussianBlur", { stdDeviation: 14 }),
      ),
      el(
        "filter",
        { id: "blur6", x: "-30%", y: "-30%", width: "160%", height: "160%" },
        el("feGaussianBlur", { stdDeviation: 6 }),
      ),
    ].join(""),
  );
}
