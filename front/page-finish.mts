/**
 * A finished public page → the same page with its strict script policy completed (docs/decisions.md,
 * "A strict script policy on shared pages").
 *
 * Public pages are shared by caches (Next.js's, nginx, a CDN), so they cannot carry a per-request
 * nonce. The proxy gives them `script-src 'self' 'strict-dynamic'`, under which none of the page's
 * scripts would run; here the policy lists the SHA-256 of every inline script (Next.js's bootstrap
 * and data, the web-fonts decision) and the integrity hash of every script the page loads.
 * `experimental.sri` gives Next.js's bootstrap scripts their `integrity` but not the chunks of
 * client components (vercel/next.js#74147): they get theirs from the build's integrity manifest.
 * Scripts those load in turn are trusted through 'strict-dynamic'; a script injected into a page is
 * in none of these lists and does not run.
 *
 * A page is finished once per content: Next.js serves a cached page as the same bytes every time,
 * so the result is kept by the SHA-256 of the policy and the page.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { wantsScriptHashes, withScriptSources } from "../src/lib/security/headers.ts";
import { scriptsAfterFirstPaint } from "./scripts-after-paint.mts";

/** A script element as the HTML parser sees it: attributes, then raw text up to `</script`. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi;
/** Types a browser runs (an empty or missing type is classic JavaScript). */
const EXECUTABLE_TYPE =
  /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;
const INTEGRITY_HASH = /^sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}$/;

const ATTRIBUTE_PATTERNS = new Map(
  ["type", "src", "integrity"].map((name) => [
    name,
    new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+)))?(?=\\s|/|$)`, "i"),
  ]),
);

/** The value of an attribute in a start tag's attribute text. */
function attribute(attributes: string, name: "type" | "src" | "integrity"): string | undefined {
  const match = ATTRIBUTE_PATTERNS.get(name)!.exec(attributes);
  if (!match) return undefined;
  return match[1] ?? match[2] ?? match[3] ?? "";
}

/**
 * The CSP source expressions that let exactly the page's own scripts run: `'sha256-…'` of each
 * inline script's text (line breaks normalised as the HTML parser does) and the integrity hashes
 * of each external script. Data blocks (`application/ld+json`, JSON) are not scripts.
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

/** Where Next.js writes the integrity manifest in a build (the canary test checks it is there). */
export const INTEGRITY_MANIFEST = path.join("server", "subresource-integrity-manifest.json");

/** The build's integrity manifest (empty when the build has none: nothing is added then). */
export function readIntegrityManifest(distDir: string): IntegrityManifest {
  try {
    return JSON.parse(readFileSync(path.join(distDir, INTEGRITY_MANIFEST), "utf8")) as IntegrityManifest;
  } catch {
    return {};
  }
}

/** Gives each of Next.js's own `<script src>` without one its integrity attribute. */
export function addMissingIntegrity(html: string, manifest: IntegrityManifest): string {
  return html.replace(/<script\b([^>]*)>/gi, (tag: string, attributes: string) => {
    if (attribute(attributes, "integrity") !== undefined) return tag;
    const src = attribute(attributes, "src");
    const file = src === undefined ? undefined : /^\/_next\/(static\/[^?#]+)/.exec(src)?.[1];
    const integrity = file === undefined ? undefined : manifest[file];
    return integrity ? `<script${attributes} integrity="${integrity}">` : tag;
  });
}

export type FinishedPage = { policy: string; html: Buffer };

/** Pages remembered by content (prerendered and cached pages repeat their bytes exactly). */
const REMEMBERED_PAGES = 256;

export type PageFinisher = (policy: string, html: Buffer) => FinishedPage;

export function createPageFinisher(options: {
  integrity: IntegrityManifest;
  /** Start the page's scripts after its first paint (scripts-after-paint.mts; SCRIPTS_AFTER_PAINT). */
  scriptsAfterPaint: boolean;
}): PageFinisher {
  const remembered = new Map<string, FinishedPage>();
  return (policy, html) => {
    if (!wantsScriptHashes(policy)) return { policy, html };
    const key = createHash("sha256").update(policy).update("\0").update(html).digest("base64");
    let done = remembered.get(key);
    if (!done) {
      // Integrity first: the scripts started after the first paint keep theirs.
      let text = addMissingIntegrity(html.toString("utf8"), options.integrity);
      if (options.scriptsAfterPaint) text = scriptsAfterFirstPaint(text);
      done = { policy: withScriptSources(policy, scriptSources(text)), html: Buffer.from(text, "utf8") };
      if (remembered.size >= REMEMBERED_PAGES) remembered.delete(remembered.keys().next().value!);
      remembered.set(key, done);
    }
    return done;
  };
}
