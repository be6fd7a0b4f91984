/**
 * Next.js's hashed build files (`/_next/static/…`) answered from the copies the build compressed
 * once, at the highest levels (`file.br`, Brotli quality 11, and `file.gz`, gzip level 9:
 * scripts/lib/precompress.ts). The edge's on-the-fly compression (compress.mts) compressed the same
 * ~700 KB of JavaScript again at every page load, at Brotli's default quality 4, whose output was
 * no smaller than gzip's; quality 11 is 12 % smaller, and too slow to run per request.
 *
 * Only a file the build left a smaller copy of, asked for with GET or HEAD by a client that takes
 * that encoding, is answered here; anything else (a Range or conditional request, an address that
 * is not exactly one of those files, a client that takes neither encoding) goes on to Next.js as
 * before. The answer carries the headers Next.js sends with these files, except Accept-Ranges: a
 * range would be of the compressed bytes, which are not served in parts (a Range request gets the
 * uncompressed file's from Next.js, as before).
 *
 * Plain TypeScript with erasable types, imported directly by server.mjs.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import Negotiator from "negotiator";
import { RESOURCE_CONTENT_SECURITY_POLICY, securityHeaders } from "../../lib/security/headers.ts";

export const STATIC_PREFIX = "/_next/static/";

/**
 * The text files a build writes under .next/static, which compress well, with the Content-Type
 * Next.js sends for each; fonts and images there are compressed formats already.
 */
export const COMPRESSIBLE_TYPES: Readonly<Record<string, string>> = {
  ".js": "application/javascript; charset=UTF-8",
  ".css": "text/css; charset=UTF-8",
};

/** The precompressed copies, by content coding, preferred first when a client takes both equally. */
export const PRECOMPRESSED_SUFFIXES = { br: ".br", gzip: ".gz" } as const;

type Encoding = keyof typeof PRECOMPRESSED_SUFFIXES;
type Copy = { file: string; size: number; body?: Buffer };
type Asset = { contentType: string; lastModified: string; copies: Partial<Record<Encoding, Copy>> };

/** What the app sends with these files (next.config.ts's headers() and Next.js's own). */
const COMMON_HEADERS: Record<string, string> = {
  ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key, value])),
  "Content-Security-Policy": RESOURCE_CONTENT_SECURITY_POLICY,
  "Cache-Control": "public, max-age=31536000, immutable",
  Vary: "Accept-Encoding",
};

/** Offered in this order; identity last, so a client that ranks it first is left to the app. */
const OFFERED = [...(Object.keys(PRECOMPRESSED_SUFFIXES) as Encoding[]), "identity"];

/**
 * Every compressible file under `staticDir` that has a precompressed copy, by its path relative to
 * that folder. A copy older than its file is stale (a build without the precompression step over an
 * old one) and left out. Read once at start: the build does not change while the server runs.
 */
function indexAssets(staticDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!existsSync(staticDir)) return assets;
  for (const entry of readdirSync(staticDir, { recursive: true, withFileTypes: true })) {
    const contentType = COMPRESSIBLE_TYPES[path.extname(entry.name)];
    if (!entry.isFile() || !contentType) continue;
    const file = path.join(entry.parentPath, entry.name);
    const modified = statSync(file).mtimeMs;
    const copies: Asset["copies"] = {};
    for (const [encoding, suffix] of Object.entries(PRECOMPRESSED_SUFFIXES) as Array<[Encoding, string]>) {
      const copy = statSync(file + suffix, { throwIfNoEntry: false });
      if (copy?.isFile() && copy.mtimeMs >= modified) copies[encoding] = { file: file + suffix, size: copy.size };
    }
    if (Object.keys(copies).length > 0) {
      const lastModified = new Date(modified).toUTCString();
      assets.set(path.relative(staticDir, file).split(path.sep).join("/"), { contentType, lastModified, copies });
    }
  }
  return assets;
}

/** The file a request target names under the prefix, or null for anything that is not plainly one. */
function assetPath(target: string): string | null {
  const pathname = target.split("?", 1)[0] ?? "";
  if (!pathname.startsWith(STATIC_PREFIX)) return null;
  const segments: string[] = [];
  for (const raw of pathname.slice(STATIC_PREFIX.length).split("/")) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    // Only a plain relative path can name an indexed file: no "..", "." or empty segments, no
    // encoded slash, backslash or NUL (the index lookup alone would miss them too; this says so).
    if (["", ".", ".."].includes(segment) || /[/\\\0]/.test(segment)) return null;
    segments.push(segment);
  }
  return segments.join("/");
}

/**
 * What the client takes of OFFERED, best first; among equals, OFFERED's order. (negotiator 1 takes
 * that preference as a second argument, which @types/negotiator 0.6 does not declare yet.)
 */
function acceptedEncodings(request: IncomingMessage): string[] {
  const negotiator = new Negotiator(request) as unknown as {
    encodings: (available: string[], options: { preferred: string[] }) => string[];
  };
  return negotiator.encodings(OFFERED, { preferred: OFFERED });
}

/** The copy in the encoding the client prefers, or null when it prefers identity or has no copy. */
function chooseCopy(asset: Asset, accepted: string[]): [Encoding, Copy] | null {
  for (const name of accepted) {
    if (name === "identity") return null;
    const copy = asset.copies[name as Encoding];
    if (copy) return [name as Encoding, copy];
  }
  return null;
}

/**
 * Answers the request from a precompressed copy when it can and returns true; returns false, having
 * touched nothing, when the request should go on to the rest of the edge.
 */
export type StaticAssetHandler = (request: IncomingMessage, response: ServerResponse) => boolean;

export function createStaticAssets(staticDir: string): StaticAssetHandler {
  const assets = indexAssets(staticDir);
  return (request, response) => {
    if (request.method !== "GET" && request.method !== "HEAD") return false;
    // Next.js answers these from the file itself (206, or 304 to a browser that revalidates).
    const { range, "if-modified-since": since, "if-none-match": match } = request.headers;
    if (range !== undefined || since !== undefined || match !== undefined) return false;
    const relative = assetPath(request.url ?? "");
    const asset = relative === null ? undefined : assets.get(relative);
    if (!asset) return false;
    const chosen = chooseCopy(asset, acceptedEncodings(request));
    if (!chosen) return false;
    const [encoding, copy] = chosen;

    response.writeHead(200, {
      ...COMMON_HEADERS,
      "Last-Modified": asset.lastModified,
      "Content-Type": asset.contentType,
      "Content-Encoding": encoding,
      "Content-Length": String(copy.size),
    });
    if (request.method === "HEAD") {
      response.end();
      return true;
    }
    // Read once, at its first request, and kept: the copies are immutable, ~1.4 MB for a whole
    // build, and each page load asks for a dozen of them. A failed read (the build replaced under a
    // running server) cuts the answer short, which the client sees as an incomplete download
    // rather than a wrong file.
    if (copy.body) response.end(copy.body);
    else
      readFile(copy.file).then(
        (body) => response.end((copy.body = body)),
        () => response.destroy(),
      );
    return true;
  };
}
