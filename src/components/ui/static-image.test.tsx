import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StaticImage } from "./static-image";

/** The `w` widths of the first <img>'s srcset, and its src. */
function image(markup: string) {
  const srcSet = /srcSet="([^"]*)"/.exec(markup)?.[1] ?? "";
  const widths = srcSet.split(", ").map((entry) => Number(/ (\d+)w$/.exec(entry)?.[1]));
  const src = /\ssrc="([^"]*)"/.exec(markup)?.[1] ?? "";
  return { widths, src: src.replaceAll("&amp;", "&") };
}

describe("StaticImage", () => {
  it("leaves out the widths past the picture file's own, which would fetch the same pixels", () => {
    const { widths, src } = image(
      renderToStaticMarkup(<StaticImage src="/tech-services/erp.jpg" alt="" fill sizes="100vw" sourceWidth={1200} />),
    );
    expect(widths.length).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBe(1200);
    expect(src).toContain("w=1200");
  });

  it("keeps a width covering the file when none equals it", () => {
    const { widths } = image(
      renderToStaticMarkup(<StaticImage src="/media/hero-poster.jpg" alt="" fill sizes="100vw" sourceWidth={1280} />),
    );
    expect(widths.filter((width) => width >= 1280)).toHaveLength(1);
  });

  it("gives a fixed-size picture one width each for 1x, 2x and 3x screens", () => {
    const { widths } = image(
      renderToStaticMarkup(<StaticImage src="/team/noura-alqahtani.jpg" alt="" width={48} height={48} sizes="48px" />),
    );
    expect(widths).toHaveLength(3);
    expect(widths[0]).toBeGreaterThanOrEqual(48);
    expect(widths[1]).toBeGreaterThanOrEqual(96);
    expect(widths[2]).toBeGreaterThanOrEqual(144);
  });

  it("gives a filling image no style prop, which the page's React payload would carry", () => {
    const element = StaticImage({ src: "/images/about.jpg", alt: "", fill: true, sizes: "100vw" });
    expect((element.props as { style?: unknown }).style).toBeUndefined();
  });
});
