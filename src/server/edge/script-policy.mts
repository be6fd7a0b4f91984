/**
 * A strict script policy for pages that caches share (DESIGN: every public page is served from the
 * page cache, nginx or a CDN, so it cannot carry a per-request nonce).
 *
 * The proxy gives every public page `script-src 'self' 'strict-dynamic'` and nothing else: as sent
 * by the app, no script of the page would run. When the page is complete, the edge (server.mjs,
 * through answer-for-hints.mts, which holds a page until then) reads its HTML and lists in that
 * policy the SHA-256 hash of every inline script (Next.js's bootstrap and data, the web fonts
 * decision) and the integrity hash of every script it loads. `experimental.sri` gives Next.js's
 * bootstrap scripts their `integrity` attribute but not the chunks of client components
 * (vercel/next.js#74147): the edge adds theirs from the build's integrity manifest. Scripts those
 * load in turn are trusted through 'strict-dynamic'. A script injected into a page is in none of
 * these lists and does not run. The policy is computed once per rendering: caches store it with
 * the page it describes. The same pass starts the page's scripts after its first paint
 * (scripts-after-paint.mts).
 *
 * The signed-in area keeps its per-request nonce (src/proxy.ts) and is left alone here.
 *
 * Plain Node.js with erasable types only: server.mjs imports it through answer-for-hints.mts.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { wantsScriptHashes, withScriptSources } from "../../lib/security/headers.ts";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.mts";

/** A script element as the HTML parser sees it: attributes, then raw text up to `</script`. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
/** Types a browser runs (an empty or missing type is classic JavaScript). */
const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;
const INTEGRITY_HASH = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

/** One pattern per attribute the policy reads, compiled once (they run on every rendered page). */
const ATTRIBUTE_PATTERNS = new Map(
  ["type", "src", "integrity"].map((name) => [
    name,
    new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, "i"),
  ]),
);

/** The value of an attribute in a start tag's attribute text (React always quotes with "). */
function attribute(attributes: string, name: "type" | "src" | "integrity"): string | undefined {
  const match = ATTRIBUTE_PATTERNS.get(name)!.exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP source expressions that let exactly the page's own scripts run: `'sha256-…'` of each
 * inline script's text (line breaks normalised as the HTML parser does) and the integrity hashes
 * of each external script. Data blocks (`application/ld+json`) are not scripts and are skipped.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(SCRIPT_ELEMENT)) {
    const type = (attribute(attributes, "type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPE.test(type)) continue;
    if (attribute(attributes, "src") !== undefined) {
      for (const hash of (attribute(attributes, "integrity") ?? "").split(/\s+/)) {
        if (INTEGRITY_HASH.test(hash)) sources.add(`'${hash}'`);
      }
      continue;
    }
    const digest = createHash("sha256").update(text.replace(/\r\n?/g, "\n"), "utf8").digest("base64");
    sources.add(`'sha256-${digest}'`);
  }
  return [...sources];
}

/** `static/chunks/….js` → `sha256-…`, as Next.js writes it with `experimental.sri`. */
export type IntegrityManifest = Record<string, string>;

/** The build's integrity manifest (empty when the build has none: nothing is added then). */
export function readIntegrityManifest(distDir: string): IntegrityManifest {
  try {
    return JSON.parse(
      readFileSync(path.join(distDir, "server", "subresource-integrity-manifest.json"), "utf8"),
    ) as IntegrityManifest;
  } catch {
    return {};
  }
}

/** Gives each of Next.js's own `<script src>` without one its integrity attribute. */
export function addMissingIntegrity(html: string, manifest: IntegrityManifest): string {
  return html.replace(/<script\b([^>]*)>/gi, (tag: string, attributes: string) => {
    if (attribute(attributes, "integrity") !== undefined) return tag;
    const src = attribute(attributes, "src");
    const match = src === undefined ? null : /^\/_next\/(static\/[^?#]+)/.exec(src);
    const file = match?.[1];
    const integrity = file === undefined ? undefined : manifest[file];
    return integrity ? `<script${attributes} integrity="${integrity}">` : tag;
  });
}

/** A chunk written to a response, with its encoding if it is a string. */
export type Chunk = { chunk: unknown; encoding: unknown };

/** The bytes of chunks written to a response (strings in their encoding, utf8 by default). */
export function bodyOf(chunks: Chunk[]): Buffer {
  return Buffer.concat(
    chunks.map(({ chunk, encoding }) =>
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array),
    ),
  );
}

type Headers = {
  getHeader(name: string): unknown;
  setHeader(name: string, value: string | number): unknown;
};

export type ScriptPolicy = {
  /**
   * Completes the script policy of a page about to be sent whole, and returns the body to send. A
   * page that cannot be read keeps the policy as it is: its scripts do not run, and it still reads
   * (it is rendered on the server).
   */
  complete(headers: Headers, chunks: Chunk[]): Chunk[];
};

/** Completed pages remembered by the bytes the app sent (prerendered pages repeat them exactly). */
const REMEMBERED_PAGES = 256;

export function createScriptPolicy(manifest: IntegrityManifest): ScriptPolicy {
  const remembered = new Map<string, { policy: string; body: Buffer | null }>();
  return {
    complete(headers, chunks) {
      const policy = headers.getHeader("content-security-policy");
      if (typeof policy !== "string" || !wantsScriptHashes(policy)) return chunks;
      // The edge compresses after this (server.mjs); a body the app compressed itself is left as
      // it is, with the policy as it is.
      if (headers.getHeader("content-encoding") !== undefined) return chunks;
      const sent = bodyOf(chunks);
      // Scanning a page costs more than rendering a cached one: the same bytes get the same answer.
      const key = createHash("sha256").update(policy).update("\0").update(sent).digest("base64");
      let done = remembered.get(key);
      if (!done) {
        const html = sent.toString("utf8");
        // Integrity first: the scripts started after the first paint keep theirs.
        const completed = scriptsAfterFirstPaint(addMissingIntegrity(html, manifest));
        done = {
          policy: withScriptSources(policy, scriptSources(completed)),
          body: completed === html ? null : Buffer.from(completed, "utf8"),
        };
        if (remembered.size >= REMEMBERED_PAGES) remembered.delete(remembered.keys().next().value!);
        remembered.set(key, done);
      }
      headers.setHeader("content-security-policy", done.policy);
      if (!done.body) return chunks;
      if (headers.getHeader("content-length") !== undefined) headers.setHeader("content-length", done.body.length);
      return [{ chunk: done.body, encoding: undefined }];
    },
  };
}
