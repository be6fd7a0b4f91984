import { readFileSync } from "node:fs";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { RESOURCE_CONTENT_SECURITY_POLICY, securityHeaders } from "../../../src/lib/security/headers";
import { rawGet } from "./http";

/** The scripts and styles the (Arabic) home page's HTML names, as /_next/static/… paths. */
export async function homePageAssets(base: string): Promise<string[]> {
  const home = await rawGet(new URL("/", base), { "accept-encoding": "identity", "accept-language": "ar" });
  return [...new Set(home.body.toString().match(/\/_next\/static\/[^"?]+\.(?:js|css)/g))];
}

/** A build file as the build left it, or its precompressed copy (".br", ".gz"). */
export const builtFile = (asset: string, suffix = "") =>
  readFileSync(path.join(".next", asset.replace(/^\/_next\//, "")) + suffix);

/** What a client takes, what it must get, and the build's copy that must be sent as it is. */
export const ENCODING_CASES = [
  { accepted: "gzip, deflate, br, zstd", encoding: "br", suffix: ".br" },
  { accepted: "gzip, deflate", encoding: "gzip", suffix: ".gz" },
  { accepted: "identity", encoding: undefined, suffix: "" },
] as const;

export function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "gzip") return gunzipSync(body);
  return body;
}

/** The headers Next.js sends with these files (next.config.ts's headers() and its own). */
export const STATIC_ASSET_HEADERS: Record<string, string> = {
  ...Object.fromEntries(securityHeaders().map(({ key, value }) => [key.toLowerCase(), value])),
  "content-security-policy": RESOURCE_CONTENT_SECURITY_POLICY,
  "cache-control": "public, max-age=31536000, immutable",
};
