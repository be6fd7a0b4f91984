/** The URL of a srcset's last entry: next/image lists widths in ascending order and makes the widest one the `src`. */
export function widestSource(srcSet: string): string {
  const last = srcSet.split(", ").at(-1) ?? "";
  return last.split(" ")[0] ?? "";
}

/** Where a srcset template has a picture's path (encoded as the image optimiser's URLs carry it). */
const PATH = "{path}";

/**
 * What the srcsets of pictures optimised alike share (the same widths and quality), with a mark
 * where each picture's path goes: a list of cards then carries it once, and each card its path,
 * not twelve whole srcsets (~200 bytes each, written in the HTML and again in the React payload).
 * Null when the first picture's srcset does not name its path.
 */
export function srcSetTemplate(picture: { path: string; srcSet: string }): string | null {
  const encoded = encodeURIComponent(picture.path);
  return picture.srcSet.includes(encoded) ? picture.srcSet.replaceAll(encoded, PATH) : null;
}

/** A picture's srcset from the template of its list. */
export function srcSetFromTemplate(template: string, path: string): string {
  return template.replaceAll(PATH, encodeURIComponent(path));
}
