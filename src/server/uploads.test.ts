import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { readUpload, storeImage, UPLOAD_MAX_BYTES, UploadRejectedError } from "./uploads";

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b5d56" } })
    .png()
    .toBuffer();

describe("storeImage", () => {
  it("re-encodes a real image to WebP under a random name", async () => {
    const stored = await storeImage(await png());
    expect(stored).toMatchObject({ width: 40, height: 30 });
    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const bytes = await readUpload(stored.url.split("/").pop() ?? "");
    expect((await sharp(bytes ?? Buffer.alloc(0)).metadata()).format).toBe("webp");
  });

  it.each([
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>'), "svg_not_allowed"],
    [
      "an SVG with an XML prolog",
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
      "svg_not_allowed",
    ],
    ["HTML renamed to .png", Buffer.from("<html><script>alert(1)</script></html>"), "not_an_image"],
    ["a truncated PNG", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), "not_an_image"],
    ["nothing", Buffer.alloc(0), "empty"],
    ["a file past the size limit", Buffer.alloc(UPLOAD_MAX_BYTES + 1, 0xff), "too_large"],
  ])("refuses %s", async (_name, bytes, code) => {
    const error = await storeImage(bytes).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UploadRejectedError);
    expect((error as UploadRejectedError).code).toBe(code);
  });

  it("serves only names it created", async () => {
    for (const name of ["../../etc/passwd", "x.webp", "00000000-0000-0000-0000-000000000000.svg"]) {
      expect(await readUpload(name)).toBeNull();
    }
  });
});
