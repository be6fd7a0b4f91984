/** A rack server unit. */
import { C } from "../palette";
import { circle, rect } from "../svg";

/** A 1U-style server box with LEDs and vents. */
export function serverUnit(x: number, y: number, w: number, h: number, led: string = C.tealLight): string {
  return (
    rect(x, y + 5, w, h, 8, "#06121F") +
    rect(x, y, w, h, 8, "url(#gNavy)") +
    circle(x + 18, y + h / 2, 4.5, led) +
    circle(x + 34, y + h / 2, 4.5, C.gold) +
    [0, 1, 2, 3, 4].map((i) => rect(x + w - 30 - i * 14, y + h * 0.3, 6, h * 0.4, 3, "#2F5173")).join("")
  );
}
