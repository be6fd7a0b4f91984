import { once } from "node:events";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { ResponseHint } from "@/lib/http/edge-channels";
import { edgeCompression, type EdgeMiddleware } from "./compress.mts";
import { answerForHints, MAX_HELD_BYTES } from "./answer-for-hints.mts";

type App = (request: IncomingMessage, response: ServerResponse, hint: ResponseHint) => void | Promise<void>;

/** A real server with the edge around a stand-in for Next.js; collects what the edge logged. */
async function serve(app: App, compress?: EdgeMiddleware) {
  const logged: Array<{ status: number; replaced: boolean }> = [];
  const server = createServer((request, response) => {
    const hint: ResponseHint = {};
    const edge = () => {
      answerForHints(request, response, hint, (entry) => logged.push(entry));
      void app(request, response, hint);
    };
    if (compress) compress(request, response, edge);
    else edge();
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  /** The raw answer: status line, headers and body as received. */
  const get = (path: string, method = "GET") =>
    new Promise<{ status: number; reason: string; headers: Record<string, string>; body: string }>(
      (resolve, reject) => {
        const req = httpRequest({ host: "127.0.0.1", port, path, method }, (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              reason: res.statusMessage ?? "",
              headers: res.headers as Record<string, string>,
              body,
            }),
          );
        });
        req.on("error", reject);
        req.end();
      },
    );
  /** The answer's bytes as they came over the wire (no decoding), for compressed answers. */
  const getRaw = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers as Record<string, string>,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { get, getRaw, logged };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Like Next.js with Cache Components: the shell goes out with a 200, the page decides later. */
const streamedPage =
  (decide: (hint: ResponseHint) => void): App =>
  async (_request, response, hint) => {
    response.statusCode = 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", "public, max-age=0, s-maxage=10");
    response.flushHeaders();
    response.write("<!DOCTYPE html><html><body><header>shell</header>");
    await tick();
    decide(hint);
    response.write("<main>page</main>");
    await tick();
    response.end("</body></html>");
  };

describe("answerForHints", () => {
  it("compresses a held page once, whole, though the app flushes after every chunk as Next.js does", async () => {
    // As server.mjs: the edge's compression around answerForHints.
    const compress = edgeCompression();
    const page: App = async (_request, response) => {
      const flush = () => (response as { flush?: () => void }).flush?.();
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      for (const part of ["<!DOCTYPE html><html><body>", "<header>shell</header>", "<main>page</main>"]) {
        response.write(part);
        flush();
        await tick();
      }
      response.end("</body></html>");
    };
    const { getRaw } = await serve(page, compress);
    const expected = "<!DOCTYPE html><html><body><header>shell</header><main>page</main></body></html>";
    const gzip = await getRaw("/en/login", { "accept-encoding": "gzip" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(gzip.body).toString()).toBe(expected);
    // A flush ends a deflate block with an empty stored block (00 00 FF FF): a page compressed in
    // one piece has none.
    expect(gzip.body.includes(Buffer.from([0, 0, 0xff, 0xff]))).toBe(false);
    const brotli = await getRaw("/en/login", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(expected);
  });

  it("lets a page through whole when nothing was hinted", async () => {
    const { get } = await serve(streamedPage(() => {}));
    const answer = await get("/en/blog");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10");
    expect(answer.body).toBe("<!DOCTYPE html><html><body><header>shell</header><main>page</main></body></html>");
  });

  it("keeps a compressed answer readable when the page turns into a redirect after its shell", async () => {
    const compress = edgeCompression();
    const { getRaw } = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write("<!DOCTYPE html><html><body>shell");
      void tick().then(() => {
        // As Next.js does for redirect() when nothing has been sent yet.
        response.writeHead(307, { location: "/en/login?next=%2Fen%2Fdashboard", "content-type": "text/html" });
        response.end("redirecting</body></html>".padEnd(2048, " "));
      });
    }, compress);
    const answer = await getRaw("/en/dashboard", { "accept-encoding": "gzip" });
    expect(answer.status).toBe(307);
    expect(answer.headers.location).toBe("/en/login?next=%2Fen%2Fdashboard");
    const body = gunzipSync(answer.body).toString();
    expect(body).toContain("redirecting");
    expect(body).not.toContain("shell");
  });

  it("lets a route handler's own HTML error page through (the sign-in popup's refusal)", async () => {
    const { get } = await serve((_request, response) => {
      response.writeHead(403, { "content-type": "text/html; charset=utf-8" });
      response.end(
        '<html lang="en"><body><p role="alert">There is no active account for x@example.com</p></body></html>',
      );
    });
    const answer = await get("/api/_auth/oidc/callback?code=x");
    expect(answer.status).toBe(403);
    expect(answer.body).toContain("There is no active account for x@example.com");
  });

  it("gives an API error without a body of its own the edge's JSON (a method the route does not export)", async () => {
    const { get } = await serve((_request, response) => {
      response.writeHead(405, { allow: "GET, HEAD" });
      response.end();
    });
    const answer = await get("/api/public/posts", "POST");
    expect(answer.status).toBe(405);
    expect(answer.headers["content-type"]).toContain("application/json");
    expect(JSON.parse(answer.body)).toMatchObject({ error: { status: 405, code: "method_not_allowed" } });
  });

  it("answers 404 for a page that found out it does not exist after its shell was written", async () => {
    const { get, logged } = await serve(
      streamedPage((hint) => Object.assign(hint, { status: 404, statusMessage: "Page Not Found: /en/blog?page=99" })),
    );
    const answer = await get("/en/blog?page=99");
    expect(answer.status).toBe(404);
    expect(answer.reason).toBe("Page Not Found: /en/blog?page=99");
    // Shareable as briefly as a page, so a cache in front replaces what it held for this address.
    expect(answer.headers["cache-control"]).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=50");
    expect(answer.body).toContain('<html lang="en" dir="ltr">');
    expect(answer.body).toContain("<h1>Page not found</h1>");
    expect(answer.body).not.toContain("shell");
    expect(answer.body).not.toContain("<script");
    expect(logged).toEqual([{ status: 404, statusMessage: "Page Not Found: /en/blog?page=99", replaced: true }]);
  });

  it("lets a page that turns into a redirect after its shell answer with the redirect", async () => {
    const { get } = await serve(async (_request, response) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write("<html>shell");
      await tick();
      // As Next.js does for redirect() while nothing has been sent: start over.
      response.writeHead(308, { location: "/en/blog/new-slug" });
      response.end();
    });
    const answer = await get("/en/blog/old-slug");
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/en/blog/new-slug");
    expect(answer.body).not.toContain("shell");
  });

  it("answers 503 with Retry-After when the database was down, even after the app restarted with a 500", async () => {
    const { get } = await serve(async (_request, response, hint) => {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      response.write("<html>shell");
      await tick();
      Object.assign(hint, { status: 503, retryAfterSeconds: 30, statusMessage: "Service Unavailable" });
      // As Next.js does when nothing has been sent: start over with its error page.
      response.writeHead(500, { "content-type": "text/html; charset=utf-8" });
      response.end('<html id="__next_error__"></html>');
    });
    const answer = await get("/blog");
    expect(answer.status).toBe(503);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.body).toContain('<html lang="ar" dir="rtl">');
    expect(answer.body).toContain("الخدمة غير متاحة مؤقتًا");
  });

  it("writes every HTML error page itself, in the address's language, with the hinted reason phrase", async () => {
    const { get } = await serve((_request, response, hint) => {
      hint.statusMessage = "Failed to fetch posts";
      response.writeHead(404, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip" });
      response.end('<html id="__next_error__"></html>');
    });
    const answer = await get(`/blog/${encodeURIComponent("مقال")}`);
    expect(answer.status).toBe(404);
    expect(answer.reason).toBe("Failed to fetch posts");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.body).toContain("الصفحة غير موجودة");
  });

  it("answers for an API the database outage stopped, in JSON; leaves other API answers alone", async () => {
    const outage = await serve((_request, response, hint) => {
      Object.assign(hint, { status: 503, retryAfterSeconds: 30 });
      response.writeHead(500, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: "Internal error" }));
    });
    const answer = await outage.get("/api/public/posts?locale=en");
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ error: { status: 503, code: "unavailable" } });
    await close?.();

    const own = await serve((_request, response) => {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { status: 404, message: "No such post" } }));
    });
    const notFound = await own.get("/api/posts/9");
    expect(notFound.status).toBe(404);
    expect(JSON.parse(notFound.body)).toEqual({ error: { status: 404, message: "No such post" } });
  });

  it("gives a streamed file the length its route hinted, as Next.js drops the route's own", async () => {
    const { get } = await serve(async (_request, response, hint) => {
      hint.contentLength = 4;
      response.writeHead(200, { "content-type": "image/webp" });
      response.write("RI");
      await tick();
      response.end("FF");
    });
    const answer = await get("/uploads/a.webp");
    expect(answer.headers["content-length"]).toBe("4");
    expect(answer.headers["transfer-encoding"]).toBeUndefined();
    expect(answer.body).toBe("RIFF");
  });

  it("does not hold back what is not an HTML page, nor pages past the size limit", async () => {
    const { get } = await serve(async (request, response) => {
      if (request.url === "/big") {
        response.writeHead(200, { "content-type": "text/html" });
        response.write("x".repeat(MAX_HELD_BYTES + 1));
        await tick();
        response.end("!");
        return;
      }
      response.writeHead(200, { "content-type": "image/webp" });
      response.end("RIFF");
    });
    expect((await get("/uploads/a.webp")).body).toBe("RIFF");
    const big = await get("/big");
    expect(big.status).toBe(200);
    expect(big.body.length).toBe(MAX_HELD_BYTES + 2);
  });

  it("answers a HEAD request without a body", async () => {
    const { get } = await serve((_request, response, hint) => {
      hint.status = 404;
      response.writeHead(200, { "content-type": "text/html" });
      response.end();
    });
    const answer = await get("/en/blog?page=7", "HEAD");
    expect(answer.status).toBe(404);
    expect(answer.body).toBe("");
  });
});
