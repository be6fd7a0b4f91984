import { get } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/lib/chromium.mts";
import { scriptsStartedAfterPaint } from "../../front/scripts-after-paint.mts";

export type PageAssets = {
  name: string;
  url: string;
  /** Compressed JavaScript the browser downloaded before the page was idle. */
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  /** Compressed JavaScript the page's HTML itself names (`<script src>`, script preloads). */
  namedJsBytes: number;
  namedJsFiles: number;
  /** The page's HTML, uncompressed. */
  htmlBytes: number;
};

/** The encodings Chromium accepts (its Accept-Encoding header), so a response is sent as to a browser. */
const BROWSER_ACCEPT_ENCODING = "gzip, deflate, br, zstd";

const DECODERS: Record<string, (body: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };

/** A response as it travels to a browser: its size on the wire, and its decoded body. */
function fetchAsBrowser(
  url: string,
  language: "ar" | "en",
  acceptEncoding = BROWSER_ACCEPT_ENCODING,
): Promise<{ bytes: number; text: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": acceptEncoding, "accept-language": language } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"] ?? "identity";
        const decode = encoding === "identity" ? (raw: Buffer) => raw : DECODERS[encoding];
        if (!decode) reject(new Error(`${url} was sent in an encoding the bench cannot read: ${encoding}`));
        else {
          const decoded = decode(body);
          resolve({ bytes: body.length, text: decoded.toString("utf8"), body: decoded });
        }
      });
    }).on("error", reject);
  });
}

/**
 * The scripts a page's HTML asks the browser to fetch: every `<script src>`, every script it
 * starts after its first paint, and every `<link rel="preload" as="script">` or `modulepreload`,
 * each counted once. A `nomodule` script
 * (Next.js's polyfills for browsers without ES modules, 38 KB) is neither fetched nor run by any
 * browser that supports modules, which is every browser the site supports.
 */
export function scriptsNamedBy(html: string, base: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/gi)) {
    if (/\snomodule(?:[\s=>]|$)/i.test(tag)) continue;
    const src = /\ssrc="([^"]+)"/.exec(tag)?.[1];
    if (src) urls.add(new URL(src.replaceAll("&amp;", "&"), base).href);
  }
  // The scripts the page starts after its first paint (front/scripts-after-paint.mts).
  for (const { src } of scriptsStartedAfterPaint(html)) if (src) urls.add(new URL(src, base).href);
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const preload = /\srel="modulepreload"/.test(tag) || (/\srel="preload"/.test(tag) && /\sas="script"/.test(tag));
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (preload && href) urls.add(new URL(href.replaceAll("&amp;", "&"), base).href);
  }
  return [...urls];
}

/**
 * The compressed JavaScript and CSS a page makes the browser download before it is idle, as the
 * server sends it to Chromium (Brotli), measured in Chromium; and the JavaScript its HTML itself
 * names, asked for as Chromium asks, which the browser fetches whether or not the page ever becomes
 * idle.
 */
export async function measurePageAssets(
  pages: Array<{ name: string; url: string; language: "ar" | "en" }>,
): Promise<PageAssets[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  const results: PageAssets[] = [];
  try {
    for (const page of pages) {
      const context = await browser.newContext({ locale: page.language === "ar" ? "ar-SA" : "en-US" });
      const tab = await context.newPage();
      const sizes = new Map<string, { type: string; bytes: number }>();
      tab.on("requestfinished", async (request) => {
        const type = request.resourceType();
        if (type !== "script" && type !== "stylesheet") return;
        const sizesOfRequest = await request.sizes().catch(() => null);
        sizes.set(request.url(), { type, bytes: sizesOfRequest ? sizesOfRequest.responseBodySize : 0 });
      });
      await tab.goto(page.url, { waitUntil: "networkidle" });
      await tab.waitForTimeout(500);
      const all = [...sizes.values()];
      const document = await fetchAsBrowser(page.url, page.language);
      const named = scriptsNamedBy(document.text, page.url);
      const namedSizes = await Promise.all(named.map((url) => fetchAsBrowser(url, page.language)));
      results.push({
        name: page.name,
        url: page.url,
        jsBytes: all.filter((item) => item.type === "script").reduce((sum, item) => sum + item.bytes, 0),
        cssBytes: all.filter((item) => item.type === "stylesheet").reduce((sum, item) => sum + item.bytes, 0),
        jsFiles: all.filter((item) => item.type === "script").length,
        namedJsBytes: namedSizes.reduce((sum, item) => sum + item.bytes, 0),
        namedJsFiles: named.length,
        htmlBytes: Buffer.byteLength(document.text),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * The JavaScript a page's HTML names, each file compressed here with Brotli at quality 11: one
 * measure for the site and for the bare Next.js app, whatever encoding each server sends.
 */
export async function namedJavaScriptBrotli(
  url: string,
  language: "ar" | "en" = "en",
): Promise<{ bytes: number; files: number }> {
  // In the page's language: the root address answers an English browser with a redirect.
  const page = await fetchAsBrowser(url, language);
  const named = scriptsNamedBy(page.text, url);
  let bytes = 0;
  for (const script of named) {
    const { body } = await fetchAsBrowser(script, "en", "identity");
    bytes += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { bytes, files: named.length };
}
