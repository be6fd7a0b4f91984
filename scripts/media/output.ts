/**
 * Writing the generated files, and the report of what was written against its size budget.
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { C } from "./palette";
import { rel } from "./paths";

export type Written = { file: string; bytes: number; budget?: number; note?: string };

export const written: Written[] = [];

export function record(file: string, budget?: number, note?: string) {
  written.push({ file, bytes: statSync(file).size, budget, note });
}

export function ensureDir(file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
}

export function writeText(file: string, text: string) {
  ensureDir(file);
  writeFileSync(file, text.endsWith("\n") ? text : text + "\n");
  record(file);
}

export async function writePng(file: string, svg: string, size: number) {
  ensureDir(file);
  const buf = await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9, palette: false }).toBuffer();
  writeFileSync(file, buf);
  record(file);
}

export async function writeJpeg(file: string, svg: string, budget: number, quality = 82) {
  ensureDir(file);
  const buf = await sharp(Buffer.from(svg))
    .flatten({ background: C.sand })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: "4:2:0" })
    .toBuffer();
  writeFileSync(file, buf);
  record(file, budget);
}

export const KB = 1024;

const MB = 1024 * KB;
const size = (bytes: number) => (bytes >= MB ? `${bytes / MB} MB` : `${bytes / KB} KB`);

/** One line per written file (✓ or ✗ against its budget); returns the files over budget. */
export function report(files: readonly Written[] = written, log = console.log): Written[] {
  const width = Math.max(...files.map((w) => rel(w.file).length));
  for (const w of files) {
    const shown = w.bytes >= MB ? `${(w.bytes / MB).toFixed(2)} MB` : `${(w.bytes / KB).toFixed(1)} KB`;
    const budget = w.budget === undefined ? "" : ` (budget ${size(w.budget)})`;
    log(
      `${w.bytes > (w.budget ?? Infinity) ? "✗" : "✓"} ${rel(w.file).padEnd(width)}  ${shown.padStart(9)}${budget}${w.note ? `  ${w.note}` : ""}`,
    );
  }
  return files.filter((w) => w.budget !== undefined && w.bytes > w.budget);
}
