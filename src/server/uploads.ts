import "server-only";
import { randomUUID } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { fileStorage, type StoredFile } from "@/server/storage";

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
/** An image re-encoded to WebP (storeImage) or a PDF document (documents.ts). */
const STORED_NAME = /^[0-9a-f-]{36}\.(webp|pdf)$/;

export class UploadRejectedError extends Error {
  constructor(readonly code: "too_large" | "not_an_image" | "svg_not_allowed" | "empty" | "too_many_pixels") {
    super(code);
    this.name = "UploadRejectedError";
  }
}

/** The site address of a stored upload. */
export const uploadUrl = (key: string) => `/uploads/${key}`;

/** The storage key behind one of the site's upload addresses, or null for any other address. */
export function uploadKey(url: string): string | null {
  const name = /^\/uploads\/([^/?#]+)$/.exec(url)?.[1];
  return name && STORED_NAME.test(name) ? name : null;
}

export type StoredImage = {
  url: string;
  key: string;
  width: number;
  height: number;
  contentType: string;
  byteSize: number;
};

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
export async function storeImage(bytes: Buffer): Promise<StoredImage> {
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
  const key = `${randomUUID()}.webp`;
  await fileStorage().put(key, data, "image/webp");
  return {
    url: uploadUrl(key),
    key,
    width: info.width,
    height: info.height,
    contentType: "image/webp",
    byteSize: data.byteLength,
  };
}

/** A stored upload as a stream with its type and length, or null for any name that is not one of ours. */
export async function readUpload(name: string): Promise<StoredFile | null> {
  if (!STORED_NAME.test(name)) return null;
  return fileStorage().get(name);
}

/** A stored upload's bytes, whole (to measure it), or null. */
export async function readUploadBytes(name: string): Promise<Buffer | null> {
  const file = await readUpload(name);
  if (!file) return null;
  return Buffer.from(await new Response(file.body).arrayBuffer());
}
