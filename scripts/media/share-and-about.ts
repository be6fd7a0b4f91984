import path from "node:path";
import { aboutSvg } from "./backgrounds/about";
import { ogDefaultSvg } from "./backgrounds/og-default";
import { KB, writeJpeg } from "./output";
import { PUBLIC } from "./paths";

/** The default share (Open Graph) image and the about page's picture. */
export async function generateShareAndAbout() {
  await writeJpeg(path.join(PUBLIC, "og-default.jpg"), ogDefaultSvg(1200, 630), 120 * KB);
  await writeJpeg(path.join(PUBLIC, "images", "about.jpg"), aboutSvg(1200, 800), 150 * KB);
}
