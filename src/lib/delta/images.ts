/**
 * The images embedded in a post's text and what each says to someone who cannot see it: an
 * alternative text, or the mark that it is decorative (the rendered `<img>` then has `alt=""`).
 */
import { isRecord, ownValue, readOps } from "./types";

export type InlineImage = {
  /** The image's position among the document's images, from 0. */
  position: number;
  /** Its index in the document (Quill's index: an embed counts one). */
  index: number;
  src: string;
  alt: string;
  decorative: boolean;
};

/** The document's images, in order; malformed ops are skipped as the renderer skips them. */
export function inlineImages(input: unknown): InlineImage[] {
  const ops = readOps(input) ?? [];
  const images: InlineImage[] = [];
  let index = 0;
  for (const op of ops) {
    if (!isRecord(op)) continue;
    const insert = ownValue(op, "insert");
    if (typeof insert === "string") {
      index += insert.length;
      continue;
    }
    if (!isRecord(insert)) continue;
    const src = ownValue(insert, "image");
    if (typeof src === "string") {
      const attributes = ownValue(op, "attributes");
      const alt = isRecord(attributes) ? ownValue(attributes, "alt") : undefined;
      const decorative = isRecord(attributes) ? ownValue(attributes, "decorative") : undefined;
      images.push({
        position: images.length,
        index,
        src,
        alt: typeof alt === "string" ? alt : "",
        decorative: decorative === true,
      });
    }
    index += 1;
  }
  return images;
}

/** An image says nothing to a screen reader: no alternative text, and not marked decorative. */
export const lacksAlt = (image: Pick<InlineImage, "alt" | "decorative">) => !image.decorative && !image.alt.trim();

/** How many of the document's images lack an alternative text (publishing waits for none). */
export function imagesWithoutAlt(input: unknown): number {
  return inlineImages(input).filter(lacksAlt).length;
}
