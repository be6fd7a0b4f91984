import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, wantsScriptHashes, withScriptSources } from "@/lib/security/headers";
import { addMissingIntegrity, createPageFinisher, scriptSources } from "./page-finish.mts";
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

describe("finishing the same page again", () => {
  it("reuses the work for the same bytes, and does it again for other bytes", () => {
    const manifest: Record<string, string> = { ...MANIFEST };
    const finish = createPageFinisher({ integrity: manifest, scriptsAfterPaint: false });
    const page = (html: string) => {
      const done = finish(PAGE_POLICY, Buffer.from(html));
      return { policy: done.policy, body: done.html.toString() };
    };
    const html = '<script src="/_next/static/chunks/client.js" async=""></script>';
    const first = page(html);
    expect(first.body).toContain('integrity="sha256-Q2xpZW50Q2h1bmtIYXNoPT0="');
    // Had the page been read again, this would show: the same bytes are answered from memory.
    manifest["static/chunks/client.js"] = "sha256-Q2hhbmdlZA==";
    expect(page(html)).toEqual(first);
    expect(page(`${html} `).policy).toContain("'sha256-Q2hhbmdlZA=='");
  });

  it("starts the page's scripts after its first paint only when asked to", () => {
    const html = `<html><body><script>${HELLO}</script><script src="/_next/static/chunks/client.js" async=""></script></body></html>`;
    const after = createPageFinisher({ integrity: MANIFEST, scriptsAfterPaint: true })(PAGE_POLICY, Buffer.from(html));
    expect(scriptsStartedAfterPaint(after.html.toString())).toEqual([
      { src: "/_next/static/chunks/client.js", integrity: "sha256-Q2xpZW50Q2h1bmtIYXNoPT0=" },
    ]);
    // The scripts the loader adds run under 'strict-dynamic'; the loader itself by its hash.
    const loaderHash = createHash("sha256").update(AFTER_PAINT_LOADER).digest("base64");
    expect(scriptSrc(after.policy)).toEqual(["'self'", "'strict-dynamic'", HELLO_HASH, `'sha256-${loaderHash}'`]);
    const asIs = createPageFinisher({ integrity: MANIFEST, scriptsAfterPaint: false })(PAGE_POLICY, Buffer.from(html));
    expect(scriptsStartedAfterPaint(asIs.html.toString())).toEqual([]);
    expect(asIs.html.toString()).toContain('<script src="/_next/static/chunks/client.js" async="" integrity=');
    expect(scriptSrc(asIs.policy)).toEqual([
      "'self'",
      "'strict-dynamic'",
      HELLO_HASH,
      "'sha256-Q2xpZW50Q2h1bmtIYXNoPT0='",
    ]);
  });

  it("leaves a nonce policy and its page as they are", () => {
    const policy = contentSecurityPolicy({ development: false, nonce: "bm9uY2U=" });
    const html = Buffer.from(`<script>${HELLO}</script>`);
    expect(createPageFinisher({ integrity: MANIFEST, scriptsAfterPaint: true })(policy, html)).toEqual({
      policy,
      html,
    });
  });
});
