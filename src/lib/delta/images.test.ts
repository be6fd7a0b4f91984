import { describe, expect, it } from "vitest";
import { imagesWithoutAlt, inlineImages } from "./images";

describe("inline images", () => {
  const content = {
    ops: [
      { insert: "Intro\n" },
      { insert: { image: "/a.jpg" }, attributes: { alt: "A chart" } },
      { insert: "between" },
      { insert: { video: "https://example.org/v" } },
      { insert: { image: "/b.jpg" }, attributes: { decorative: true } },
      { insert: { image: "/c.jpg" } },
      { insert: { image: "/d.jpg" }, attributes: { alt: 42 } },
      "not an op",
      { insert: "\n" },
    ],
  };

  it("lists each image with its index in the document, description and decorative mark", () => {
    expect(inlineImages(content)).toEqual([
      { position: 0, index: 6, src: "/a.jpg", alt: "A chart", decorative: false },
      { position: 1, index: 15, src: "/b.jpg", alt: "", decorative: true },
      { position: 2, index: 16, src: "/c.jpg", alt: "", decorative: false },
      { position: 3, index: 17, src: "/d.jpg", alt: "", decorative: false },
    ]);
  });

  it("counts the images that say nothing to a screen reader", () => {
    expect(imagesWithoutAlt(content)).toBe(2);
    expect(imagesWithoutAlt(null)).toBe(0);
  });
});
