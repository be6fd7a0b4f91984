/** The logo mark, on a 64×64 grid. */
import { C } from "../palette";
import { el, fmt, linGrad, pathEl, poly } from "../svg";

/**
 * The mark, on a 64×64 grid: an "A"/arch silhouette built from three stacked stone courses —
 * a gold capstone, a middle course and a base course pierced by an arched doorway.
 */
export type MarkVariant = "color" | "reverse";

export function logoMark(variant: MarkVariant, id = "m"): string {
  const xl = (y: number) => 27 - ((y - 8) * 21) / 48;
  const xr = (y: number) => 37 + ((y - 8) * 21) / 48;
  const course = (y0: number, y1: number) =>
    poly([
      [xl(y0), y0],
      [xr(y0), y0],
      [xr(y1), y1],
      [xl(y1), y1],
    ]);
  const base =
    `M${fmt(xl(40))} 40L${fmt(xr(40))} 40L${fmt(xr(56))} 56L38.5 56L38.5 50` +
    `A6.5 6.5 0 0 0 25.5 50L25.5 56L${fmt(xl(56))} 56Z`;
  const [cBase, cMid] = variant === "color" ? [`url(#${id}-base)`, `url(#${id}-mid)`] : [C.white, "#BFE2DB"];
  const defs = el(
    "defs",
    {},
    linGrad(`${id}-cap`, [
      [0, C.goldLight],
      [1, C.gold],
    ]) +
      linGrad(`${id}-mid`, [
        [0, "#1A9588"],
        [1, C.tealLight],
      ]) +
      linGrad(`${id}-base`, [
        [0, C.tealMid],
        [1, C.teal],
      ]),
  );
  const join = (fill: string) => ({ stroke: fill, "stroke-width": 1.6, "stroke-linejoin": "round" as const });
  return (
    defs +
    pathEl(base, cBase, join(variant === "color" ? C.teal : cBase)) +
    pathEl(course(24, 36), cMid, join(variant === "color" ? C.tealLight : cMid)) +
    pathEl(course(8, 20), `url(#${id}-cap)`, join(C.gold))
  );
}

export function logoMarkSvg(): string {
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 64 64", role: "img", "aria-labelledby": "asas-mark-title" },
    el("title", { id: "asas-mark-title" }, "Asas Tech Consulting") + logoMark("color"),
  );
}
