import "server-only";
import path from "node:path";
import sharp from "sharp";
import { readUploadBytes, uploadKey } from "@/server/uploads";

type Size = { width: number; height: number };

const PUBLIC_FOLDER = path.resolve(process.cwd(), "public");
const PUBLIC_URL = /^\/(?:blog|images|media|solutions|tech-services)\/[A-Za-z0-9._/-]+$/;

/**
 * Sizes measured so far. Files behind these URLs never change (uploads get new names; public files
 * change with a deploy). A failed measurement is not kept: it may have been a passing I/O error.
 */
const known = new Map<string, Promise<Size | null>>();

/** A bundled file's path, or an upload (read from the configured storage) by its key. */
function fileFor(url: string): { upload: string } | { path: string } | null {
  const key = uploadKey(url);
  if (key) return { upload: key };
  if (PUBLIC_URL.test(url) && !url.includes("..")) return { path: path.join(PUBLIC_FOLDER, url) };
  return null;
}

async function measure(file: { upload: string } | { path: string }): Promise<Size | null> {
  try {
    const input = "path" in file ? file.path : await readUploadBytes(file.upload);
    if (!input) return null;
    const { width, height } = await sharp(input).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The intrinsic size of one of the site's own images, or null (external, missing, unreadable). */
export function imageSize(url: string): Promise<Size | null> {
  const file = fileFor(url);
  if (!file) return Promise.resolve(null);
  let size = known.get(url);
  if (!size) {
    size = measure(file);
    known.set(url, size);
    void size.then((result) => result ?? known.delete(url));
  }
  return size;
}

// The exact shape renderDelta gives an image: src first, then alt, then an optional width and
// decorative mark.
const RENDERED_IMAGE = /<img src="([^"]*)" alt="([^"]*)"(?: width="(\d+%?)")?( data-decorative="true")?>/g;

/**
 * Gives the images of rendered post HTML their width and height, so the browser reserves their
 * space before they load and the text below does not jump (layout shift). Only the site's own
 * images can be measured; the rest are left as they are.
 */
export async function withImageDimensions(html: string): Promise<string> {
  const sources = [...new Set([...html.matchAll(RENDERED_IMAGE)].map((match) => match[1] ?? ""))];
  if (sources.length === 0) return html;
  const sizes = new Map(
    await Promise.all(sources.map(async (src) => [src, await imageSize(decodeEntities(src))] as const)),
  );
  return html.replace(
    RENDERED_IMAGE,
    (tag, src: string, alt: string, width: string | undefined, decorative: string | undefined) => {
      const size = sizes.get(src);
      if (!size || width?.endsWith("%")) return tag;
      const shownWidth = width ? Number(width) : size.width;
      const shownHeight = Math.round((shownWidth * size.height) / size.width);
      return `<img src="${src}" alt="${alt}" width="${shownWidth}" height="${shownHeight}"${decorative ?? ""} loading="lazy" decoding="async">`;
    },
  );
}

function decodeEntities(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}
