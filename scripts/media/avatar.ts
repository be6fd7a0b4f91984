/** public/images/avatar-default.svg: the placeholder picture for a user without one. */
import path from "node:path";
import { writeText } from "./output";
import { PUBLIC } from "./paths";
import { circle, el, g, pathEl } from "./svg";

export function generateAvatar() {
  const svg = el(
    "svg",
    { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 96 96", role: "img", "aria-label": "User" },
    el("defs", {}, el("clipPath", { id: "avatar-clip" }, circle(48, 48, 48, "#000"))) +
      circle(48, 48, 48, "#E4E7EB") +
      g(
        { "clip-path": "url(#avatar-clip)", fill: "#A3ADB8" },
        circle(48, 37, 17, "#A3ADB8"),
        pathEl("M14 96C14 74 29 60 48 60S82 74 82 96Z", "#A3ADB8"),
      ),
  );
  writeText(path.join(PUBLIC, "images", "avatar-default.svg"), svg);
}
