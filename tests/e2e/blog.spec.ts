import { expect } from "@playwright/test";
import { test } from "./support/test";
import { XMLParser } from "fast-xml-parser";
import { E2E_BASE_URL, EXTRA_SERVER_PORTS } from "./support/constants";
import { SESSION_COOKIE, signInThroughApi } from "./support/auth";
import { createPost } from "./support/posts";
import { demoPost, demoPosts, postPath } from "./support/demo";
import { startExtraServer } from "./support/extra-server";
import { canonicalHref, hreflangLinks, jsonLdBlocks, jsonLdNodes } from "./support/head";

const publishedIn = (locale: "ar" | "en") =>
  demoPosts.filter((post) => post.locale === locale && post.status === "published");

test.describe("blog listing", () => {
  test("shows the public posts of the language as cards, newest first, with dates and reading times", async ({
    page,
  }) => {
    const response = await page.goto("/en/blog");
    expect(response?.status()).toBe(200);
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(publishedIn("en").length);
    const first = cards.first();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(demoPost("e-store", "en").title);
    await expect(first.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, 20\d\d$/);
    await expect(first).toContainText(/\d+ min read/);
    // Drafts never appear.
    await expect(page.getByText(demoPost("cloud-migration", "en").title)).toHaveCount(0);
    expect(await canonicalHref(page)).toBe(`${E2E_BASE_URL}/en/blog`);
  });

  test("in Arabic, with Arabic month names and Western digits", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(publishedIn("ar").length);
    const date = await page.getByRole("main").locator("time").first().textContent();
    expect(date).toMatch(/^\d{1,2} \p{Script=Arabic}+ 20\d\d$/u);
    await expect(
      page
        .getByRole("main")
        .getByText(/قراءة في/)
        .first(),
    ).toBeVisible();
    await context.close();
  });

  test("offers its RSS feed as a visible link, in each language", async ({ page }) => {
    for (const [path, name, feed] of [
      ["/en/blog", "Follow the blog by RSS", "/en/feed.xml"],
      ["/blog", "تابع المدونة عبر خلاصة RSS", "/feed.xml"],
    ] as const) {
      await page.goto(path);
      const link = page.getByRole("main").getByRole("link", { name });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", feed);
      const answer = await page.request.get(feed);
      expect(answer.status()).toBe(200);
      expect(answer.headers()["content-type"]).toContain("xml");
    }
  });

  test("a page number past the end, or not a number, is a 404", async ({ request }) => {
    for (const address of ["/en/blog/page/2", "/en/blog/page/1", "/en/blog/page/0", "/en/blog/page/two"]) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
    expect((await request.get("/en/blog?page=0")).status()).toBe(404);
    expect((await request.get("/en/blog?page=two")).status()).toBe(404);
  });

  test("the old ?page= addresses move to the listing's pages, permanently", async ({ request }) => {
    for (const [old, now] of <Array<[string, string]>>[
      ["/en/blog?page=1", "/en/blog"],
      ["/en/blog?page=2", "/en/blog/page/2"],
      ["/blog?page=3&utm_source=x", "/blog/page/3?utm_source=x"],
      ["/en/blog/topics/cybersecurity?page=2", "/en/blog/topics/cybersecurity/page/2"],
    ]) {
      const moved = await request.get(old, { maxRedirects: 0 });
      expect(moved.status(), old).toBe(308);
      expect(moved.headers().location, old).toBe(now);
    }
  });
});

test.describe("blog post", () => {
  const english = demoPost("nca-ecc", "en");
  const arabic = demoPost("nca-ecc", "ar");

  test("renders the title, the cover and the rich content, with the post's head tags", async ({ page }) => {
    const response = await page.goto(postPath(english));
    expect(response?.status()).toBe(200);
    // The headline is longer than a search result shows: <title> keeps it whole, with the one suffix.
    await expect(page).toHaveTitle(`${english.title} | Asas Tech Consulting`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", english.title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", english.meta_description);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", english.meta_description);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${E2E_BASE_URL}${english.cover_image}`,
    );

    const cover = page.getByTestId("post-cover");
    await expect(cover).toHaveCSS("aspect-ratio", "16 / 9");
    await expect(cover.getByRole("img")).toHaveAttribute("alt", english.meta_description);
    await expect
      .poll(() =>
        cover.getByRole("img").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);

    const content = page.getByTestId("post-content");
    await expect(content.locator("h2").first()).toBeVisible();
    await expect(content.locator("ul, ol").first()).toBeVisible();
    await expect(content.locator("blockquote").first()).toBeVisible();
    expect(await content.locator("script").count()).toBe(0);
    const externalLink = content.locator('a[href^="https://"]').first();
    await expect(externalLink).toHaveAttribute("rel", "noopener noreferrer");

    const nodes = jsonLdNodes(await jsonLdBlocks(page));
    const article = nodes.find((node) => node["@type"] === "BlogPosting");
    expect(article).toMatchObject({ headline: english.title, description: english.meta_description, inLanguage: "en" });
  });

  test("links its translation with hreflang, and the language switcher goes there", async ({ page }) => {
    await page.goto(postPath(english));
    const links = await hreflangLinks(page);
    expect(decodeURI(new URL(links["ar-SA"] ?? "").pathname)).toBe(`/blog/${arabic.slug}`);
    expect(new URL(links["en-AE"] ?? "").pathname).toBe(`/en/blog/${english.slug}`);
    await page.getByRole("banner").getByRole("link", { name: "Switch to العربية" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(arabic.title);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  });

  test("without a translation, has no other-language alternates and switches to the other blog", async ({
    browser,
    request,
  }) => {
    // Every demo article has its translation: this one is written in Arabic only.
    await signInThroughApi(request);
    const onlyArabic = { locale: "ar" as const, slug: `مقال-بالعربية-فقط-${Date.now().toString(36)}` };
    const created = await createPost(request, { ...onlyArabic, title: "مقال بالعربية فقط", status: "published" });
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto(postPath(onlyArabic));
    const links = await hreflangLinks(page);
    expect(Object.keys(links).filter((lang) => lang.startsWith("en"))).toEqual([]);
    await expect(page.getByTestId("post-content")).toHaveAttribute("dir", "rtl");
    const switcher = page.getByRole("banner").getByRole("link", { name: "التبديل إلى English" });
    await expect(switcher).toHaveAttribute("href", "/en/blog");
    await context.close();
    await request.delete(`/api/posts/${created.id}`, { headers: { origin: E2E_BASE_URL } });
  });

  test("an unknown or unpublished slug is a 404 in the address's language, 'Failed to fetch posts' kept for logs", async ({
    page,
  }) => {
    for (const slug of ["no-such-post", demoPost("cloud-migration", "en").slug]) {
      const response = await page.goto(`/en/blog/${slug}`);
      expect(response?.status(), slug).toBe(404);
      expect(response?.statusText(), slug).toBe("Failed to fetch posts");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page).toHaveTitle(/Page not found/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
      await expect(page.locator("body")).not.toContainText("Failed to fetch posts");
    }
    const arabic = await page.goto(`/blog/${encodeURIComponent("مقال-غير-موجود")}`);
    expect(arabic?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الصفحة غير موجودة");
  });

  test("opening a post from the listing navigates in the app", async ({ page }) => {
    await page.goto("/en/blog");
    await page.getByRole("main").getByRole("link", { name: english.title }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}${postPath(english)}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(english.title);
  });

  test("the article is in the HTML itself: read without JavaScript, in both languages", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const post of [english, demoPost("pdpl", "ar")]) {
      const response = await page.goto(postPath(post));
      expect(response?.status()).toBe(200);
      const html = await response!.text();
      expect(html).not.toContain('id="__next_error__"');
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      await expect(page.getByTestId("post-content")).toBeVisible();
      await expect(page.getByTestId("post-skeleton")).toHaveCount(0);
      // The article comes before the footer in the document, not moved in by a script.
      const order = await page.evaluate(() => {
        const article = document.querySelector('[data-testid="post-content"]');
        const footer = document.querySelector("footer");
        return article && footer ? article.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
      });
      expect(order).toBeTruthy();
    }
    await context.close();
  });
});

test.describe("every public page", () => {
  test("comes whole in its HTML: no part of it sent later for a script to move into place", async ({ request }) => {
    // React streams a part that is not ready when the rest is as a placeholder (<template id="B:0">)
    // and the part itself at the end of the body (<div hidden id="S:0">), which a script ($RC) moves
    // in: a reader without JavaScript, or a crawler that does not run it, sees the part after the
    // footer or not at all. A Suspense boundary around server content does that whenever its
    // content is late, so it must never reach a public page (the home page's sections did, tried).
    const pages: Array<[string, number]> = [
      ["/", 200],
      ["/en", 200],
      ["/services/erp", 200],
      ["/en/services/cybersecurity", 200],
      ["/about", 200],
      ["/en/contact", 200],
      ["/blog", 200],
      ["/en/blog", 200],
      [postPath(demoPost("nca-ecc", "en")), 200],
      [postPath(demoPost("pdpl", "ar")), 200],
      ["/blog/topics/cybersecurity", 200],
      ["/en?s=security", 200],
      ["/privacy", 200],
      ["/en/blog/no-such-post", 404],
      ["/no-such-page", 404],
    ];
    for (const [path, status] of pages) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(status);
      const html = await response.text();
      expect(html, path).toContain("</main>");
      expect(html, path).not.toMatch(/<template id="[BPS]:|<div hidden id="S:|\$RC\(/);
    }
  });
});

test.describe("public posts API", () => {
  test("returns a public post by its URL-encoded slug", async ({ request }) => {
    const arabic = demoPost("pdpl", "ar");
    const response = await request.get(`/api/public/posts/${encodeURIComponent(arabic.slug)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const body = await response.json();
    expect(Object.keys(body.post).sort()).toEqual(["content", "cover_image", "meta_description", "title"]);
    expect(body.post.title).toBe(arabic.title);
    expect(Array.isArray(body.post.content.ops)).toBe(true);
  });

  test("answers 404 JSON for unknown and draft posts", async ({ request }) => {
    for (const slug of ["nope", demoPost("cloud-migration", "en").slug]) {
      const response = await request.get(`/api/public/posts/${slug}`);
      expect(response.status()).toBe(404);
      expect(response.headers()["content-type"]).toContain("application/json");
      expect((await response.json()).error.status).toBe(404);
    }
  });

  test("lists a language's posts with the total, and refuses bad parameters", async ({ request }) => {
    const response = await request.get("/api/public/posts?locale=en&page=1");
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(publishedIn("en").length);
    expect(body.posts[0]).toMatchObject({ slug: demoPost("e-store", "en").slug });
    for (const query of ["locale=fr", "page=1", "locale=en&page=0", "locale=en&page=abc"]) {
      const bad = await request.get(`/api/public/posts?${query}`);
      expect(bad.status(), query).toBe(400);
      expect((await bad.json()).error.message, query).toMatch(/locale|page/);
    }
  });
});

test.describe("feeds and sitemaps", () => {
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => ["item", "url", "xhtml:link"].includes(name),
  });

  for (const [url, locale] of [
    ["/feed.xml", "ar"],
    ["/en/feed.xml", "en"],
  ] as const) {
    test(`${url} is an RSS 2.0 feed of the language's latest posts`, async ({ request }) => {
      const response = await request.get(url, { headers: { "accept-language": "en-US" } });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const rss = parser.parse(await response.text()).rss;
      expect(rss["@_version"]).toBe("2.0");
      const channel = rss.channel;
      expect(channel.title).toBeTruthy();
      expect(channel.language).toBe(locale === "ar" ? "ar-SA" : "en-SA");
      expect(channel["atom:link"]["@_href"]).toBe(`${E2E_BASE_URL}${url}`);
      expect(channel.item).toHaveLength(publishedIn(locale).length);
      for (const item of channel.item) {
        expect(new Date(item.pubDate).getTime()).toBeGreaterThan(0);
        expect(item.guid["#text"]).toBe(item.link);
        expect((await request.get(item.link)).status(), item.link).toBe(200);
      }
    });
  }

  test("the sitemaps list public posts with their translation only when there is one", async ({ request }) => {
    await signInThroughApi(request);
    const alone = { locale: "en" as const, slug: `english-only-${Date.now().toString(36)}` };
    const created = await createPost(request, { ...alone, title: "Written in English only", status: "published" });
    const sitemap = parser.parse(await (await request.get("/en/sitemap.xml")).text());
    const urls = sitemap.urlset.url as Array<{ loc: string; "xhtml:link": Array<Record<string, string>> }>;
    const paired = urls.find((entry) => entry.loc.endsWith(`/en/blog/${demoPost("pdpl", "en").slug}`));
    expect(paired?.["xhtml:link"].map((link) => link["@_hreflang"])).toContain("ar-SA");
    const single = urls.find((entry) => entry.loc.endsWith(`/en/blog/${alone.slug}`));
    expect(single?.["xhtml:link"].map((link) => link["@_hreflang"])).not.toContain("ar-SA");
    expect(urls.some((entry) => entry.loc.includes(demoPost("cloud-migration", "en").slug))).toBe(false);
    await request.delete(`/api/posts/${created.id}`, { headers: { origin: E2E_BASE_URL } });
  });
});

test.describe("site search", () => {
  test("finds services and posts in the language and highlights the term", async ({ page }) => {
    const response = await page.goto("/en?s=phishing");
    expect(response?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const results = page.getByRole("main");
    await expect(results.getByRole("link", { name: demoPost("phishing", "en").title })).toBeVisible();
    await expect(results.locator("mark").first()).toHaveText(/phishing/i);
  });

  test("searches in Arabic through /?s=", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ar-SA" });
    const page = await context.newPage();
    await page.goto(`/?s=${encodeURIComponent("أمن الشبكات")}`);
    await expect(page.getByRole("main").getByRole("link", { name: "أمن الشبكات" }).first()).toBeVisible();
    await expect(page.getByRole("main").locator("mark").first()).toBeVisible();
    await context.close();
  });

  test("explains when nothing matches, when the term is empty and when it is too long", async ({ page }) => {
    await page.goto("/en?s=qwertyuiopzz");
    await expect(page.getByTestId("search-empty")).toContainText("Nothing matched");
    await page.goto("/en?s=");
    await expect(page.getByRole("main")).toContainText("Type a word or two");
    await page.goto(`/en?s=${"a".repeat(150)}`);
    await expect(page.getByRole("main").getByRole("alert")).toContainText("at most 100 characters");
  });
});

test.describe("when the database is down", () => {
  test("blog pages answer 503 with Retry-After while the rest of the site works", async ({ request }) => {
    // A PostgreSQL URL where nothing listens: a real outage, not a stub.
    const server = await startExtraServer(
      EXTRA_SERVER_PORTS.outage,
      { DATABASE_URL: "postgres://asas:asas@127.0.0.1:1/asas" },
      { prepareDatabase: false },
    );
    try {
      for (const path of [postPath(demoPost("pdpl", "en")), "/en/blog"]) {
        const response = await request.get(`${server.url}${path}`);
        expect(response.status(), path).toBe(503);
        expect(response.headers()["retry-after"], path).toBe("30");
        expect(response.headers()["cache-control"], path).toBe("no-store");
        const html = await response.text();
        expect(html).toContain('<html lang="en" dir="ltr"');
        expect(html).toContain("Temporarily unavailable");
      }
      const api = await request.get(`${server.url}/api/public/posts/anything`);
      expect(api.status()).toBe(503);
      expect(api.headers()["retry-after"]).toBe("30");
      const arabic = await request.get(`${server.url}/blog`);
      expect(arabic.status()).toBe(503);
      expect(await arabic.text()).toContain('<html lang="ar" dir="rtl"');
      expect((await request.get(`${server.url}/en/about`)).status()).toBe(200);
      // Search, the dashboard and the staff API need the database too: the same answer, quickly.
      const session = { cookie: `${SESSION_COOKIE}=${"a".repeat(43)}` };
      for (const [path, headers, type] of [
        ["/en?s=cloud", {}, "text/html"],
        ["/search?s=cloud", {}, "text/html"],
        ["/en/dashboard", session, "text/html"],
        ["/dashboard/posts/1", session, "text/html"],
        ["/api/posts", session, "application/json"],
      ] as const) {
        const started = Date.now();
        const response = await request.get(`${server.url}${path}`, { headers, maxRedirects: 0 });
        expect(Date.now() - started, path).toBeLessThan(3_000);
        expect(response.status(), path).toBe(503);
        expect(response.headers()["retry-after"], path).toBe("30");
        expect(response.headers()["content-type"], path).toContain(type);
      }
      // Writes that need the database say the same: one Retry-After everywhere.
      for (const [path, data] of [
        ["/api/_auth/login", { email: "someone@example.com", password: "a-password-of-sorts", locale: "en" }],
        ["/api/contact", { name: "Visitor", email: "visitor@example.com", message: "Hello there", locale: "en" }],
      ] as const) {
        const response = await request.post(`${server.url}${path}`, { headers: { origin: server.url }, data });
        expect(response.status(), path).toBe(503);
        expect(response.headers()["retry-after"], path).toBe("30");
      }
    } finally {
      await server.stop();
    }
  });
});
