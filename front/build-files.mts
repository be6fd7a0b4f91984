/**
 * Next.js's hashed build files (`/_next/static/…`), answered from the copies the build compressed
 * once at the highest levels (`file.br` at Brotli 11, `file.gz` at gzip 9: scripts/lib/precompress.ts).
 * Compressed per request, the same ~700 KB of JavaScript cost CPU at every page load and came out
 * 12 % larger (Brotli's per-request quality is no better than gzip's).
 *
 * Only a file the build left a copy of, asked for with GET or HEAD by a client that takes that
 * encoding, without a Range or a conditional header, is answered here; anything else goes on to
 * Next.js, which serves the file itself.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { RESOURCE_CONTENT_SECURITY_POLICY, securityHeaders } from "../src/lib/security/headers.ts";
import { acceptedEncodings } from "./compression.mts";

export const STATIC_PREFIX = "/_next/static/";

/** The text files a build writes under .next/static, with the Content-Type Next.js sends for each. */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/** The precompressed copies, by content coding, preferred first when a client takes both equally. */
export const PRECOMPRESSED_SUFFIXES = { br: ".br", gzip: ".gz" } as const;

type Encoding = keyof typeof PRECOMPRESSED_SUFFIXES;
type Copy = { file: string; size: number; body?: Buffer };
type BuildFile = { contentType: string; lastModified: string; copies: Partial<Record<Encoding, Copy>> };

/** What the app sends with these files (next.config.ts's headers() and Next.js's own). */
const COMMON_HEADERS: Record<string, string> = {
  ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])),
  "Content-Security-Policy": RESOURCE_CONTENT_SECURITY_POLICY,
  "Cache-Control": "public, max-age=31536000, immutable",
  Vary: "Accept-Encoding",
};

/**
 * Every compressible build file with a precompressed copy, by its address (`/_next/static/…`). A
 * copy older than its file (a build without the compression step over an old one) is left out.
 * Read once at start: a build does not change under a running server. Only an address spelt
 * exactly as the build names the file is answered here: any other spelling (encoded, with dots,
 * outside the folder) finds nothing and goes on to Next.js.
 */
function indexBuildFiles(staticDir: string): Map<string, BuildFile> {
  const files = new Map<string, BuildFile>();
  if (!existsSync(staticDir)) return files;
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    const contentType = COMPRESSIBLE_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !contentType) continue;
    const file = path.join(entry.parentPath, entry.name);
    const modified = statSync(file).mtimeMs;
    const copies: BuildFile["copies"] = {};
    for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIXES) as Array<[Encoding, string]>) {
      const copy = statSync(file + suffix, { throwIfNoEntry: false });
      if (copy?.isFile() && copy.mtimeMs >= modified) copies[encoding] = { file: file + suffix, size: copy.size };
    }
    if (Object.keys(copies).length > 0) {
      const lastModified = new Date(modified).toUTCString();
      const address = STATIC_PREFIX + path.relative(staticDir, file).split(path.sep).join("/");
      files.set(address, { contentType, lastModified, copies });
    }
  }
  return files;
}

/** Answers the request from a precompressed copy and returns true, or returns false having done nothing. */
export type BuildFileHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export function createBuildFiles(staticDir: string): BuildFileHandler {
  const files = indexBuildFiles(staticDir);
  return (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    const { range, "if-modified-since": since, "if-none-match": match } = request.headers;
    if (range !== undefined || since !== undefined || match !== undefined) return false;
    const file = files.get((request.url ?? "").split("?", 1)[0] ?? "");
    if (!file) return false;
    // The client's most preferred coding that has a copy, unless it prefers the file as it is.
    const accepted = acceptedEncodings(request.headers["accept-encoding"]);
    const identityAt = accepted.indexOf("identity");
    const preferred = identityAt === -1 ? accepted : accepted.slice(0, identityAt);
    const encoding = preferred.find((name) => name in file.copies);
    const copy = encoding && file.copies[encoding as Encoding];
    if (!encoding || !copy) return false;
    response.writeHead(200, {
      ...COMMON_HEADERS,
      "Last-Modified": file.lastModified,
      "Content-Type": file.contentType,
      "Content-Encoding": encoding,
      "Content-Length": String(copy.size),
    });
    if (request.method === "HEAD") {
      response.end();
      return true;
    }
    // Read at its first request and kept: ~1.4 MB for a whole build, a dozen files per page load.
    // A failed read (the build replaced under a running server) cuts the answer short, which a
    // client sees as an incomplete download rather than a wrong file.
    if (copy.body) response.end(copy.body);
    else
      readFile(copy.file).then(
        (body) => response.end((copy.body = body)),
        () => response.destroy(),
      );
    return true;
  };
}
