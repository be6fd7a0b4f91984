import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseEnv } from "../../src/env";
import { addCompileHints } from "./compile-hints";
import { describePrecompression, precompressStatic } from "./precompress";
import { run } from "./process";
import { progress } from "./progress";

const ROOT = path.resolve(import.meta.dirname, "../..");
const FINGERPRINT_FILE = path.join(ROOT, ".next", "asas-build-fingerprint");
const INPUT_DIRECTORIES = ["src", "messages", "public"];
const INPUT_FILES = [
  "next.config.ts",
  "package-lock.json",
  "package.json",
  "postcss.config.mjs",
  "tsconfig.json",
  // What the build does after Next.js compiles.
  "scripts/lib/build.ts",
  "scripts/lib/compile-hints.ts",
];

function listFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return entry.isFile() && !entry.name.endsWith(".test.ts") && !entry.name.endsWith(".test.tsx") ? [full] : [];
  });
}

/**
 * A hash of everything the production build depends on, including the public site URL it bakes in
 * and whether it carries the compile hints.
 */
export function buildFingerprint(siteUrl: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash("sha256");
  hash.update(`SITE_URL=${siteUrl}\nCOMPILE_HINTS=${parseEnv(env).COMPILE_HINTS}\n`);
  const files = [
    ...INPUT_DIRECTORIES.flatMap((directory) => listFiles(path.join(ROOT, directory))),
    ...INPUT_FILES.map((file) => path.join(ROOT, file)).filter((file) => existsSync(file)),
  ].sort();
  for (const file of files) {
    hash.update(path.relative(ROOT, file));
    hash.update("\0");
    hash.update(readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export function hasCurrentBuild(siteUrl: string, env: NodeJS.ProcessEnv = process.env): boolean {
  if (!existsSync(path.join(ROOT, ".next", "BUILD_ID")) || !existsSync(FINGERPRINT_FILE)) return false;
  return readFileSync(FINGERPRINT_FILE, "utf8").trim() === buildFingerprint(siteUrl, env);
}

/**
 * The production build (`npm run build` and ensureBuild): Next.js compiles, the chunks every page
 * starts with get V8's compile hint (compile-hints.ts; COMPILE_HINTS=false builds in one step, as
 * plain `next build`), Next.js prerenders the pages with their integrity, and the scripts and styles
 * are compressed once (precompress.ts).
 */
export async function buildProduction(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const options = { env: { ...env, NEXT_TELEMETRY_DISABLED: "1" } };
  if (parseEnv(env).COMPILE_HINTS) {
    await run("next", ["build", "--experimental-build-mode=compile"], options);
    const marked = addCompileHints();
    progress(`Compile hint on ${marked.length} start-up chunks.`);
    await run("next", ["build", "--experimental-build-mode=generate"], options);
  } else {
    await run("next", ["build"], options);
  }
  progress(describePrecompression(await precompressStatic()));
}

/**
 * Builds the production site unless a build of exactly these sources already exists, and the
 * database a first start copies (scripts/lib/database.ts) unless it exists for this build.
 */
export async function ensureBuild(siteUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const fingerprint = buildFingerprint(siteUrl, env);
  if (hasCurrentBuild(siteUrl, env)) {
    progress("Production build is current.");
  } else {
    progress("Building the production site (next build)…");
    const started = Date.now();
    // Before the fingerprint, so a build interrupted here is done again.
    await buildProduction({ ...env, SITE_URL: siteUrl });
    writeFileSync(FINGERPRINT_FILE, `${fingerprint}\n`);
    progress(`Built in ${Math.round((Date.now() - started) / 1000)} s.`);
  }
  // Loaded here: it opens the database, which only the scripts that build need.
  const { ensurePreparedDatabase } = await import("./database");
  await ensurePreparedDatabase(fingerprint);
}

export function statOrNull(file: string) {
  return existsSync(file) ? statSync(file) : null;
}
