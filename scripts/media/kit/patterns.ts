/** Saudi geometric ornaments: the khatam lattice and the sadu band. */
import { C } from "../palette";
import { type Attrs, el, g, line, pathEl, poly, rect, stroke } from "../svg";

/** An eight-point-star (khatam) lattice tile, used as a faint background pattern. */
export function khatamPattern(id: string, tile: number, color: string, sw: number, extra: Attrs = {}): string {
  const h = tile / 2;
  const a = tile * 0.2;
  const tip = a * Math.SQRT2;
  const b = tile * 0.12;
  return el(
    "pattern",
    { id, width: tile, height: tile, patternUnits: "userSpaceOnUse", ...extra },
    g(
      stroke(color, sw),
      rect(h - a, h - a, 2 * a, 2 * a, 0, "none"),
      rect(h - a, h - a, 2 * a, 2 * a, 0, "none", { transform: `rotate(45 ${h} ${h})` }),
      line(h, 0, h, h - tip, color, sw),
      line(h, tile, h, h + tip, color, sw),
      line(0, h, h - tip, h, color, sw),
      line(tile, h, h + tip, h, color, sw),
      ...[
        [0, 0],
        [tile, 0],
        [0, tile],
        [tile, tile],
      ].map(([x, y]) =>
        pathEl(
          poly([
            [x!, y! - b],
            [x! + b, y!],
            [x!, y! + b],
            [x! - b, y!],
          ]),
          "none",
        ),
      ),
    ),
  );
}

/** A sadu-weave border: a teal band of gold triangles and sand diamonds. */
export function saduBand(x: number, y: number, w: number, h: number): string {
  const u = h * 1.5;
  const parts = [rect(x, y, w, h, 0, C.teal), rect(x, y - h * 0.32, w, h * 0.14, 0, C.gold, { opacity: 0.85 })];
  for (let i = 0, px = x - u / 2; px < x + w; i++, px += u) {
    parts.push(
      pathEl(
        poly([
          [px, y + h],
          [px + u / 2, y + h * 0.22],
          [px + u, y + h],
        ]),
        i % 2 ? C.gold : C.goldLight,
        { opacity: 0.9 },
      ),
    );
    const dx = px + u;
    const dy = y + h * 0.42;
    const d = h * 0.17;
    parts.push(
      pathEl(
        poly([
          [dx, dy - d],
          [dx + d, dy],
          [dx, dy + d],
          [dx - d, dy],
        ]),
        C.sand,
        { opacity: 0.9 },
      ),
    );
  }
  return parts.join("");
}
