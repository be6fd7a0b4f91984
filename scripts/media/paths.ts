import path from "node:path";

/** The repository root: every generated file lands under public/ or src/app/. */
export const ROOT = path.resolve(import.meta.dirname, "..", "..");
export const PUBLIC = path.join(ROOT, "public");
export const APP = path.join(ROOT, "src", "app");

/** A generated file's path as the report prints it. */
export const rel = (file: string) => path.relative(ROOT, file);
