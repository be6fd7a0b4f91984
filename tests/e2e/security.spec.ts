import { expect } from "@playwright/test";
import { test } from "./support/test";
import { createHash } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { E2E_ADMIN, E2E_BASE_URL, EXTRA_SERVER_PORTS } from "./support/constants";
import { SESSION_COOKIE, sessionCookieHeader, signInThroughApi } from "./support/auth";
import { startExtraServer } from "./support/extra-server";
import { rawGet } from "./support/http";
import { builtFile, decoded, ENCODING_CASES, homePageAssets, STATIC_ASSET_HEADERS } from "./support/static-assets";
import { listeningPid, postChunked, residentBytes } from "./support/process";
import { demoPost, postPath } from "./support/demo";
import { OPEN_REDIRECT_PAYLOADS, refusedInAnAddress } from "../fixtures/open-redirect-payloads";
import { scriptsStartedAfterPaint } from "../../front/scripts-after-paint.mts";

/** Where a browser on the sign-in page would go with this Location or redirect value. */
const destination = (location: string | undefined) => new URL(location ?? "", `${E2E_BASE_URL}/en/login`);

const DASHBOARD_PAGES = [
  "/dashboard",
  "/en/dashboard",
  "/en/dashboard/posts/create",
  "/dashboard/posts/1",
  "/en/dashboard/leads",
  "/dashboard/leads/1",
  "/en/dashboard/analytics",
];

const validPost = {
  title: "Security test post",
  slug: "security-test-post",
  metaDescription: "",
  coverImage: "",
  locale: "en",
  status: "draft",
  content: { ops: [{ insert: "Hello\n" }] },
};

test.describe("without a session", () => {
  test("every dashboard page redirects to the sign-in page and shows nothing", async ({ request }) => {
    for (const path of DASHBOARD_PAGES) {
      const variants: Array<Record<string, string>> = [
        {},
        { RSC: "1" },
        { RSC: "1", "Next-Router-Prefetch": "1" },
        { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" },
        { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
      ];
      for (const headers of variants) {
        const language = path.startsWith("/en") ? "en" : "ar";
        // Follow redirects by hand (Next.js may first add its _rsc cache key): the chain must end at
        // the sign-in page, as an HTTP redirect or, for a React Server Components request, as the
        // redirect instruction in the payload, and never show dashboard data on the way.
        let url = path;
        let response = await request.get(url, {
          headers: { ...headers, "accept-language": language },
          maxRedirects: 0,
        });
        for (
          let hop = 0;
          hop < 3 && [307, 308].includes(response.status()) && !/\/login(\?|$)/.test(response.headers().location ?? "");
          hop++
        ) {
          url = response.headers().location ?? "";
          response = await request.get(url, { headers: { ...headers, "accept-language": language }, maxRedirects: 0 });
        }
        const body = await response.text();
        const label = `${path} ${JSON.stringify(headers)}`;
        if ([307, 308].includes(response.status())) expect(response.headers().location, label).toMatch(/\/login(\?|$)/);
        // A prefetch gets the route's outline, or nothing at all (an empty 404 from Next.js for a
        // route rendered per request).
        else if (response.status() !== 200) {
          expect(headers["Next-Router-Prefetch"], `${label}: ${response.status()}`).toBe("1");
          expect(body, label).toBe("");
        }
        // A full RSC request gets the redirect instruction.
        else if (!headers["Next-Router-Prefetch"])
          expect(body, label).toMatch(/NEXT_REDIRECT;replace;(\/en)?\/login\?next=/);
        for (const secret of [
          "Posts by status",
          "المقالات حسب الحالة",
          "Phishing in the Gulf",
          "Recently updated",
          "Signed in as",
        ]) {
          expect(body, label).not.toContain(secret);
        }
      }
      const rscVariant = await request.get(`${path}?_rsc=abc123`, {
        headers: { "accept-language": path.startsWith("/en") ? "en" : "ar" },
        maxRedirects: 0,
      });
      expect([307, 308], `${path}?_rsc`).toContain(rscVariant.status());
    }
  });

  test("every dashboard API call is refused with 401 JSON, in the caller's language", async ({ request }) => {
    const calls: Array<[string, string, unknown?]> = [
      ["GET", "/api/posts"],
      ["POST", "/api/posts", validPost],
      ["GET", "/api/posts/1"],
      ["PUT", "/api/posts/1", { ...validPost, version: 1 }],
      ["DELETE", "/api/posts/1"],
      ["GET", "/api/posts/slug?slug=x"],
      ["GET", "/api/posts/translations?locale=en"],
      ["POST", "/api/uploads"],
      ["GET", "/api/media?q=office"],
      ["PATCH", "/api/media/1", { altAr: "", altEn: "" }],
      ["DELETE", "/api/media/1"],
      ["PATCH", "/api/leads/1", { status: "closed" }],
      ["GET", "/api/leads/export"],
    ];
    for (const [method, url, data] of calls) {
      for (const [language, message] of [
        ["en", "Sign in required"],
        ["ar", "يلزم تسجيل الدخول"],
      ] as const) {
        const response = await request.fetch(url, {
          method,
          data,
          headers: {
            origin: E2E_BASE_URL,
            "accept-language": language,
            "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy",
          },
        });
        expect(response.status(), `${method} ${url}`).toBe(401);
        expect(await response.json(), `${method} ${url} ${language}`).toEqual({
          error: { status: 401, code: "unauthorized", message },
        });
      }
    }
  });
});

test.describe("with a session", () => {
  test("cross-origin and origin-less state-changing calls are refused", async ({ page, context }) => {
    await signInThroughApi(page.request);
    const cookie = await sessionCookieHeader(context);
    const attempts: Array<Record<string, string>> = [
      { cookie },
      { cookie, origin: "https://evil.example" },
      { cookie, origin: "null" },
      { cookie, origin: E2E_BASE_URL, "sec-fetch-site": "cross-site" },
    ];
    for (const headers of attempts) {
      for (const [method, url, data] of [
        ["POST", "/api/posts", validPost],
        ["PUT", "/api/posts/1", { ...validPost, version: 1 }],
        ["DELETE", "/api/posts/1", undefined],
        ["PATCH", "/api/media/1", { altAr: "", altEn: "" }],
        ["DELETE", "/api/media/1", undefined],
        ["DELETE", "/api/_auth/session", undefined],
      ] as const) {
        const response = await page.request.fetch(url, { method, data, headers });
        expect(response.status(), `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // The session survived: none of those signed it out.
    const session = await (await page.request.get("/api/_auth/session", { headers: { cookie } })).json();
    expect(session.user.email).toBe(E2E_ADMIN.email);
  });

  test("uploads accept real images only: SVG, renamed HTML and oversized files are refused", async ({
    page,
    context,
  }) => {
    await signInThroughApi(page.request);
    const headers = { origin: E2E_BASE_URL, cookie: await sessionCookieHeader(context) };
    const upload = (name: string, mimeType: string, buffer: Buffer) =>
      page.request.post("/api/uploads", { headers, multipart: { file: { name, mimeType, buffer } } });

    const svg = await upload(
      "logo.svg",
      "image/svg+xml",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.status()).toBe(415);
    expect((await svg.json()).error.code).toBe("svg_not_allowed");

    const html = await upload(
      "photo.png",
      "image/png",
      Buffer.from("<!doctype html><script>alert(document.cookie)</script>"),
    );
    expect(html.status()).toBe(415);
    expect((await html.json()).error.code).toBe("not_an_image");

    const huge = await upload(
      "huge.jpg",
      "image/jpeg",
      Buffer.concat([Buffer.from("ffd8ffe0", "hex"), Buffer.alloc(9 * 1024 * 1024)]),
    );
    expect(huge.status()).toBe(413);
    // The rest of the refused body is never read: the connection is not reused for the next upload.
    expect(huge.headers().connection).toBe("close");

    // A file no other test uploads: the same file sent twice is one library entry, answered 200.
    const real = await upload("cover.jpg", "image/jpeg", readFileSync("public/solutions/systems-integration.jpg"));
    expect(real.status()).toBe(201);
    const { url } = await real.json();
    const served = await page.request.get(url);
    expect(served.headers()["content-type"]).toBe("image/webp");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    // Its own policy, not the one every other resource gets: nothing in it runs, even opened alone.
    expect(served.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
  });

  test("the signed-in area gets a nonce script policy and is never cached", async ({ page }) => {
    await signInThroughApi(page.request);
    const response = await page.goto("/en/dashboard");
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/);
    expect(csp).not.toContain("unsafe-inline'; style");
    expect(csp).not.toContain("unsafe-eval");
    expect(response?.headers()["cache-control"]).toContain("no-store");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dashboard");
  });
});

test.describe("no open redirect after sign-in", () => {
  test("a signed-in visitor of the sign-in page stays on the site, whatever next says", async ({ page }) => {
    await signInThroughApi(page.request);
    for (const payload of OPEN_REDIRECT_PAYLOADS) {
      const response = await page.request.get(`/en/login?next=${encodeURIComponent(payload)}`, { maxRedirects: 0 });
      if (refusedInAnAddress(payload)) {
        expect(response.status(), JSON.stringify(payload)).toBe(400);
        expect(response.headers().location, JSON.stringify(payload)).toBeUndefined();
        continue;
      }
      expect(response.status(), payload).toBe(307);
      const target = destination(response.headers().location);
      expect(target.origin, JSON.stringify(payload)).toBe(E2E_BASE_URL);
      expect(target.pathname, JSON.stringify(payload)).toBe("/en/dashboard");
    }
    // A same-site path is still followed.
    const own = await page.request.get(`/en/login?next=${encodeURIComponent("/en/dashboard/leads")}`, {
      maxRedirects: 0,
    });
    expect(own.headers().location).toBe("/en/dashboard/leads");
  });

  test("the JSON and the plain form sign-in answer with this site's dashboard for every payload", async ({
    playwright,
  }) => {
    test.setTimeout(180_000);
    const client = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    try {
      for (const payload of OPEN_REDIRECT_PAYLOADS) {
        const json = await client.post("/api/_auth/login", {
          headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
          data: { ...E2E_ADMIN, next: payload },
        });
        expect(json.status(), payload).toBe(200);
        const { redirect } = (await json.json()) as { redirect: string };
        expect(redirect, JSON.stringify(payload)).toBe("/en/dashboard");

        const form = await client.post("/api/_auth/login", {
          headers: { origin: E2E_BASE_URL },
          form: { ...E2E_ADMIN, next: payload, loginPath: payload },
          maxRedirects: 0,
        });
        expect(form.status(), payload).toBe(303);
        expect(destination(form.headers().location).href, JSON.stringify(payload)).toBe(`${E2E_BASE_URL}/en/dashboard`);

        // A refused sign-in goes back to a sign-in page of this site, never to loginPath.
        const refused = await client.post("/api/_auth/login", {
          headers: { origin: E2E_BASE_URL },
          form: { email: E2E_ADMIN.email, password: "", next: payload, loginPath: payload },
          maxRedirects: 0,
        });
        const back = destination(refused.headers().location);
        expect(back.origin, JSON.stringify(payload)).toBe(E2E_BASE_URL);
        expect(back.pathname, JSON.stringify(payload)).toBe("/login");
        expect(back.searchParams.get("next"), JSON.stringify(payload)).toBe("/en/dashboard");
      }
    } finally {
      await client.dispose();
    }
  });
});

test.describe("whole pages from Next.js's cache", () => {
  test("a public page is made once and served from the cache, to everyone; the dashboard never is", async ({
    page,
    playwright,
  }) => {
    const anonymous = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    await anonymous.get("/en/about");
    const again = await anonymous.get("/en/about");
    expect(again.status()).toBe(200);
    expect(again.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(again.headers()["cache-control"]).toContain("public");
    expect(again.headers()["set-cookie"]).toBeUndefined();
    expect(await again.text()).toContain("About us");
    await anonymous.dispose();

    await signInThroughApi(page.request);
    // The same page for a signed-in visitor is the same shared page: nothing of theirs is in it.
    expect((await page.request.get("/en/about")).headers()["x-nextjs-cache"]).toBe("HIT");
    for (const url of ["/en/dashboard", "/en/dashboard"]) {
      const response = await page.request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()["x-nextjs-cache"], url).toBeUndefined();
      expect(response.headers()["cache-control"], url).toBe("private, no-store");
    }
  });
});

test.describe("sign-in limits", () => {
  test("1,000 wrong guesses from one address: at most 5 are checked, and the owner gets in from another at once", async ({
    playwright,
  }) => {
    test.setTimeout(240_000);
    // Its own server and database: the main test server's accounts and addresses stay untouched.
    rmSync(".e2e-data-ratelimit", { recursive: true, force: true });
    const server = await startExtraServer(EXTRA_SERVER_PORTS.lockout, {
      DATA_DIR: ".e2e-data-ratelimit",
      ADMIN_EMAIL: "locked@asastech.test",
      ADMIN_PASSWORD: "The-Right-Password-1",
      // The test stands in for the reverse proxy and says which client each request comes from.
      TRUSTED_PROXIES: "1",
    });
    // Two browsers: the attacker's, and the owner's (which keeps the cookies it is given).
    const attacker = await playwright.request.newContext();
    const ownBrowser = await playwright.request.newContext();
    try {
      const attempt = (password: string, address: string, from = attacker) =>
        from.post(`${server.url}/api/_auth/login`, {
          headers: { origin: server.url, "content-type": "application/json", "x-forwarded-for": address },
          data: { email: "locked@asastech.test", password, locale: "en" },
        });
      const started = Date.now();
      const statuses: number[] = [];
      let limited: Awaited<ReturnType<typeof attempt>> | undefined;
      for (let batch = 0; batch < 10; batch++) {
        const responses = await Promise.all(
          Array.from({ length: 100 }, () => attempt("wrong-password", "203.0.113.66")),
        );
        statuses.push(...responses.map((response) => response.status()));
        limited ??= responses.find((response) => response.status() === 429);
      }
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(995);
      // Retry-After: when the first counted failure leaves the 15-minute window, not later.
      const retryAfter = Number(limited?.headers()["retry-after"]);
      const elapsed = Math.ceil((Date.now() - started) / 1000);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(retryAfter).toBeGreaterThanOrEqual(15 * 60 - elapsed - 2);
      expect((await limited?.json()).error).toMatchObject({
        status: 429,
        code: "rate_limited",
        message: expect.stringMatching(/Too many sign-in attempts\. Wait 1[45] minutes/),
      });

      // The owner, elsewhere, signs in at once.
      const owner = await attempt("The-Right-Password-1", "198.51.100.77", ownBrowser);
      expect(owner.status()).toBe(200);
      const cookies = owner.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
      expect(cookies.map((cookie) => cookie.value.split("=")[0])).toEqual([SESSION_COOKIE, "__Host-asas_device"]);

      // The guessing address stays throttled for this account, even with the right password…
      const right = await attempt("The-Right-Password-1", "203.0.113.66");
      expect(right.status()).toBe(429);
      expect(right.headers()["set-cookie"] ?? "").not.toContain(SESSION_COOKIE);
      // …but the owner's own browser is not, wherever it is.
      expect((await attempt("The-Right-Password-1", "203.0.113.66", ownBrowser)).status()).toBe(200);
    } finally {
      await attacker.dispose();
      await ownBrowser.dispose();
      await server.stop();
    }
  });
});

test.describe("bounded request bodies", () => {
  test("a chunked 100 MiB body is refused with 413 on every route, and the server barely grows", async ({
    playwright,
  }) => {
    test.setTimeout(180_000);
    // Its own server, so that nothing else the suite does moves its memory.
    rmSync(".e2e-data-bodies", { recursive: true, force: true });
    const server = await startExtraServer(EXTRA_SERVER_PORTS.bodies, {
      DATA_DIR: ".e2e-data-bodies",
      ADMIN_EMAIL: "bodies@asastech.test",
      ADMIN_PASSWORD: "Bodies-Password-12",
    });
    const client = await playwright.request.newContext({ baseURL: server.url });
    try {
      const signedIn = await client.post("/api/_auth/login", {
        headers: { origin: server.url, "content-type": "application/json" },
        data: { email: "bodies@asastech.test", password: "Bodies-Password-12" },
      });
      expect(signedIn.status()).toBe(200);
      const cookie = (await client.storageState()).cookies.map((item) => `${item.name}=${item.value}`).join("; ");
      const routes: Array<{ method?: string; path: string; headers: Record<string, string> }> = [
        { path: "/api/contact", headers: { "content-type": "application/json" } },
        { path: "/api/collect", headers: { "content-type": "text/plain" } },
        { path: "/api/_auth/login", headers: { "content-type": "application/json" } },
        { path: "/api/_auth/login", headers: { "content-type": "application/x-www-form-urlencoded" } },
        { path: "/api/posts", headers: { "content-type": "application/json", cookie } },
        { method: "PUT", path: "/api/posts/1", headers: { "content-type": "application/json", cookie } },
        { path: "/api/uploads", headers: { "content-type": "multipart/form-data; boundary=x", cookie } },
        { method: "PATCH", path: "/api/leads/1", headers: { "content-type": "application/json", cookie } },
      ];
      const send = (route: (typeof routes)[number], bytes: number) =>
        postChunked(`${server.url}${route.path}`, bytes, { ...route.headers, origin: server.url }, route.method);
      const pid = listeningPid(EXTRA_SERVER_PORTS.bodies);
      // Each route once over its limit first, so that loading its code is not counted.
      for (const route of routes)
        expect([413, null], route.path).toContain((await send(route, 10 * 1024 * 1024)).status);
      const before = residentBytes(pid);
      for (const route of routes) {
        const label = `${route.method ?? "POST"} ${route.path} ${route.headers["content-type"]}`;
        const result = await send(route, 100 * 1024 * 1024);
        // Refused long before the whole body was sent: a 413, or (when the server closes the
        // connection while the client is still writing) a reset the client sees first.
        expect(result.sent, label).toBeLessThan(50 * 1024 * 1024);
        expect([413, null], label).toContain(result.status);
        if (result.status === 413) expect(JSON.parse(result.body), label).toHaveProperty("error");
      }
      // Eight 100 MiB bodies: each grows the server by under 20 MB on average (the read is cut at
      // the limit and the rest discarded, up to 4 MiB, without being kept); one body read whole
      // would take 100 MiB by itself.
      const grown = residentBytes(pid) - before;
      expect(grown / routes.length, `grew by ${Math.round(grown / 1024 / 1024)} MB in all`).toBeLessThan(
        20 * 1024 * 1024,
      );
      expect(grown).toBeLessThan(100 * 1024 * 1024);
    } finally {
      await client.dispose();
      await server.stop();
    }
  });
});

test.describe("compression at the edge", () => {
  const get = (path: string, acceptEncoding: string) =>
    rawGet(new URL(path, E2E_BASE_URL), { "accept-encoding": acceptEncoding });

  test("a rendered page is compressed once, whole, with its scripts' integrity, in gzip or Brotli", async () => {
    const post = demoPost("pdpl", "en");
    // A query string the page cache has not seen: Next.js renders the page for this request.
    const gzip = await get(`${postPath(post)}?compressed=${Date.now()}`, "gzip");
    expect(gzip.status).toBe(200);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toContain("Accept-Encoding");
    const html = gunzipSync(gzip.body).toString();
    expect(html).toContain(post.title);
    const chunks = scriptsStartedAfterPaint(html).filter(({ src }) => src?.startsWith("/_next/static/chunks/"));
    expect(chunks.length).toBeGreaterThan(5);
    for (const chunk of chunks) expect(chunk.integrity, chunk.src).toMatch(/^sha256-/);
    // Every flush of a compression stream ends with an empty stored block (00 00 FF FF): Next.js's
    // compression flushed after each chunk React wrote, dozens per page.
    expect(gzip.body.includes(Buffer.from([0, 0, 0xff, 0xff]))).toBe(false);

    const brotli = await get(`${postPath(post)}?compressed=br-${Date.now()}`, "gzip, deflate, br");
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toContain(post.title);
  });

  test("the home page's scripts and styles go out as the build compressed them, with the app's headers", async () => {
    const assets = await homePageAssets(E2E_BASE_URL);
    expect(assets.filter((asset) => asset.endsWith(".js")).length).toBeGreaterThan(5);
    expect(assets.some((asset) => asset.endsWith(".css"))).toBe(true);
    for (const asset of assets) {
      for (const { accepted, encoding, suffix } of ENCODING_CASES) {
        const answer = await get(asset, accepted);
        const label = `${asset} (${accepted})`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers["content-encoding"], label).toBe(encoding);
        // Brotli quality 11 and gzip level 9 from the build (scripts/lib/precompress.ts), not the
        // edge's quality 4 per request.
        expect(answer.body.equals(builtFile(asset, suffix)), label).toBe(true);
        expect(decoded(answer.body, encoding).equals(builtFile(asset)), label).toBe(true);
        expect(answer.headers["content-length"], label).toBe(String(answer.body.length));
        expect(answer.headers.vary, label).toContain("Accept-Encoding");
        for (const [name, value] of Object.entries(STATIC_ASSET_HEADERS)) {
          expect(answer.headers[name], `${label} ${name}`).toBe(value);
        }
      }
    }
  });
});

test.describe("a strict script policy on every public page", () => {
  const PAGES = [
    "/",
    "/en",
    "/services/web-dev",
    "/en/about",
    "/blog",
    "/en/blog",
    postPath(demoPost("pdpl", "ar")),
    postPath(demoPost("pdpl", "en")),
    "/contact",
    "/en/contact",
    "/en?s=cloud",
  ];

  /** The sources of the page's script-src directive. */
  const scriptSources = (policy: string) =>
    policy
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .find(([name]) => name === "script-src")
      ?.slice(1) ?? [];

  test("no inline script runs without its hash, and the site's own scripts all run", async ({ page }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __violations: seen });
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
      );
    });
    for (const path of PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const sources = scriptSources(response?.headers()["content-security-policy"] ?? "");
      expect(sources, path).toContain("'strict-dynamic'");
      expect(sources, path).not.toContain("'unsafe-inline'");
      expect(sources, path).not.toContain("'unsafe-eval'");
      expect(sources.filter((source) => source.startsWith("'sha256-")).length, path).toBeGreaterThan(3);
      // Next.js's client has started (it sets window.next when it hydrates), and so has the
      // analytics script (it defines window.asasTrack).
      await page.waitForFunction(
        () =>
          (window as { next?: { version?: string } }).next?.version !== undefined &&
          typeof (window as { asasTrack?: unknown }).asasTrack === "function",
      );
      await page.waitForLoadState("load");
      // Nothing was refused: not Next.js's data, nor the analytics, nor Zod's probe for eval.
      expect(await page.evaluate(() => (window as { __violations?: string[] }).__violations), path).toEqual([]);
    }
  });

  test("a script injected into a page does not run, while the page still works", async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { __violations: seen });
      document.addEventListener("securitypolicyviolation", (event) => seen.push(event.violatedDirective));
    });
    // As a stored or reflected injection would arrive: inside the page's own HTML, same headers.
    await page.route("**/en/about", async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        "</main>",
        '<script>window.__injected = true</script><img src="x" onerror="window.__injected = true"></main>',
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto("/en/about");
    await page.waitForFunction(() => (window as { next?: { version?: string } }).next?.version !== undefined);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    const violations = await page.evaluate(() => (window as { __violations?: string[] }).__violations ?? []);
    expect(violations.length).toBeGreaterThanOrEqual(2);
    expect(violations.every((directive) => directive.startsWith("script-src"))).toBe(true);
    // The chat widget still opens (an HTML popover: it needs no script).
    await expect(async () => {
      await page.getByRole("button", { name: "Chat with us on WhatsApp" }).click();
      await expect(page.getByRole("dialog", { name: "Asas Tech Consulting" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  });

  test("a page answered from Next.js's cache carries the policy made for its own scripts", async ({ request }) => {
    const path = postPath(demoPost("pdpl", "en"));
    const first = await request.get(path);
    const second = await request.get(path);
    expect(second.headers()["x-nextjs-cache"]).toBe("HIT");
    expect(second.headers()["content-security-policy"]).toBe(first.headers()["content-security-policy"]);
    const sources = new Set(scriptSources(second.headers()["content-security-policy"] ?? ""));
    const html = await second.text();
    for (const [, attributes = "", text = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      // Data blocks (structured data, the list of scripts started after the first paint) never run.
      if (/type="application\/(?:ld\+)?json"/.test(attributes)) continue;
      const integrity = /integrity="([^"]+)"/.exec(attributes)?.[1];
      const expected = integrity ?? `sha256-${createHash("sha256").update(text).digest("base64")}`;
      expect(sources.has(`'${expected}'`), attributes || text.slice(0, 80)).toBe(true);
      if (/\ssrc=/.test(attributes)) expect(integrity, attributes).toBeDefined();
    }
    // The scripts started after the first paint run under 'strict-dynamic', each with its integrity.
    expect(sources.has("'strict-dynamic'")).toBe(true);
    const later = scriptsStartedAfterPaint(html);
    expect(later.length).toBeGreaterThan(5);
    for (const script of later) expect(script.integrity, script.src).toMatch(/^sha256-/);
  });
});
