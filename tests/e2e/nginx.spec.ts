import path from "node:path";
import { expect } from "@playwright/test";
import { test } from "./support/test";
import { startSiteCache, type RunningNginx } from "../../scripts/lib/nginx";
import { signInThroughApi } from "./support/auth";
import { BROWSER_USER_AGENT, E2E_BASE_URL, E2E_PORT, EXTRA_SERVER_PORTS } from "./support/constants";
import { rawGet } from "./support/http";
import { createPost, updatePost } from "./support/posts";
import { builtFile, decoded, ENCODING_CASES, homePageAssets, STATIC_ASSET_HEADERS } from "./support/static-assets";

/**
 * The production server behind Debian's nginx with the shipped deploy/nginx.conf, as
 * docs/operations.md, "Several instances", describes: anonymous visitors see a save, an unpublish and a delete
 * within the promised time (s-maxage 10 s, plus the one request that refreshes the copy), and
 * nothing a signed-in person sees is ever stored.
 */
const PROMISED_MS = 10_000;
/**
 * The stale copy nginx serves while it fetches a fresh one in the background (one render of the
 * page, seconds on a loaded test machine), and the polling granularity.
 */
const MARGIN_MS = 5_000;

let nginx: RunningNginx;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  nginx = await startSiteCache({
    prefix: path.resolve("test-results", `nginx-${EXTRA_SERVER_PORTS.nginx}`),
    port: EXTRA_SERVER_PORTS.nginx,
    upstreams: [`127.0.0.1:${E2E_PORT}`],
  });
});

test.afterAll(async () => {
  await nginx?.stop();
});

async function throughNginx(pathname: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${nginx.url}${pathname}`, {
    headers: { "user-agent": BROWSER_USER_AGENT, ...headers },
    redirect: "manual",
  });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control") ?? "",
    location: response.headers.get("location"),
    body: await response.text(),
  };
}

/** Polls through nginx until `done` holds; returns how long that took. */
async function until(pathname: string, done: (answer: Awaited<ReturnType<typeof throughNginx>>) => boolean) {
  const started = Date.now();
  for (;;) {
    const answer = await throughNginx(pathname);
    if (done(answer)) return Date.now() - started;
    if (Date.now() - started > PROMISED_MS + MARGIN_MS * 2) {
      throw new Error(`Still not visible after ${Date.now() - started} ms: ${answer.status} ${answer.cache}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

test("a save, an unpublish and a delete reach anonymous visitors through nginx within s-maxage", async ({
  request,
}) => {
  test.setTimeout(120_000);
  await signInThroughApi(request);
  const slug = `through-nginx-${Date.now().toString(36)}`;
  const fields = { slug, locale: "en", title: "Through nginx first", status: "published" } as const;
  let post = await createPost(request, fields);
  const address = `/en/blog/${slug}`;

  const first = await throughNginx(address);
  expect(first.status).toBe(200);
  expect(first.body).toContain("Through nginx first");
  expect(first.cacheControl).toMatch(/s-maxage=(\d+)/);
  expect(Number(/s-maxage=(\d+)/.exec(first.cacheControl)?.[1]) * 1000).toBeLessThanOrEqual(PROMISED_MS);
  const second = await throughNginx(address);
  expect(second.cache).toBe("HIT");
  expect(second.body).toContain("Through nginx first");

  // A save.
  post = await updatePost(request, post, { ...fields, title: "Through nginx second" });
  const saveVisibleAfter = await until(address, (answer) => {
    expect(answer.status).toBe(200);
    return answer.body.includes("Through nginx second");
  });
  expect(saveVisibleAfter).toBeLessThanOrEqual(PROMISED_MS + MARGIN_MS);

  // An unpublish: the article leaves the public site.
  post = await updatePost(request, post, { ...fields, title: "Through nginx second", status: "draft" });
  const unpublishVisibleAfter = await until(address, (answer) => answer.status === 404);
  expect(unpublishVisibleAfter).toBeLessThanOrEqual(PROMISED_MS + MARGIN_MS);
  const gone = await throughNginx(address);
  expect(gone.status).toBe(404);
  expect(gone.body).not.toContain("Through nginx second body");

  // Published again, then deleted.
  post = await updatePost(request, post, { ...fields, title: "Through nginx third" });
  await until(address, (answer) => answer.status === 200 && answer.body.includes("Through nginx third"));
  await expect.poll(async () => (await throughNginx(address)).cache).toBe("HIT");
  const deleted = await request.delete(`/api/posts/${post.id}`, { headers: { origin: E2E_BASE_URL } });
  expect(deleted.status()).toBeLessThan(300);
  // In the trash: a 404 through nginx too, within the same promise.
  const deleteVisibleAfter = await until(address, (answer) => answer.status === 404);
  expect((await throughNginx(address)).status).toBe(404);
  expect(deleteVisibleAfter).toBeLessThanOrEqual(PROMISED_MS + MARGIN_MS);
});

test("nothing a signed-in person or the sign-in page sends is ever stored", async ({ request }) => {
  test.setTimeout(90_000);
  const login = await signInThroughApi(request);
  const session = (login.headers()["set-cookie"] ?? "").split(";")[0] ?? "";
  expect(session).toMatch(/asas_session=/);

  for (const pathname of ["/en/dashboard", "/dashboard", "/en/dashboard/posts/create", "/en/dashboard/leads"]) {
    for (let round = 0; round < 3; round++) {
      const answer = await throughNginx(pathname, { cookie: session });
      expect(answer.status, pathname).toBe(200);
      expect(answer.cache, pathname).toBe("BYPASS");
      expect(answer.cacheControl, pathname).toContain("private");
    }
    // An anonymous visitor right after gets the sign-in redirect, never the stored dashboard.
    const anonymous = await throughNginx(pathname);
    expect(anonymous.status, pathname).toBe(307);
    expect(anonymous.location ?? "", pathname).toContain("/login");
  }

  // The sign-in page is rendered per request (a nonce): fetched again every time.
  for (let round = 0; round < 3; round++) {
    const answer = await throughNginx("/en/login");
    expect(answer.status).toBe(200);
    expect(answer.cache).not.toBe("HIT");
    expect(answer.cacheControl).toContain("private");
  }

  // A public page asked for with a session is neither served from the cache nor stored.
  await throughNginx("/en/about");
  const publicWithSession = await throughNginx("/en/about", { cookie: session });
  expect(publicWithSession.cache).toBe("BYPASS");
});

test("the root keeps choosing each visitor's language behind the cache", async () => {
  for (let round = 0; round < 2; round++) {
    const arabic = await throughNginx("/", { "accept-language": "ar-SA,ar" });
    expect(arabic.status).toBe(200);
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');

    const english = await throughNginx("/", { "accept-language": "en-US,en;q=0.9" });
    expect(english.status).toBe(307);
    expect(english.location).toMatch(/\/en$/);

    const chosen = await throughNginx("/", { "accept-language": "ar-SA,ar", cookie: "i18n_redirected=en" });
    expect(chosen.status).toBe(307);
    expect(chosen.location).toMatch(/\/en$/);
  }
  // The Arabic home page itself is shared.
  expect((await throughNginx("/", { "accept-language": "ar-SA,ar" })).cache).toBe("HIT");
});

test("each client gets the build's scripts in an encoding it takes, stored once per encoding", async () => {
  const assets = await homePageAssets(E2E_BASE_URL);
  expect(assets.length).toBeGreaterThan(5);
  // Both rounds in each order of clients, so no encoding is ever answered from another's copy.
  for (const cases of [ENCODING_CASES, [...ENCODING_CASES].reverse()]) {
    for (const asset of assets) {
      for (const { accepted, encoding, suffix } of cases) {
        const answer = await rawGet(`${nginx.url}${asset}`, { "accept-encoding": accepted });
        const label = `${asset} (${accepted})`;
        expect(answer.status, label).toBe(200);
        expect(answer.headers["content-encoding"], label).toBe(encoding);
        expect(answer.body.equals(builtFile(asset, suffix)), label).toBe(true);
        expect(decoded(answer.body, encoding).equals(builtFile(asset)), label).toBe(true);
        expect(answer.headers.vary, label).toContain("Accept-Encoding");
        expect(answer.headers["cache-control"], label).toBe(STATIC_ASSET_HEADERS["cache-control"]);
      }
    }
  }
  // Another browser's spelling of the same choice is the same stored copy.
  for (const [accepted, encoding] of [
    ["br, gzip", "br"],
    ["gzip, br;q=0", "gzip"],
    ["", undefined],
  ] as const) {
    const answer = await rawGet(`${nginx.url}${assets[0]}`, { "accept-encoding": accepted });
    expect(answer.headers["x-cache"], accepted).toBe("HIT");
    expect(answer.headers["content-encoding"], accepted).toBe(encoding);
  }
});
