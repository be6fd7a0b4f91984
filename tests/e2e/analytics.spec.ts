import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support/test";
import { gzipSync } from "node:zlib";
import { E2E_BASE_URL } from "./support/constants";
import { sessionCookieHeader, signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { demoPost, postPath } from "./support/demo";

const send = (request: APIRequestContext, data: unknown, headers: Record<string, string> = {}) =>
  request.post("/api/collect", {
    headers: {
      origin: E2E_BASE_URL,
      "content-type": "application/json",
      "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0 Safari/537.36",
      ...headers,
    },
    data: typeof data === "string" ? data : JSON.stringify(data),
  });

test("the tracking script is small, cached and loaded on public pages without blocking them", async ({
  page,
  request,
}) => {
  const response = await request.get("/tracking-scripts.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("javascript");
  expect(response.headers()["cache-control"]).toMatch(/max-age=\d+/);
  expect(gzipSync(await response.body()).length).toBeLessThan(2048);
  // A browser revalidating after the hour gets "not modified", not the script again.
  const etag = response.headers()["etag"];
  expect(etag).toMatch(/^"[\w-]+"$/);
  const revalidated = await request.get("/tracking-scripts.js", { headers: { "if-none-match": etag ?? "" } });
  expect(revalidated.status()).toBe(304);
  expect(await revalidated.body()).toHaveLength(0);
  await page.goto("/en/about");
  const script = page.locator('script[src^="/tracking-scripts.js?v="]');
  await expect(script).toHaveAttribute("async", "");
  // The page's script policy trusts it by this hash only (no URL is trusted under 'strict-dynamic').
  await expect(script).toHaveAttribute("integrity", /^sha256-[A-Za-z0-9+/]+=*$/);
});

test("the script sends a page view on load and on client-side navigation", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.50" } });
  const page = await context.newPage();
  const first = page.waitForRequest(
    (request) => request.url().endsWith("/api/collect") && request.postData()?.includes('"p":"/en/blog"') === true,
  );
  await page.goto("/en/blog");
  expect(JSON.parse((await first).postData() ?? "{}")).toMatchObject({ t: "pageview", p: "/en/blog", l: "en" });
  const second = page.waitForRequest(
    (request) => request.url().endsWith("/api/collect") && request.postData()?.includes('"p":"/en/about"') === true,
  );
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  expect(JSON.parse((await second).postData() ?? "{}")).toMatchObject({ t: "pageview", p: "/en/about" });
  // A WhatsApp click is a named event.
  const event = page.waitForRequest(
    (request) => request.url().endsWith("/api/collect") && request.postData()?.includes("whatsapp_click") === true,
  );
  await page.getByRole("button", { name: "Chat with us on WhatsApp" }).click();
  await page.getByRole("link", { name: "Start chat on WhatsApp" }).evaluate((link: HTMLAnchorElement) => {
    link.addEventListener("click", (clickEvent) => clickEvent.preventDefault());
    link.click();
  });
  expect(JSON.parse((await event).postData() ?? "{}")).toMatchObject({ t: "event", n: "whatsapp_click" });
  await context.close();
});

test("counts events, but not visitors who opt out, bots, or signed-in staff", async ({ page, context }) => {
  const probe = (label: string) => `probe_${label}_${Date.now().toString(36)}`;
  const counted = probe("counted");
  const doNotTrack = probe("dnt");
  const privacyControl = probe("gpc");
  const robot = probe("bot");
  const staff = probe("staff");

  expect(
    (await send(page.request, { t: "event", n: counted, p: "/en" }, { "x-forwarded-for": "203.0.113.60" })).status(),
  ).toBe(204);
  expect((await send(page.request, { t: "event", n: doNotTrack, p: "/en" }, { dnt: "1" })).status()).toBe(204);
  expect((await send(page.request, { t: "event", n: privacyControl, p: "/en" }, { "sec-gpc": "1" })).status()).toBe(
    204,
  );
  expect(
    (
      await send(
        page.request,
        { t: "event", n: robot, p: "/en" },
        { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1)" },
      )
    ).status(),
  ).toBe(204);

  await signInThroughApi(page.request);
  const cookie = await sessionCookieHeader(context);
  expect((await send(page.request, { t: "event", n: staff, p: "/en" }, { cookie })).status()).toBe(204);

  await page.goto("/en/dashboard/analytics?range=today");
  const events = page.getByTestId("events");
  await expect(events).toContainText(counted);
  for (const name of [doNotTrack, privacyControl, robot, staff]) await expect(events).not.toContainText(name);
  await expect(page.getByTestId("metric-pageviews")).not.toHaveText("0");
  await expect(page.getByTestId("top-pages")).toContainText("/en");
  await expect(page.getByTestId("analytics-chart")).toBeVisible();
});

test("malformed, oversized and cross-site events are refused", async ({ request }) => {
  expect((await send(request, "{not json")).status()).toBe(400);
  expect((await send(request, { t: "click", p: "/en" })).status()).toBe(400);
  expect((await send(request, { t: "pageview", p: "https://evil.example/" })).status()).toBe(400);
  expect((await send(request, { t: "event", p: "/en" })).status()).toBe(400);
  expect((await send(request, { t: "event", n: "Bad Name!", p: "/en" })).status()).toBe(400);
  expect((await send(request, { t: "pageview", p: "/en", d: { note: "x".repeat(3000) } })).status()).toBe(413);
  expect((await send(request, { t: "pageview", p: "/en" }, { origin: "https://evil.example" })).status()).toBe(403);
});

test("one address is capped whatever user agent it sends, and others still count", async ({ request }) => {
  const address = "203.0.113.77";
  const statuses: number[] = [];
  for (let index = 0; index < 310; index++) {
    const response = await send(
      request,
      { t: "pageview", p: "/en" },
      { "x-forwarded-for": address, "user-agent": `Mozilla/5.0 (X11; Linux x86_64) Chrome/${index}.0 Safari/537.36` },
    );
    statuses.push(response.status());
  }
  expect(statuses.filter((status) => status === 204)).toHaveLength(300);
  expect(statuses.slice(300)).toEqual(Array(10).fill(429));
  expect((await send(request, { t: "pageview", p: "/en" }, { "x-forwarded-for": "203.0.113.78" })).status()).toBe(204);
});

test("top pages show decoded paths with post titles, keep their counts and fit the card on a phone", async ({
  browser,
  request,
}) => {
  const arabic = demoPost("phishing", "ar");
  const english = demoPost("phishing", "en");
  // As the tracking script sends them: the path as the browser has it, percent-encoded.
  const views = [
    { path: postPath(arabic), times: 14 },
    { path: postPath(english), times: 13 },
  ];
  for (const { path, times } of views) {
    for (let index = 0; index < times; index++) {
      const response = await send(
        request,
        { t: "pageview", p: path },
        { "x-forwarded-for": `203.0.113.${80 + index}` },
      );
      expect(response.status()).toBe(204);
    }
  }
  expect(postPath(arabic)).toContain("%D8");

  for (const { locale, prefix, title } of [
    { locale: "ar-SA", prefix: "", title: "أكثر الصفحات زيارة" },
    { locale: "en-US", prefix: "/en", title: "Top pages" },
  ]) {
    const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signInThroughApi(page.request);
    await page.goto(`${prefix}/dashboard/analytics?range=today`);
    const card = page.getByTestId("top-pages");
    await expect(card.getByRole("heading", { name: title })).toBeVisible();
    await expect(card).not.toContainText("%D8");
    for (const [post, count] of [
      [arabic, 14],
      [english, 13],
    ] as const) {
      const row = card.getByRole("row").filter({ hasText: post.title });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${post.locale === "en" ? "/en" : ""}/blog/${post.slug}`);
      const cells = row.getByRole("cell");
      await expect(cells.last()).toHaveText(String(count));
      await expect(cells.last()).toBeVisible();
    }
    // Nothing in the card, the bars included, reaches past its edges.
    const overflow = await card.evaluate((section) => {
      const box = section.getBoundingClientRect();
      return [...section.querySelectorAll("*")]
        .map((element) => ({ element, rect: element.getBoundingClientRect() }))
        .filter(({ rect }) => rect.width > 0 && (rect.left < box.left - 0.5 || rect.right > box.right + 0.5))
        .map(({ element }) => element.outerHTML.slice(0, 120));
    });
    expect(overflow).toEqual([]);
    await expect(page.locator("body")).toHaveJSProperty("scrollWidth", 390);
    await expectNoAxeViolations(page);
    await context.close();
  }
});

test("a preview link's views are not counted, and its signed address is never among the top pages", async ({
  browser,
  page,
  request,
}) => {
  await signInThroughApi(page.request);
  const slug = `previewed-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/posts", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      title: "A previewed draft",
      slug,
      metaDescription: "",
      coverImage: "",
      locale: "en",
      status: "draft",
      content: { ops: [{ insert: "Not public yet.\n" }] },
    },
  });
  const { post } = (await created.json()) as { post: { id: number } };
  const link = await page.request.post(`/api/posts/${post.id}/preview`, { headers: { origin: E2E_BASE_URL } });
  const { url } = (await link.json()) as { url: string };
  const previewPath = new URL(url).pathname;

  // A reviewer opens it several times, as the tracking script reports any page it is on.
  const reviewer = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.61" } });
  const tab = await reviewer.newPage();
  await tab.goto(previewPath);
  await expect(tab.getByTestId("preview-notice")).toBeVisible();
  await reviewer.close();
  for (let view = 0; view < 12; view++) {
    // Sent as a visitor's browser sends it (staff are never counted anyway).
    const response = await send(
      request,
      { t: "pageview", p: previewPath },
      { "x-forwarded-for": `203.0.113.${120 + view}` },
    );
    expect(response.status()).toBe(204);
  }

  await page.goto("/en/dashboard/analytics?range=today");
  const card = page.getByTestId("top-pages");
  await expect(card.getByRole("heading", { name: "Top pages" })).toBeVisible();
  await expect(card).not.toContainText("/preview/");
});
