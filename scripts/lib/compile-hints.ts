import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * V8's explicit compile hint (Chrome 136+, v8.dev/blog/explicit-compile-hints): a script that
 * starts with this comment has all its functions compiled while it streams in, on a background
 * thread, instead of one by one on the main thread the first time each is called. Other engines
 * read it as a comment.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * Marks the client chunks that every page runs at start-up (Next.js's `rootMainFiles`: its runtime,
 * React, React DOM and its router) with the compile hint, and gives them their new integrity.
 *
 * Measured with Lighthouse on the Arabic home page (7–8 runs each, quiet machine): the longest task
 * after the first paint is 40–91 ms (median 65) without the hint, most of it React DOM's functions
 * compiled lazily as hydration first calls them, and 18–34 ms (median 28) with it; total blocking
 * time's median ~170 ms without, ~50 ms with (docs/decisions.md, decision 23). Next.js 16 has no option for it (vercel/next.js#101287, a proposal), so
 * the build runs in two steps around this one: `next build --experimental-build-mode=compile`, this,
 * then `--experimental-build-mode=generate`, which prerenders the pages with the integrity written
 * here. Only these chunks: each hinted function is compiled whether it runs or not, which is right
 * for code every page runs and a waste for a page's own chunks.
 *
 * Returns the chunks marked (none when a build was marked already).
 */
export function addCompileHints(distDir = path.join(ROOT, ".next")): string[] {
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8")) as {
    rootMainFiles: string[];
  };
  const manifestFile = path.join(distDir, "server", "subresource-integrity-manifest.json");
  const integrity = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, string>;
  const marked: string[] = [];
  for (const chunk of rootMainFiles.filter((file) => file.endsWith(".js"))) {
    const file = path.join(distDir, chunk);
    const code = readFileSync(file, "utf8");
    if (code.startsWith(COMPILE_HINT)) continue;
    const hinted = COMPILE_HINT + code;
    writeFileSync(file, hinted);
    integrity[chunk] = `sha256-${createHash("sha256").update(hinted).digest("base64")}`;
    marked.push(chunk);
  }
  writeFileSync(manifestFile, JSON.stringify(integrity, null, 2));
  // The same manifest as the server's JavaScript reads it.
  writeFileSync(
    path.join(distDir, "server", "subresource-integrity-manifest.js"),
    `self.__SUBRESOURCE_INTEGRITY_MANIFEST=${JSON.stringify(JSON.stringify(integrity))}`,
  );
  return marked;
}
