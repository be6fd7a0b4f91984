import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { SERVICE_SLUGS } from "./service-slugs";
import { B2B_ITEMS } from "./home";
import { PICTURE_WIDTHS } from "./picture-widths";

const width = async (file: string) => (await sharp(path.join(process.cwd(), "public", file)).metadata()).width;

describe("PICTURE_WIDTHS", () => {
  it("says the width of each picture file", async () => {
    expect(await width("media/hero-poster.jpg")).toBe(PICTURE_WIDTHS.heroPoster);
    expect(await width("images/about.jpg")).toBe(PICTURE_WIDTHS.aboutImage);
    for (const slug of [...SERVICE_SLUGS, "cybersecurity"]) {
      expect(await width(`tech-services/${slug}.jpg`), slug).toBe(PICTURE_WIDTHS.serviceImage);
    }
    for (const item of B2B_ITEMS)
      expect(await width(item.imgPath.slice(1)), item.key).toBe(PICTURE_WIDTHS.solutionImage);
  });
});
