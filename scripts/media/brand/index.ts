/** The brand files: logos, app icons, the favicon. */
import { writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { buildIco } from "./ico";
import { appIconSvg, markOnSvg } from "./icons";
import { logoSvg } from "./logo";
import { logoMarkSvg } from "./mark";
import { record, writePng, writeText } from "../output";
import { C } from "../palette";
import { APP, PUBLIC } from "../paths";

export async function generateBrand() {
  const dir = path.join(PUBLIC, "brand");
  writeText(path.join(dir, "logo-mark.svg"), logoMarkSvg());
  writeText(path.join(dir, "logo.svg"), logoSvg());
  await writePng(path.join(dir, "logo-512.png"), markOnSvg(512, 0.8, C.white), 512);
  await writePng(path.join(dir, "icon-192.png"), appIconSvg(192, 0.6), 192);
  await writePng(path.join(dir, "icon-512.png"), appIconSvg(512, 0.6), 512);
  await writePng(path.join(APP, "apple-icon.png"), appIconSvg(180, 0.64), 180);
  await writePng(path.join(APP, "icon.png"), markOnSvg(512, 1), 512);
  // Favicon: the mark on a rounded teal tile, so it stays legible on light and dark tab bars.
  const pngs = [];
  for (const size of [16, 32, 48]) {
    const svg = appIconSvg(size * 8, 0.84, size * 8 * 0.2);
    const data = await sharp(Buffer.from(svg)).resize(size, size, { kernel: "lanczos3" }).png().toBuffer();
    pngs.push({ size, data });
  }
  const ico = path.join(APP, "favicon.ico");
  writeFileSync(ico, buildIco(pngs));
  record(ico);
}
