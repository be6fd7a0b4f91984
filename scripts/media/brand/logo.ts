/** The full logo: the mark and the "Asas Tech" wordmark. */
import { logoMark } from "./mark";
import { inter, setText } from "../font";
import { C } from "../palette";
import { el, fmt, pathEl } from "../svg";

/** Mark + "Asas Tech" wordmark set in Inter outlines (no font needed to display it). */
export function logoSvg(): string {
  const size = 36;
  const asas = setText(inter(700), "Asas", size, -0.01);
  const tech = setText(inter(500), "Tech", size, -0.01);
  const x0 = 76;
  const x1 = x0 + asas.width + size * 0.26;
  const w = Math.ceil(x1 + tech.width + 4);
  return el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: `0 0 ${w} 64`, role: "img", "aria-labelledby": "asas-logo-title" },
    el("title", { id: "asas-logo-title" }, "Asas Tech Consulting") +
      logoMark("color") +
      pathEl(asas.d, C.navy, { transform: `translate(${x0} 45)` }) +
      pathEl(tech.d, C.teal, { transform: `translate(${fmt(x1)} 45)` }),
  );
}
