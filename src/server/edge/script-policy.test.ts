import { createHash } from "node:crypto";
import { once } from "node:events";
import { createServer, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, wantsScriptHashes, withScriptSources } from "@/lib/security/headers";
import { edgeCompression } from "./compress.mts";
import { answerForHints } from "./answer-for-hints.mts";
import { addMissingIntegrity, createScriptPolicy, scriptSources } from "./script-policy.mts";
import { AFTER_PAINT_LOADER, scriptsStartedAfterPaint } from "./scripts-after-paint.mts";

/** The CSP specification's own example: this hash names exactly `alert('Hello, world.');`. */
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
const PAGE_POLICY = contentSecurityPolicy({ development: false });
const MANIFEST = { "static/chunks/client.js": "sha256-Q2xpZW50Q2h1bmtIYXNoPT0=" };

const scriptSrc = (policy: string) =>
  policy
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))
    ?.split(" ")
    .slice(1) ?? [];

describe("the script policy of shared pages", () => {
  it("starts with no script allowed: neither inline scripts nor any address", () => {
    expect(scriptSrc(PAGE_POLICY)).toEqual(["'self'", "'strict-dynamic'"]);
    expect(PAGE_POLICY).not.toContain("unsafe-inline'; script");
    expect(wantsScriptHashes(PAGE_POLICY)).toBe(true);
    // The signed-in area has its nonce and is left alone.
    expect(wantsScriptHashes(contentSecurityPolicy({ development: false, nonce: "abc" }))).toBe(false);
  });

  it("lists the hash of each inline script and the integrity of each loaded one, not data blocks", () => {
    const html = [
      `<script>${HELLO}</script>`,
      `<script>${HELLO}</script>`,
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script src="/_next/static/chunks/main.js" async="" integrity="sha256-TWFpbkNodW5rSGFzaD09"></script>',
      '<script type="module">import("/x.js")</script>',
    ].join("");
    const moduleHash = createHash("sha256").update('import("/x.js")').digest("base64");
    expect(scriptSources(html)).toEqual([HELLO_HASH, "'sha256-TWFpbkNodW5rSGFzaD09'", `'sha256-${moduleHash}'`]);
  });

  it("hashes an inline script as the browser does, with its line breaks normalised", () => {
    expect(scriptSources(`<script>alert('Hello,\r\n world.');</script>`)).toEqual(
      scriptSources(`<script>alert('Hello,\n world.');</script>`),
    );
  });

  it("gives Next.js's client chunks the integrity the build computed, and nothing else", () => {
    const html = '<script src="/_next/static/chunks/client.js" async=""></script><script src="/elsewhere.js"></script>';
    expect(addMissingIntegrity(html, MANIFEST)).toBe(
      '<script src="/_next/static/chunks/client.js" async="" integrity="sha256-Q2xpZW50Q2h1bmtIYXNoPT0="></script><script src="/elsewhere.js"></script>',
    );
  });

  it("adds sources to script-src only", () => {
    expect(withScriptSources("default-src 'self'; script-src 'self'; style-src 'self'", ["'sha256-x'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-x'; style-src 'self'",
    );
  });
});

describe("completing the same page again", () => {
  it("reuses the work for the same bytes, and does it again for other bytes", () => {
    const manifest: Record<string, string> = { ...MANIFEST };
    const scripts = createScriptPolicy(manifest);
    const page = (html: string) => {
      const headers = new Map<string, string | number>([["content-security-policy", PAGE_POLICY]]);
      const target = {
        getHeader: (name: string) => headers.get(name),
        setHeader: (name: string, value: string | number) => void headers.set(name, value),
      };
      const body = scripts.complete(target, [{ chunk: html, encoding: undefined }]);
      return { policy: String(headers.get("content-security-policy")), body: String(body[0]?.chunk) };
    };
    const html = '<script src="/_next/static/chunks/client.js" async=""></script>';
    const first = page(html);
    // Had the page been read again, this would show: the same bytes are answered from memory.
    manifest["static/chunks/client.js"] = "sha256-Q2hhbmdlZA==";
    expect(page(html)).toEqual(first);
    expect(page(`${html} `).policy).toContain("'sha256-Q2hhbmdlZA=='");
  });
});

describe("the edge completing a compressed page's policy", () => {
  let close: (() => void) | undefined;
  afterEach(() => close?.());

  async function serve(policy: string) {
    const compress = edgeCompression();
    const scripts = createScriptPolicy(MANIFEST);
    // As server.mjs: the edge's compression around answerForHints, which holds the page.
    const server = createServer((request, response) => {
      compress(request, response, () => {
        answerForHints(request, response, {}, () => {}, scripts);
        response.setHeader("content-security-policy", policy);
        response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
        response.write(`<!DOCTYPE html><html><body><script>${HELLO}</script>`);
        setTimeout(() => {
          response.end('<script src="/_next/static/chunks/client.js" async=""></script></body></html>');
        }, 5);
      });
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    close = () => server.close();
    const port = (server.address() as AddressInfo).port;
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>((resolve) => {
      httpRequest({ host: "127.0.0.1", port, path: "/en", headers: { "accept-encoding": "gzip" } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: gunzipSync(Buffer.concat(chunks)).toString() }));
      }).end();
    });
  }

  it("sends the page with the hashes of its inline scripts, and its loaded scripts, with their integrity, after its first paint", async () => {
    const { headers, body } = await serve(PAGE_POLICY);
    expect(headers["content-encoding"]).toBe("gzip");
    expect(body).not.toContain('<script src="/_next/static/chunks/client.js"');
    expect(scriptsStartedAfterPaint(body)).toEqual([
      { src: "/_next/static/chunks/client.js", integrity: "sha256-Q2xpZW50Q2h1bmtIYXNoPT0=" },
    ]);
    // The scripts the loader adds run under 'strict-dynamic'; the loader itself by its hash.
    const loaderHash = createHash("sha256").update(AFTER_PAINT_LOADER).digest("base64");
    expect(scriptSrc(String(headers["content-security-policy"]))).toEqual([
      "'self'",
      "'strict-dynamic'",
      HELLO_HASH,
      `'sha256-${loaderHash}'`,
    ]);
  });

  it("leaves a nonce policy as it is", async () => {
    const policy = contentSecurityPolicy({ development: false, nonce: "bm9uY2U=" });
    const { headers } = await serve(policy);
    expect(headers["content-security-policy"]).toBe(policy);
  });
});
