import "server-only";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import { env } from "@/env";

/** Largest upload accepted, before re-encoding. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/**
 * Most pixels an upload may have (40 megapixels, a large camera's photo). Checked from the file's
 * header before anything is decoded: a small file can declare a huge image (an "image bomb").
 */
export const UPLOAD_MAX_PIXELS = 40_000_000;
/** Longest side of a stored image; larger ones are scaled down. */
const MAX_DIMENSION = 2400;
/** Raster formats accepted, recognised from the file's content, never from its name. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;

export class UploadRejectedError extends Error {
  constructor(readonly code: "too_large" | "not_an_image" | "svg_not_allowed" | "empty" | "too_many_pixels") {
    super(code);
    this.name = "UploadRejectedError";
  }
}

/** Where uploaded images are stored (served as /uploads/{name}). */
export const uploadsFolder = () => path.resolve(env.DATA_DIR, "uploads");

/** Magic numbers of the accepted formats, checked before the decoder sees the bytes. */
function looksLikeRaster(bytes: Buffer): boolean {
  const hex = bytes.subarray(0, 16).toString("hex");
  const ascii = bytes.subarray(0, 16).toString("latin1");
  return (
    hex.startsWith("ffd8ff") || // JPEG
    hex.startsWith("89504e470d0a1a0a") || // PNG
    ascii.startsWith("GIF87a") ||
    ascii.startsWith("GIF89a") ||
    (ascii.startsWith("RIFF") && ascii.slice(8, 12) === "WEBP") ||
    ascii.slice(4, 8) === "ftyp" || // AVIF, HEIF
    hex.startsWith("49492a00") ||
    hex.startsWith("4d4d002a") // TIFF
  );
}

/**
 * Checks an uploaded image by its content, re-encodes it (dropping metadata and anything hidden in
 * the file) and stores it under a random name. SVG and everything that is not a raster image is refused.
 */
export async function storeImage(bytes: Buffer): Promise<{ url: string; width: number; height: number }> {
  if (bytes.length === 0) throw new UploadRejectedError("empty");
  if (bytes.length > UPLOAD_MAX_BYTES) throw new UploadRejectedError("too_large");
  const head = bytes.subarray(0, 512).toString("utf8").trimStart().toLowerCase();
  if (head.startsWith("<svg") || (head.startsWith("<?xml") && head.includes("<svg")))
    throw new UploadRejectedError("svg_not_allowed");
  if (!looksLikeRaster(bytes)) throw new UploadRejectedError("not_an_image");

  let metadata: Metadata;
  try {
    // Reads the header only, so no limit is needed to read a bomb's declared size.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRejectedError("not_an_image");
  }
  if (!metadata.format || !ACCEPTED_FORMATS.has(metadata.format)) throw new UploadRejectedError("not_an_image");
  if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) throw new UploadRejectedError("too_many_pixels");

  const { data, info } = await sharp(bytes, { limitInputPixels: UPLOAD_MAX_PIXELS, animated: false })
    .rotate()
    .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new UploadRejectedError("not_an_image");
    });
  const name = `${randomUUID()}.webp`;
  await mkdir(uploadsFolder(), { recursive: true });
  await writeFile(path.join(uploadsFolder(), name), data, { flag: "wx" });
  return { url: `/uploads/${name}`, width: info.width, height: info.height };
}

/** A stored upload's bytes, or null for any name that is not one of ours. */
export async function readUpload(name: string): Promise<Buffer | null> {
  if (!STORED_NAME.test(name)) return null;
  try {
    return await readFile(path.join(uploadsFolder(), name));
  } catch {
    return null;
  }
}
