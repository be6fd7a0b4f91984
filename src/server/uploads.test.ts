import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { deflateSync } from "node:zlib";
import { readUpload, readUploadBytes, storeImage, UPLOAD_MAX_BYTES, UploadRejectedError } from "./uploads";

/** A PNG's chunk: length, type, data and CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** An "image bomb": a PNG of a few hundred bytes that declares 50,000 × 50,000 grey pixels. */
function pngBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from("89504e470d0a1a0a", "hex"),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(50_001 * 4))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0b5d56" } })
    .png()
    .toBuffer();

describe("storeImage", () => {
  it("re-encodes a real image to WebP under a random name", async () => {
    const stored = await storeImage(await png());
    expect(stored).toMatchObject({ width: 40, height: 30 });
    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const bytes = await readUploadBytes(stored.url.split("/").pop() ?? "");
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

  it("refuses a 59-megapixel photo and an image bomb as too many pixels, and takes 40 megapixels", async () => {
    const photo = await sharp({ create: { width: 7700, height: 7700, channels: 3, background: "#0b5d56" } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(photo.length).toBeLessThan(UPLOAD_MAX_BYTES);
    for (const bytes of [photo, pngBomb()]) {
      const error = await storeImage(bytes).catch((caught: unknown) => caught);
      expect((error as UploadRejectedError).code).toBe("too_many_pixels");
    }
    const largest = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: "#0b5d56" } })
      .jpeg({ quality: 10 })
      .toBuffer();
    expect(await storeImage(largest)).toMatchObject({ width: 2400, height: 1500 });
  });

  it("serves only names it created", async () => {
    for (const name of ["../../etc/passwd", "x.webp", "00000000-0000-0000-0000-000000000000.svg"]) {
      expect(await readUpload(name)).toBeNull();
    }
  });
});
