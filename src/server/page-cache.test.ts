import { once } from "node:events";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createPageCache, PAGE_CACHE_HEADER, type PageCache } from "./page-cache.mts";

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** A real HTTP server with the cache in front of a stand-in for Next.js that counts its renders. */
async function serve(cache: PageCache, app: Handler) {
  let renders = 0;
  const server: Server = createServer((request, response) => {
    cache.handle(request, response, () => {
      renders += 1;
      app(request, response);
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    renders: () => renders,
    get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

const page =
  (cacheControl: string, extra: Record<string, string | string[]> = {}): Handler =>
  (request, response) => {
    response.statusCode = 200;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.setHeader("cache-control", cacheControl);
    response.setHeader("vary", "rsc, next-router-state-tree, next-router-prefetch, Accept-Encoding");
    for (const [name, value] of Object.entries(extra)) response.setHeader(name, value);
    response.write("<html>");
    response.end(`${request.url} · ${request.headers["accept-language"] ?? ""}</html>`);
  };

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("page cache", () => {
  it("answers the same page from memory until the time to live has passed", async () => {
    let now = 0;
    const server = await serve(createPageCache({ ttlMs: 2000, now: () => now }), page("s-maxage=31536000"));
    close = server.close;
    const first = await server.get("/en/blog");
    expect(await first.text()).toBe("<html>/en/blog · *</html>");
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    const second = await server.get("/en/blog");
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await second.text()).toBe("<html>/en/blog · *</html>");
    expect(server.renders()).toBe(1);
    now = 2000;
    await server.get("/en/blog");
    expect(server.renders()).toBe(2);
  });

  it("keeps pages apart by path, query, language preference and compression", async () => {
    const server = await serve(createPageCache({ ttlMs: 60_000 }), page("s-maxage=60"));
    close = server.close;
    await server.get("/blog");
    await server.get("/blog?page=2");
    await server.get("/blog", { "accept-language": "en-US" });
    expect(await (await server.get("/blog", { "accept-language": "en-US" })).text()).toBe("<html>/blog · en-US</html>");
    await server.get("/blog", { cookie: "i18n_redirected=en" });
    await server.get("/blog", { "accept-encoding": "gzip" });
    expect(server.renders()).toBe(5);
  });

  it("stores the body as sent, compressed included", async () => {
    const body = gzipSync("<html>compressed</html>");
    const server = await serve(createPageCache({ ttlMs: 60_000 }), (_request, response) => {
      response.writeHead(200, {
        "content-type": "text/html",
        "content-encoding": "gzip",
        "cache-control": "s-maxage=60",
        vary: "Accept-Encoding",
      });
      response.end(body);
    });
    close = server.close;
    await server.get("/", { "accept-encoding": "gzip" });
    const hit = await server.get("/", { "accept-encoding": "gzip" });
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(await hit.text()).toBe("<html>compressed</html>");
  });

  it("never answers signed-in visitors, data requests or non-GET methods from it", async () => {
    const server = await serve(createPageCache({ ttlMs: 60_000 }), page("s-maxage=60"));
    close = server.close;
    await server.get("/en");
    await server.get("/en", { cookie: "__Host-asas_session=abc" });
    await server.get("/en", { cookie: "i18n_redirected=en; asas_session=abc" });
    await server.get("/en", { rsc: "1" });
    await server.get("/en?_rsc=x1");
    await server.get("/en", { authorization: "Bearer x" });
    await fetch(`${server.base}/en`, { method: "POST", body: "x" });
    await server.get("/api/posts");
    await server.get("/api/posts");
    await server.get("/api");
    await server.get("/_next/static/chunks/a.js");
    await server.get("/_next/static/chunks/a.js");
    expect(server.renders()).toBe(12);
  });

  it("stores only what Next.js marks as shared and cacheable", async () => {
    const cases: Array<[string, Handler]> = [
      ["dynamic", page("private, no-cache, no-store, max-age=0, must-revalidate")],
      ["browser-only", page("public, max-age=0, must-revalidate")],
      ["sets a session", page("s-maxage=60", { "set-cookie": "asas_session=1; HttpOnly" })],
      ["sets the locale cookie", page("s-maxage=60", { "set-cookie": "i18n_redirected=ar; Path=/" })],
      ["varies by user agent", page("s-maxage=60", { vary: "User-Agent" })],
      [
        "not found",
        (_request, response) => {
          response.writeHead(404, { "cache-control": "s-maxage=60" });
          response.end("missing");
        },
      ],
    ];
    for (const [name, handler] of cases) {
      const server = await serve(createPageCache({ ttlMs: 60_000 }), handler);
      await server.get("/x");
      await server.get("/x");
      expect(server.renders(), name).toBe(2);
      await server.close();
    }
  });

  it("keeps a page no longer than its own s-maxage, nor than its time to live", async () => {
    let now = 0;
    const server = await serve(createPageCache({ ttlMs: 10_000, now: () => now }), page("public, s-maxage=3"));
    close = server.close;
    await server.get("/en");
    now = 2_999;
    expect((await server.get("/en")).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    now = 3_000;
    expect((await server.get("/en")).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(server.renders()).toBe(2);
  });

  it("varies the root by the locale cookie and Accept-Language it chooses the language with", async () => {
    const server = await serve(
      createPageCache({ ttlMs: 60_000 }),
      page("s-maxage=60", { vary: "Cookie, Accept-Language" }),
    );
    close = server.close;
    await server.get("/", { cookie: "i18n_redirected=ar" });
    expect((await server.get("/", { cookie: "i18n_redirected=ar" })).headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect((await server.get("/", { cookie: "i18n_redirected=en" })).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect((await server.get("/", { "accept-language": "en" })).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(server.renders()).toBe(3);
  });

  it("does not store a page whose rendering began before the cache was cleared", async () => {
    const cache = createPageCache({ ttlMs: 60_000 });
    let finish: () => void = () => {};
    const server = await serve(cache, (request, response) => {
      response.writeHead(200, { "content-type": "text/html", "cache-control": "s-maxage=60" });
      response.write("<html>old");
      finish = () => response.end("</html>");
    });
    close = server.close;
    const pending = server.get("/en/blog");
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A post is saved while the old listing is still being sent.
    cache.clear();
    finish();
    await (await pending).text();
    expect(cache.size).toBe(0);
  });

  it("keeps the public post API, which is as public as the pages", async () => {
    const server = await serve(createPageCache({ ttlMs: 60_000 }), page("public, max-age=0, s-maxage=60"));
    close = server.close;
    await server.get("/api/public/posts?locale=en&page=1");
    const hit = await server.get("/api/public/posts?locale=en&page=1");
    expect(hit.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(server.renders()).toBe(1);
  });

  it("forgets everything when cleared, and stays within its entry limit", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxEntries: 2 });
    const server = await serve(cache, page("s-maxage=60"));
    close = server.close;
    await server.get("/a");
    await server.get("/b");
    await server.get("/c");
    expect(cache.size).toBe(2);
    await server.get("/a");
    expect(server.renders()).toBe(4);
    cache.clear();
    expect(cache.size).toBe(0);
    await server.get("/b");
    expect(server.renders()).toBe(5);
  });

  it("answers a browser that already has the stored version with 304 and no body", async () => {
    const server = await serve(
      createPageCache({ ttlMs: 60_000 }),
      page("public, max-age=3600, s-maxage=3600", { etag: '"v1"', "content-type": "text/javascript" }),
    );
    close = server.close;
    await server.get("/tracking-scripts.js");
    const unchanged = await server.get("/tracking-scripts.js", { "if-none-match": 'W/"v0", "v1"' });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe('"v1"');
    expect(unchanged.headers.get("cache-control")).toBe("public, max-age=3600, s-maxage=3600");
    expect(unchanged.headers.get("content-type")).toBeNull();
    expect(await unchanged.text()).toBe("");
    const changed = await server.get("/tracking-scripts.js", { "if-none-match": '"v0"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe("<html>/tracking-scripts.js · *</html>");
    expect(server.renders()).toBe(1);
  });

  it("past its lifetime, lets one request render the page again and gives the others the stale copy", async () => {
    let now = 0;
    let version = 1;
    let finish: () => void = () => {};
    const server = await serve(createPageCache({ ttlMs: 10_000, now: () => now }), (request, response) => {
      const rendered = version;
      const send = () => page("public, s-maxage=10, stale-while-revalidate=50")(request, response);
      response.setHeader("x-version", String(rendered));
      if (rendered === 1) send();
      else finish = send;
    });
    close = server.close;
    await server.get("/en/blog");
    now = 10_000;
    version = 2;
    // The first visitor after the lifetime renders (slowly); everyone meanwhile gets the stale copy.
    const refresh = server.get("/en/blog");
    await expect.poll(() => server.renders()).toBe(2);
    const meanwhile = await Promise.all([server.get("/en/blog"), server.get("/en/blog"), server.get("/en/blog")]);
    expect(meanwhile.map((response) => response.headers.get(PAGE_CACHE_HEADER))).toEqual(["stale", "stale", "stale"]);
    expect(meanwhile.map((response) => response.headers.get("x-version"))).toEqual(["1", "1", "1"]);
    expect(server.renders()).toBe(2);
    finish();
    expect((await refresh).headers.get("x-version")).toBe("2");
    const after = await server.get("/en/blog");
    expect(after.headers.get(PAGE_CACHE_HEADER)).toBe("hit");
    expect(after.headers.get("x-version")).toBe("2");
  });

  it("renders a page nobody has stored once, however many visitors arrive meanwhile, and shares it", async () => {
    let finish: () => void = () => {};
    const server = await serve(createPageCache({ ttlMs: 10_000 }), (request, response) => {
      finish = () => page("public, s-maxage=10, stale-while-revalidate=50")(request, response);
    });
    close = server.close;
    const visitors = Array.from({ length: 5 }, () => server.get("/en/blog"));
    await expect.poll(() => server.renders()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.renders()).toBe(1);
    finish();
    const answers = await Promise.all(visitors);
    expect(await Promise.all(answers.map((response) => response.text()))).toEqual(
      Array(5).fill("<html>/en/blog · *</html>"),
    );
    expect(answers.map((response) => response.headers.get(PAGE_CACHE_HEADER)).sort()).toEqual([
      "hit",
      "hit",
      "hit",
      "hit",
      null,
    ]);
    expect(server.renders()).toBe(1);
  });

  it("after an invalidation, the next visitors also share one render", async () => {
    let version = 1;
    let finish: () => void = () => {};
    const cache = createPageCache({ ttlMs: 10_000 });
    const server = await serve(cache, (request, response) => {
      response.setHeader("x-version", String(version));
      const send = () => page("public, s-maxage=10")(request, response);
      if (version === 1) send();
      else finish = send;
    });
    close = server.close;
    await server.get("/en/blog");
    version = 2;
    cache.clear();
    const visitors = Array.from({ length: 3 }, () => server.get("/en/blog"));
    await expect.poll(() => server.renders()).toBe(2);
    finish();
    const answers = await Promise.all(visitors);
    expect(answers.map((response) => response.headers.get("x-version"))).toEqual(["2", "2", "2"]);
    expect(server.renders()).toBe(2);
  });

  it("lets the waiting visitors through when the page could not be stored, and queues no one on it after", async () => {
    const finishes: Array<() => void> = [];
    const server = await serve(createPageCache({ ttlMs: 10_000 }), (request, response) => {
      finishes.push(() => {
        response.statusCode = 404;
        response.setHeader("cache-control", "private, no-store");
        response.end("not found");
      });
    });
    close = server.close;
    const first = server.get("/en/nope");
    const second = server.get("/en/nope");
    await expect.poll(() => finishes.length).toBe(1);
    finishes[0]!();
    expect((await first).status).toBe(404);
    // The one waiting renders for itself once the first answer turned out not to be storable.
    await expect.poll(() => finishes.length).toBe(2);
    // Meanwhile a newcomer does not wait behind that render either.
    const third = server.get("/en/nope");
    await expect.poll(() => finishes.length).toBe(3);
    for (const finish of finishes.slice(1)) finish();
    expect((await second).status).toBe(404);
    expect((await third).status).toBe(404);
  });

  it("waits for another visitor's render no longer than its lock time", async () => {
    const server = await serve(createPageCache({ ttlMs: 10_000, lockTimeoutMs: 100 }), (request, response) => {
      // The first render hangs; the second answers.
      if (server.renders() === 1) return;
      page("public, s-maxage=10")(request, response);
    });
    close = server.close;
    void server.get("/en/blog").catch(() => {});
    await expect.poll(() => server.renders()).toBe(1);
    const started = performance.now();
    const waited = await server.get("/en/blog");
    expect(waited.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(90);
    expect(server.renders()).toBe(2);
  });

  it("serves nothing stale past stale-while-revalidate, nor after an invalidation", async () => {
    let now = 0;
    const cache = createPageCache({ ttlMs: 10_000, now: () => now });
    const server = await serve(cache, page("public, s-maxage=10, stale-while-revalidate=50"));
    close = server.close;
    await server.get("/en/blog");
    now = 60_000;
    expect((await server.get("/en/blog")).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(server.renders()).toBe(2);
    now = 70_001;
    cache.clear();
    expect((await server.get("/en/blog")).headers.get(PAGE_CACHE_HEADER)).toBeNull();
    expect(server.renders()).toBe(3);
  });

  it("does nothing when turned off", async () => {
    const server = await serve(createPageCache({ ttlMs: 0 }), page("s-maxage=60"));
    close = server.close;
    await server.get("/");
    await server.get("/");
    expect(server.renders()).toBe(2);
  });
});
