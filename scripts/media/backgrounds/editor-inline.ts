import { diamond } from "../kit/symbols";
import { C } from "../palette";
import { rng } from "../random";
import { g, pathEl, poly, rect, svgDoc } from "../svg";

/** A neutral tile pattern (used inside a demo blog post). */
export function editorInlineSvg(W: number, H: number): string {
  const rand = rng(2024);
  const t = 100;
  const bgs = [C.sand, C.mintLight, C.sandDark, C.sand, C.goldPale];
  const inks = [C.tealLight, C.teal, C.gold, C.tealPale, C.navyLight];
  let tiles = "";
  for (let y = 0; y < H; y += t)
    for (let x = 0; x < W; x += t) {
      const ink = inks[Math.floor(rand() * inks.length)]!;
      const rot = Math.floor(rand() * 4) * 90;
      const tr = { transform: `rotate(${rot} ${x + t / 2} ${y + t / 2})` };
      tiles += rect(x, y, t, t, 0, bgs[Math.floor(rand() * bgs.length)]!);
      const k = Math.floor(rand() * 6);
      const op = { opacity: 0.55, ...tr };
      if (k === 0) tiles += pathEl(`M${x} ${y}h${t}A${t} ${t} 0 0 1 ${x} ${y + t}Z`, ink, op);
      if (k === 1)
        tiles += pathEl(
          poly([
            [x, y],
            [x + t, y],
            [x, y + t],
          ]),
          ink,
          op,
        );
      if (k === 2) tiles += diamond(x + t / 2, y + t / 2, t * 0.32, ink, 0.55);
      if (k === 3) tiles += pathEl(`M${x} ${y + t}A${t / 2} ${t / 2} 0 0 1 ${x + t} ${y + t}Z`, ink, op);
      if (k === 4) tiles += g(op, ...[0, 1, 2].map((i) => rect(x, y + t * (0.14 + i * 0.3), t, t * 0.12, 0, ink)));
      if (k === 5)
        tiles +=
          rect(x + t * 0.25, y + t * 0.25, t * 0.5, t * 0.5, 0, ink, { opacity: 0.55 }) +
          rect(x + t * 0.25, y + t * 0.25, t * 0.5, t * 0.5, 0, ink, {
            opacity: 0.55,
            transform: `rotate(45 ${x + t / 2} ${y + t / 2})`,
          });
    }
  return svgDoc(W, H, tiles + rect(0, 0, W, H, 0, C.sand, { opacity: 0.25 }));
}
