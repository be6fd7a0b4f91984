import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE_TYPES, PRECOMPRESSED_SUFFIXES } from "../../front/build-files.mts";

const ROOT = path.resolve(import.meta.dirname, "../..");
export const BUILD_STATIC_DIR = path.join(ROOT, ".next", "static");

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type PrecompressSummary = { files: number; bytes: number; brotliBytes: number; gzipBytes: number; ms: number };

/** The copy in place beside `file` when it is smaller than the original, else no copy at all. */
async function writeCopy(file: string, original: Buffer, compressed: Buffer): Promise<number> {
  if (compressed.length < original.length) {
    await writeFile(file, compressed);
    return compressed.length;
  }
  // A copy left by an earlier run must not outlive the reason for it.
  await rm(file, { force: true });
  return original.length;
}

/**
 * Writes `file.br` (Brotli quality 11) and `file.gz` (gzip level 9) beside every compressible file
 * the build left under .next/static, for the edge to send as they are
 * (front/build-files.mts): too slow to run per request, worth it once per build.
 * zlib runs them on libuv's thread pool, so every core takes part.
 */
export async function precompressStatic(staticDir = BUILD_STATIC_DIR): Promise<PrecompressSummary> {
  const started = Date.now();
  const entries = await readdir(staticDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && path.extname(entry.name) in COMPRESSIBLE_TYPES)
    .map((entry) => path.join(entry.parentPath, entry.name));
  const sizes = await Promise.all(
    files.map(async (file) => {
      const original = await readFile(file);
      const [brotliCopy, gzipCopy] = await Promise.all([
        brotli(original, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
          },
        }),
        gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        bytes: original.length,
        brotliBytes: await writeCopy(file + PRECOMPRESSED_SUFFIXES.br, original, brotliCopy),
        gzipBytes: await writeCopy(file + PRECOMPRESSED_SUFFIXES.gzip, original, gzipCopy),
      };
    }),
  );
  const sum = (key: "bytes" | "brotliBytes" | "gzipBytes") => sizes.reduce((total, size) => total + size[key], 0);
  return {
    files: files.length,
    bytes: sum("bytes"),
    brotliBytes: sum("brotliBytes"),
    gzipBytes: sum("gzipBytes"),
    ms: Date.now() - started,
  };
}

export function describePrecompression({ files, bytes, brotliBytes, gzipBytes, ms }: PrecompressSummary): string {
  const kb = (value: number) => `${(value / 1000).toFixed(1)} KB`;
  return `Precompressed ${files} build files (${kb(bytes)}): Brotli ${kb(brotliBytes)}, gzip ${kb(gzipBytes)}, in ${(ms / 1000).toFixed(1)} s.`;
}
