import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { EXTRA_SERVICE_SLUGS, SERVICE_SLUGS } from "../../src/content/service-slugs";
import { SERVICE_ART, SERVICE_IMAGE_SLUGS } from "./art/services";
import { generateServiceImages } from "./services";

describe("service images", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "media-services-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("cover every service page in src/content and the cybersecurity overview", () => {
    expect([...SERVICE_IMAGE_SLUGS].sort()).toEqual([...SERVICE_SLUGS, ...EXTRA_SERVICE_SLUGS, "cybersecurity"].sort());
  });

  it("have exactly one illustration per slug, none left over", () => {
    expect(Object.keys(SERVICE_ART).sort()).toEqual([...SERVICE_IMAGE_SLUGS].sort());
    for (const slug of SERVICE_IMAGE_SLUGS) expect(SERVICE_ART[slug]!()).toMatch(/^<[a-z]/);
  });

  it("are written as 1200×630 JPEGs named after the slug", async () => {
    await generateServiceImages(["erp"], dir);
    expect(readdirSync(dir)).toEqual(["erp.jpg"]);
    const meta = await sharp(path.join(dir, "erp.jpg")).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 630]);
  });

  it("refuse a service without an illustration", async () => {
    await expect(generateServiceImages(["no-such-service"], dir)).rejects.toThrow(
      "no illustration for service no-such-service",
    );
  });
});
