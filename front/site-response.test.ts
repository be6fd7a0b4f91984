import { once } from "node:events";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "@/lib/security/headers";
import { createCompressor } from "./compression.mts";
import { asksForRsc, finishAnswer } from "./finish-answer.mts";
import { createPageFinisher } from "./page-finish.mts";
import { createSiteResponse } from "./site-response.mts";

const PAGE_POLICY = contentSecurityPolicy({ development: false });
const MANIFEST = { "static/chunks/client.js": "sha256-Q2xpZW50Q2h1bmtIYXNoPT0=" };
const PAGE = `<!DOCTYPE html><html><head></head><body>${"<p>Text that a page carries.</p>".repeat(80)}<script>self.x=1</script><script src="/_next/static/chunks/client.js" async=""></script></body></html>`;

type Answer = { status: number; reason: string; headers: IncomingMessage["headers"]; body: Buffer };

/** What each test path has "Next.js" write, in the ways Next.js writes answers. */
const APP: Record<string, (response: ServerResponse) => void> = {
  "/en/page": (response) => {
    response.setHeader("content-security-policy", PAGE_POLICY);
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.flushHeaders();
    response.write(PAGE.slice(0, 500));
    setTimeout(() => response.end(PAGE.slice(500)), 5);
  },
  "/en/missing": (response) => {
    // Next.js's not-found answer on a full load: an empty shell only JavaScript fills.
    response.writeHead(404, { "content-type": "text/html; charset=utf-8", "cache-control": "private" });
    response.end('<!DOCTYPE html><html id="__next_error__"><body><script>self.y=1</script></body></html>');
  },
  "/blog/missing-post": (response) => {
    response.statusCode = 404;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end('<html id="__next_error__"></html>');
  },
  "/en/moved": (response) => {
    // How Next.js answers a redirect it makes while it generates the page: the Location twice.
    response.statusCode = 308;
    response.setHeader("location", "/en/blog");
    response.appendHeader("location", "/en/blog");
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end("");
  },
  "/en/about.rsc": (response) => {
    // Next.js answers an address ending in .rsc with the page's React payload.
    response.writeHead(200, { "content-type": "text/x-component", "x-middleware-rewrite": "/ar/about.rsc" });
    response.end('1:"$Sreact.fragment"');
  },
  "/en/search?s=x": (response) => {
    // The proxy's rewrite to the locale's route, which Next.js copies onto the answer.
    response.writeHead(200, { "content-type": "text/plain", "x-middleware-rewrite": "/en/search?s=x" });
    response.end("results");
  },
  "/en/broken": (response) => {
    response.statusCode = 500;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end('<html id="__next_error__"></html>');
  },
  "/api/posts": (response) => {
    // Next.js's own answer to a method a route does not export: empty, no type.
    response.statusCode = 405;
    response.end();
  },
  "/api/contact": (response) => {
    // A plain form post's answer: a page of its own, kept.
    response.writeHead(400, { "content-type": "text/html; charset=utf-8" });
    response.end("<!doctype html><p>Please correct the e-mail.</p>");
  },
  "/api/public/posts/x": (response) => {
    response.writeHead(404, { "content-type": "application/json" });
    response.end(JSON.stringify({ error: { status: 404, code: "posts_fetch_failed" } }));
  },
  "/uploads/photo.webp": (response) => {
    response.writeHead(200, { "content-type": "image/webp" });
    response.write(Buffer.alloc(3000, 1));
    response.end(Buffer.alloc(2000, 2));
  },
  "/uploads/huge.webp": (response) => {
    response.writeHead(200, { "content-type": "image/webp" });
    for (let index = 0; index < 3; index++) response.write(Buffer.alloc(1024 * 1024, index));
    response.end();
  },
};

let base: { host: string; port: number };
let server: ReturnType<typeof createServer>;
const sent: Array<[string, number]> = [];

beforeAll(async () => {
  const finishPage = createPageFinisher({ integrity: MANIFEST, scriptsAfterPaint: false });
  const SiteResponse = createSiteResponse({
    finish: (answer, request) => finishAnswer(answer, request.url ?? "/", finishPage, asksForRsc(request.headers)),
    compress: createCompressor(),
    sent: (request, status) => sent.push([request.url ?? "", status]),
  });
  server = createServer({ ServerResponse: SiteResponse }, (request, response) => APP[request.url ?? ""]?.(response));
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = { host: "127.0.0.1", port: (server.address() as AddressInfo).port };
});
afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest({ ...base, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          reason: response.statusMessage ?? "",
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    })
      .on("error", reject)
      .end();
  });
}

const text = (answer: Answer) => {
  const coding = answer.headers["content-encoding"];
  const bytes =
    coding === "br" ? brotliDecompressSync(answer.body) : coding === "gzip" ? gunzipSync(answer.body) : answer.body;
  return bytes.toString("utf8");
};

describe("the answers Next.js writes, as they go out", () => {
  it("sends a page written in pieces whole, compressed as the client asks, with its length and its scripts' hashes", async () => {
    const brotli = await get("/en/page", { "accept-encoding": "gzip, br" });
    const gzip = await get("/en/page", { "accept-encoding": "gzip" });
    const plain = await get("/en/page");
    expect([
      brotli.headers["content-encoding"],
      gzip.headers["content-encoding"],
      plain.headers["content-encoding"],
    ]).toEqual(["br", "gzip", undefined]);
    for (const answer of [brotli, gzip, plain]) {
      expect(answer.status).toBe(200);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
      expect(answer.headers["transfer-encoding"]).toBeUndefined();
      expect(answer.headers.vary).toBe("Accept-Encoding");
      expect(text(answer)).toContain(
        '<script src="/_next/static/chunks/client.js" async="" integrity="sha256-Q2xpZW50Q2h1bmtIYXNoPT0=">',
      );
      expect(answer.headers["content-security-policy"]).toContain("'sha256-Q2xpZW50Q2h1bmtIYXNoPT0='");
    }
    expect(brotli.body.length).toBeLessThan(plain.body.length / 5);
  });

  it("answers a missing page with a document people can read, in the address's language, and the catalogue's reason", async () => {
    const english = await get("/en/missing", { "accept-encoding": "gzip" });
    expect(english.status).toBe(404);
    expect(english.reason).toBe("Page not found: /en/missing");
    expect(text(english)).toContain('<html lang="en" dir="ltr">');
    expect(text(english)).not.toContain("__next_error__");
    expect(english.headers["cache-control"]).toContain("public");
    expect(english.headers["x-robots-tag"]).toBe("noindex");
    const post = await get("/blog/missing-post");
    expect(post.reason).toBe("Failed to fetch posts");
    expect(text(post)).toContain('<html lang="ar" dir="rtl">');
  });

  it("sends a React payload only to the app's own requests; a typed .rsc address is a missing page", async () => {
    const typed = await get("/en/about.rsc");
    expect(typed.status).toBe(404);
    expect(typed.headers["content-type"]).toMatch(/^text\/html/);
    expect(text(typed)).toContain('<html lang="en" dir="ltr">');
    const navigation = await get("/en/about.rsc", { rsc: "1" });
    expect(navigation.status).toBe(200);
    expect(navigation.headers["content-type"]).toBe("text/x-component");
  });

  it("never passes on the headers Next.js's layers use between themselves", async () => {
    const answer = await get("/en/search?s=x");
    expect(text(answer)).toBe("results");
    expect(Object.keys(answer.headers).filter((name) => name.startsWith("x-middleware-"))).toEqual([]);
    expect((await get("/en/about.rsc", { rsc: "1" })).headers["x-middleware-rewrite"]).toBeUndefined();
  });

  it("sends a redirect with one Location", async () => {
    const answer = await get("/en/moved");
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/en/blog");
  });

  it("answers a page that failed to render 503 with Retry-After, never stored", async () => {
    const answer = await get("/en/broken");
    expect(answer.status).toBe(503);
    expect(answer.reason).toBe("Service Unavailable");
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(text(answer)).toContain('<html lang="en" dir="ltr">');
  });

  it("answers in JSON under /api/, keeping the routes' own answers", async () => {
    const method = await get("/api/posts");
    expect(method.status).toBe(405);
    expect(method.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(text(method))).toMatchObject({ error: { status: 405, code: "method_not_allowed" } });
    const own = await get("/api/public/posts/x");
    expect(JSON.parse(text(own))).toEqual({ error: { status: 404, code: "posts_fetch_failed" } });
    const form = await get("/api/contact");
    expect(form.status).toBe(400);
    expect(text(form)).toContain("Please correct the e-mail.");
  });

  it("sends a picture as it is, with its length, and a body past the limit as it is written", async () => {
    const photo = await get("/uploads/photo.webp", { "accept-encoding": "gzip, br" });
    expect(photo.headers["content-encoding"]).toBeUndefined();
    expect(photo.headers["content-length"]).toBe("5000");
    expect(photo.body).toEqual(Buffer.concat([Buffer.alloc(3000, 1), Buffer.alloc(2000, 2)]));
    const huge = await get("/uploads/huge.webp");
    expect(huge.headers["transfer-encoding"]).toBe("chunked");
    expect(huge.body.length).toBe(3 * 1024 * 1024);
    expect(huge.body[2 * 1024 * 1024]).toBe(2);
  });

  it("answers HEAD with the status and no body", async () => {
    const answer = await get("/en/missing", {}, "HEAD");
    expect(answer.status).toBe(404);
    expect(answer.body.length).toBe(0);
  });

  it("reports every answer once with the status that went out", () => {
    expect(sent.filter(([url]) => url === "/en/broken")).toEqual([["/en/broken", 503]]);
    expect(sent.filter(([url]) => url === "/uploads/huge.webp")).toEqual([["/uploads/huge.webp", 200]]);
  });
});
