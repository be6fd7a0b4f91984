/** A stylised person. */
import { C } from "../palette";
import { circle, pathEl, rect } from "../svg";

/** Abstract person: head + shoulders. */
export function person(
  cx: number,
  cy: number,
  s: number,
  skin: string,
  shirt: string,
  hair: string = C.navy,
  hairStyle = 0,
): string {
  const hr = s * 0.22;
  const hairShape =
    hairStyle === 0
      ? pathEl(
          `M${cx - hr * 1.02} ${cy - hr * 0.1}a${hr * 1.02} ${hr * 1.05} 0 0 1 ${hr * 2.04} 0c-${hr * 0.5} -${hr * 0.55} -${hr * 1.4} -${hr * 0.5} -${hr * 2.04} 0Z`,
          hair,
        )
      : hairStyle === 1
        ? pathEl(
            `M${cx - hr * 1.1} ${cy + hr * 0.9}V${cy - hr * 0.1}a${hr * 1.1} ${hr * 1.15} 0 0 1 ${hr * 2.2} 0V${cy + hr * 0.9}h-${hr * 0.35}V${cy}c-${hr * 0.6} -${hr * 0.2} -${hr} -${hr * 0.5} -${hr * 1.2} -${hr * 0.8}c-${hr * 0.05} ${hr * 0.5} -${hr * 0.2} ${hr * 0.7} -${hr * 0.3} ${hr * 0.8}V${cy + hr * 0.9}Z`,
            hair,
          )
        : pathEl(`M${cx - hr * 1.04} ${cy - hr * 0.05}a${hr * 1.04} ${hr * 1.1} 0 0 1 ${hr * 2.08} 0Z`, hair);
  return (
    pathEl(
      `M${cx - s * 0.5} ${cy + s * 0.95}c0 -${s * 0.42} ${s * 0.2} -${s * 0.6} ${s * 0.5} -${s * 0.6}s${s * 0.5} ${s * 0.18} ${s * 0.5} ${s * 0.6}Z`,
      shirt,
    ) +
    rect(cx - hr * 0.38, cy + hr * 0.6, hr * 0.76, hr * 0.7, hr * 0.2, skin) +
    circle(cx, cy, hr, skin) +
    hairShape
  );
}
