import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderDelta } from "@/lib/delta";
import { withImageDimensions } from "./image-dimensions";

describe("post images get their dimensions", () => {
  it("adds the intrinsic width and height of the site's own images, lazily loaded", async () => {
    const { width, height } = await sharp("public/blog/covers/e-store.jpg").metadata();
    const html = renderDelta({
      ops: [{ insert: { image: "/blog/covers/e-store.jpg" }, attributes: { alt: "A shop" } }, { insert: "\n" }],
    });
    expect(await withImageDimensions(html)).toBe(
      `<p><img src="/blog/covers/e-store.jpg" alt="A shop" width="${width}" height="${height}" loading="lazy" decoding="async"></p>`,
    );
  });

  it("keeps the decorative mark of an image it measures", async () => {
    const { width, height } = await sharp("public/blog/inline/e-store.jpg").metadata();
    const html = renderDelta({
      ops: [{ insert: { image: "/blog/inline/e-store.jpg" }, attributes: { decorative: true } }, { insert: "\n" }],
    });
    expect(await withImageDimensions(html)).toBe(
      `<p><img src="/blog/inline/e-store.jpg" alt="" width="${width}" height="${height}" data-decorative="true" loading="lazy" decoding="async"></p>`,
    );
  });

  it("keeps a width chosen in the editor and scales the height to it", async () => {
    const { width = 1, height = 1 } = await sharp("public/blog/covers/e-store.jpg").metadata();
    const html = renderDelta({
      ops: [{ insert: { image: "/blog/covers/e-store.jpg" }, attributes: { width: "300" } }, { insert: "\n" }],
    });
    expect(await withImageDimensions(html)).toContain(`width="300" height="${Math.round((300 * height) / width)}"`);
  });

  it("leaves external, missing and percentage-sized images as they were", async () => {
    const html = renderDelta({
      ops: [
        { insert: { image: "https://images.example.com/a.png" } },
        { insert: { image: "/blog/covers/no-such-file.jpg" } },
        { insert: { image: "/blog/covers/e-store.jpg" }, attributes: { width: "50%" } },
        { insert: { image: "/../../etc/passwd" } },
        { insert: "\n" },
      ],
    });
    expect(await withImageDimensions(html)).toBe(html);
  });
});
