import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { XMLParser } from "fast-xml-parser";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_BASE_URL, E2E_EDITOR } from "./support/constants";
import { demoPost, demoPosts, postPath } from "./support/demo";
import { canonicalHref, hreflangLinks, jsonLdBlocks, jsonLdNodes } from "./support/head";

type Taxonomy = {
  authors: Array<{ slug: string; nameAr: string; nameEn: string; roleEn: string; photo: string }>;
  topics: Array<{ slug: string; nameAr: string; nameEn: string }>;
  posts: Record<string, { author: string; topics: string[] }>;
};
const taxonomy = JSON.parse(
  readFileSync(path.join(process.cwd(), "src/server/db/seed/taxonomy.json"), "utf8"),
) as Taxonomy;

/** The published demo posts of a language carrying a topic (or written by an author). */
const demoCount = (locale: "ar" | "en", match: (links: Taxonomy["posts"][string]) => boolean) =>
  demoPosts.filter((post) => post.locale === locale && post.status === "published" && match(taxonomy.posts[post.key]!))
    .length;

const WRITE = { origin: E2E_BASE_URL, "content-type": "application/json" };

async function arabicPage(page: Page) {
  await page.context().setExtraHTTPHeaders({ "accept-language": "ar-SA" });
}

test.describe("topic pages", () => {
  const security = demoCount("en", (links) => links.topics.includes("cybersecurity"));

  test("list the topic's posts in English, with their own title, description, canonical, hreflang and feed", async ({
    page,
  }) => {
    const response = await page.goto("/en/blog/topics/cybersecurity");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cybersecurity");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(security);
    await expect(page.getByTestId("topic-count")).toHaveText(`${security} articles`);
    await expect(page).toHaveTitle("Cybersecurity articles | Asas Tech Consulting");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Protecting systems and data from attacks: controls, training and incident response.",
    );
    expect(await canonicalHref(page)).toBe(`${E2E_BASE_URL}/en/blog/topics/cybersecurity`);
    const links = await hreflangLinks(page);
    expect(links["ar-SA"]).toBe(`${E2E_BASE_URL}/blog/topics/cybersecurity`);
    expect(links["en-KW"]).toBe(`${E2E_BASE_URL}/en/blog/topics/cybersecurity`);
    expect(links["x-default"]).toBe(`${E2E_BASE_URL}/blog/topics/cybersecurity`);
    await expect(
      page.locator('link[rel="alternate"][type="application/rss+xml"][href="/en/blog/topics/cybersecurity/feed.xml"]'),
    ).toHaveCount(1);
    // The site-wide feed of the language is announced too, as on every page.
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href="/en/feed.xml"]')).toHaveCount(1);
  });

  test("in Arabic, right to left, with the Arabic name and an Arabic plural", async ({ page }) => {
    await arabicPage(page);
    const response = await page.goto("/blog/topics/cybersecurity");
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الأمن السيبراني");
    const count = demoCount("ar", (links) => links.topics.includes("cybersecurity"));
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(count);
    const words: Record<number, string> = { 1: "مقال واحد", 2: "مقالان", 3: "3 مقالات", 4: "4 مقالات" };
    await expect(page.getByTestId("topic-count")).toHaveText(words[count] ?? `${count}`);
    await expect(page).toHaveTitle("مقالات في الأمن السيبراني | أساس للاستشارات التقنية");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"][href="/feed.xml"]')).toHaveCount(1);
  });

  test("a topic without posts in a language is kept out of search results and hreflang points only where posts are", async ({
    page,
  }) => {
    // "e-commerce" has an Arabic and an English post; "cloud" only a draft.
    const response = await page.goto("/en/blog/topics/cloud");
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("listing-empty")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const links = await hreflangLinks(page);
    expect(Object.keys(links).some((lang) => lang.startsWith("ar"))).toBe(false);
  });

  test("an unknown topic, a malformed slug or a page past the end is a 404", async ({ request }) => {
    for (const address of [
      "/en/blog/topics/no-such-topic",
      "/blog/topics/Not_A_Slug",
      "/en/blog/topics/cybersecurity/page/2",
      "/en/blog/topics/cybersecurity?page=zero",
      "/en/blog/topics/no-such-topic/feed.xml",
    ]) {
      expect((await request.get(address)).status(), address).toBe(404);
    }
  });

  test("have a feed of their own with the topic's posts and the covers' real sizes", async ({ request }) => {
    const response = await request.get("/en/blog/topics/cybersecurity/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/rss+xml");
    const xml = new XMLParser({ ignoreAttributes: false }).parse(await response.text());
    const items = [xml.rss.channel.item].flat();
    expect(items).toHaveLength(security);
    expect(xml.rss.channel.title).toBe("Cybersecurity articles | Asas Tech Consulting");
    for (const item of items) {
      const post = demoPosts.find((candidate) => item.link.endsWith(postPath(candidate)));
      expect(post, item.link).toBeDefined();
      const size = statSync(path.join(process.cwd(), "public", post!.cover_image)).size;
      expect(Number(item.enclosure["@_length"])).toBe(size);
    }
    const arabic = await request.get("/blog/topics/cybersecurity/feed.xml");
    expect(arabic.status()).toBe(200);
    expect(await arabic.text()).toContain("<language>ar-SA</language>");
  });

  test("are in the sitemaps of the languages that have posts on them", async ({ request }) => {
    const english = await (await request.get("/en/sitemap.xml")).text();
    expect(english).toContain(`<loc>${E2E_BASE_URL}/en/blog/topics/cybersecurity</loc>`);
    expect(english).toContain(`<loc>${E2E_BASE_URL}/en/blog/authors/noura-alqahtani</loc>`);
    expect(english).not.toContain(`<loc>${E2E_BASE_URL}/en/blog/topics/cloud</loc>`);
    const arabic = await (await request.get("/sitemap.xml")).text();
    expect(arabic).toContain(`<loc>${E2E_BASE_URL}/blog/topics/compliance</loc>`);
  });
});

test.describe("author pages", () => {
  const noura = taxonomy.authors.find((author) => author.slug === "noura-alqahtani")!;

  test("show who the author is and their posts, with Person structured data, in English", async ({ page }) => {
    const response = await page.goto("/en/blog/authors/noura-alqahtani");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(noura.nameEn);
    await expect(page.getByRole("main")).toContainText(noura.roleEn);
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(
      demoCount("en", (links) => links.author === noura.slug),
    );
    expect(await canonicalHref(page)).toBe(`${E2E_BASE_URL}/en/blog/authors/noura-alqahtani`);
    expect((await hreflangLinks(page))["ar-SA"]).toBe(`${E2E_BASE_URL}/blog/authors/noura-alqahtani`);
    const person = jsonLdNodes(await jsonLdBlocks(page))
      .map((node) => (node["@type"] === "ProfilePage" ? (node.mainEntity as Record<string, unknown>) : node))
      .find((node) => node["@type"] === "Person");
    expect(person).toMatchObject({
      name: noura.nameEn,
      url: `${E2E_BASE_URL}/en/blog/authors/noura-alqahtani`,
      jobTitle: noura.roleEn,
      image: `${E2E_BASE_URL}${noura.photo}`,
    });
  });

  test("in Arabic", async ({ page }) => {
    await arabicPage(page);
    const response = await page.goto("/blog/authors/noura-alqahtani");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(noura.nameAr);
    // The name is isolated, as every name in Arabic text (docs/content.md).
    await expect(page).toHaveTitle(`مقالات \u2068${noura.nameAr}\u2069 | أساس للاستشارات التقنية`);
  });

  test("an unknown author is a 404", async ({ request }) => {
    expect((await request.get("/blog/authors/nobody")).status()).toBe(404);
    expect((await request.get("/en/blog/authors/nobody")).status()).toBe(404);
  });
});

test.describe("a post", () => {
  const english = demoPost("nca-ecc", "en");

  test("shows its author with a photo and a link, its topics, plain share links and related posts", async ({
    page,
  }) => {
    await page.goto(postPath(english));
    const byline = page.getByTestId("post-byline");
    await expect(byline.getByRole("link", { name: "By Noura Al-Qahtani" })).toHaveAttribute(
      "href",
      "/en/blog/authors/noura-alqahtani",
    );
    await expect(byline.locator("img")).toHaveAttribute("alt", "");
    const topics = page.getByRole("navigation", { name: "Topics" });
    await expect(topics.getByRole("link")).toHaveText(["Regulatory Compliance", "Cybersecurity"]);

    const url = `${E2E_BASE_URL}${postPath(english)}`;
    const share = page.getByTestId("share-links");
    const x = new URL((await share.locator('[data-network="x"]').getAttribute("href")) ?? "");
    expect(x.origin).toBe("https://x.com");
    expect(x.searchParams.get("url")).toBe(url);
    const whatsapp = new URL((await share.locator('[data-network="whatsapp"]').getAttribute("href")) ?? "");
    expect(whatsapp.searchParams.get("text")).toContain(url);
    expect(await share.locator('[data-network="linkedin"]').getAttribute("href")).toContain(encodeURIComponent(url));
    expect(await share.locator('[data-network="email"]').getAttribute("href")).toMatch(/^mailto:\?subject=/);
    // Plain links: no script from any other site on the page.
    const scripts = await page
      .locator("script[src]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
    expect(scripts.filter((src) => src && /^https?:/.test(src) && !src.startsWith(E2E_BASE_URL))).toEqual([]);

    const related = page.getByTestId("related-posts");
    await expect(related.getByRole("heading", { level: 2 })).toHaveText("Read next");
    const cards = related.getByRole("article");
    await expect(cards).toHaveCount(3);
    // Same topics first: the other compliance and security posts come before anything else.
    await expect(cards.first().getByRole("heading", { level: 3 })).toHaveText(demoPost("pdpl", "en").title);

    const article = jsonLdNodes(await jsonLdBlocks(page)).find((node) => node["@type"] === "BlogPosting");
    expect(article?.author).toMatchObject({
      "@type": "Person",
      name: "Noura Al-Qahtani",
      url: `${E2E_BASE_URL}/en/blog/authors/noura-alqahtani`,
    });
    expect(article?.dateModified).toBe(new Date("2025-09-14T07:00:00.000Z").toISOString());
  });

  test("in Arabic, names its author and topics in Arabic", async ({ page }) => {
    await arabicPage(page);
    await page.goto(postPath(demoPost("nca-ecc", "ar")));
    await expect(page.getByTestId("post-byline").getByRole("link")).toHaveText("بقلم نورة القحطاني");
    await expect(page.getByRole("navigation", { name: "الموضوعات" }).getByRole("link").first()).toHaveText(
      "الامتثال التنظيمي",
    );
    await expect(page.getByTestId("related-posts").getByRole("heading", { level: 2 })).toHaveText("اقرأ أيضًا");
  });
});

test.describe("accessibility of the new pages", () => {
  for (const [address, locale] of [
    ["/en/blog/topics/cybersecurity", "en-US"],
    ["/blog/topics/cybersecurity", "ar-SA"],
    ["/en/blog/authors/noura-alqahtani", "en-US"],
    ["/blog/authors/noura-alqahtani", "ar-SA"],
    [postPath(demoPost("nca-ecc", "en")), "en-US"],
    [postPath(demoPost("nca-ecc", "ar")), "ar-SA"],
  ] as const) {
    test(`axe finds no violations: ${decodeURI(address)}`, async ({ browser }) => {
      // A listing of cards with images: loading it and running axe over it takes 20-30 s on a busy
      // 2-core machine, past the default 30 s budget.
      test.slow();
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto(address);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});

test.describe("managing topics", () => {
  test("a topic added and renamed in the dashboard shows on its page at the next request", async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto("/en/dashboard/topics");
    await expectNoAxeViolations(page);
    const slug = `zero-trust-${Date.now().toString(36)}`;
    const form = page.getByRole("region", { name: "New topic" });
    await form.getByLabel("Slug (web address)").fill(slug);
    await form.getByLabel("Name in Arabic").fill("الثقة المعدومة");
    await form.getByLabel("Name in English").fill("Zero Trust");
    await form.getByRole("button", { name: "Add" }).click();
    await expect(page.getByTestId("topics-list")).toContainText(slug);

    const list = (await (await page.request.get("/api/topics")).json()) as {
      items: Array<{ id: number; slug: string }>;
    };
    const topic = list.items.find((item) => item.slug === slug)!;
    const post = await page.request.post("/api/posts", {
      headers: WRITE,
      data: {
        title: "Zero trust for small offices",
        slug: `zero-trust-post-${Date.now().toString(36)}`,
        locale: "en",
        status: "published",
        content: { ops: [{ insert: "Start with identities.\n" }] },
        topicIds: [topic.id],
      },
    });
    expect(post.status(), await post.text()).toBe(201);
    await page.goto(`/en/blog/topics/${slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zero Trust");
    await expect(page.getByRole("main").getByRole("article")).toHaveCount(1);

    const renamed = await page.request.put(`/api/topics/${topic.id}`, {
      headers: WRITE,
      data: { slug, nameAr: "انعدام الثقة", nameEn: "Zero Trust Security", descriptionAr: "", descriptionEn: "" },
    });
    expect(renamed.status()).toBe(200);
    const fresh = await page.request.get(`/en/blog/topics/${slug}`);
    expect(await fresh.text()).toContain("Zero Trust Security");

    const removed = await page.request.delete(`/api/topics/${topic.id}`, { headers: { origin: E2E_BASE_URL } });
    expect(removed.status()).toBe(200);
    expect((await page.request.get(`/en/blog/topics/${slug}`)).status()).toBe(404);
  });

  test("the editor offers topics and staff authors; the authors page is axe clean", async ({ page }) => {
    await signInThroughApi(page.request);
    await page.goto("/en/dashboard/posts/create");
    await expect(page.getByTestId("topic-picker").getByRole("checkbox", { name: "Cybersecurity" })).toBeVisible();
    await expect(page.getByLabel("Author", { exact: true })).toContainText("Noura Al-Qahtani");
    await page.goto("/dashboard/authors");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الكتّاب");
    await expectNoAxeViolations(page);
  });

  test("an author is linked to a staff account in the authors screen; deleting asks by the name in the dashboard's language", async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    const slug = `linked-${Date.now().toString(36)}`;
    const created = await page.request.post("/api/authors", {
      headers: WRITE,
      // Arabic text speaks of her as a woman: the confirmation below says «الكاتبة» and «مقالاتها».
      data: { slug, nameAr: "ريم العتيبي", nameEn: "Reem Alotaibi", gender: "female" },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { item } = (await created.json()) as { item: { id: number; userId: number | null } };
    expect(item.userId).toBeNull();

    await page.goto("/dashboard/authors");
    const entry = page.getByTestId("authors-list").getByRole("listitem").filter({ hasText: slug });
    await entry.getByText("ريم العتيبي").click();
    const account = entry.getByLabel("حساب الموظف");
    await expect(account).toHaveAccessibleDescription(/اربط الكاتب بحساب/);
    await account.selectOption({ label: `${E2E_EDITOR.name} (${E2E_EDITOR.email})` });
    await entry.getByRole("button", { name: "حفظ التغييرات" }).click();
    await expect(page.getByText("تم الحفظ.")).toBeVisible();
    const authors = (await (await page.request.get("/api/authors")).json()) as {
      items: Array<{ slug: string; userId: number | null }>;
    };
    expect(authors.items.find((author) => author.slug === slug)?.userId).toEqual(expect.any(Number));
    // A save that leaves the account out keeps it; an unknown account is a field error.
    const kept = await page.request.put(`/api/authors/${item.id}`, {
      headers: WRITE,
      data: { slug, nameAr: "ريم العتيبي", nameEn: "Reem Alotaibi", roleEn: "Analyst" },
    });
    expect(((await kept.json()) as { item: { userId: number | null } }).item.userId).toEqual(expect.any(Number));
    const unknown = await page.request.put(`/api/authors/${item.id}`, {
      headers: WRITE,
      data: { slug, nameAr: "ريم العتيبي", nameEn: "Reem Alotaibi", userId: 999_999 },
    });
    expect(unknown.status()).toBe(400);
    expect((await unknown.json()).error.fields).toEqual({ userId: "unknown_user" });

    // The confirmation names the author in Arabic in the Arabic dashboard; dismissed, nothing is deleted.
    const question = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.reload();
    await entry.getByText("ريم العتيبي").click();
    await entry.getByRole("button", { name: "حذف" }).click();
    expect(await question).toBe(
      "هل تريد حذف الكاتبة «\u2068ريم العتيبي\u2069»؟ ستبقى مقالاتها منشورة بنص التوقيع وحده.",
    );
    await expect(entry).toBeVisible();
    expect((await page.request.delete(`/api/authors/${item.id}`, { headers: { origin: E2E_BASE_URL } })).status()).toBe(
      200,
    );
  });

  test("a change needs a signed-in user from this site; authors are for administrators", async ({ request }) => {
    expect((await request.post("/api/topics", { headers: WRITE, data: {} })).status()).toBe(401);
    await signInThroughApi(request);
    const foreign = await request.post("/api/topics", {
      headers: { ...WRITE, origin: "https://evil.example" },
      data: { slug: "x", nameAr: "س", nameEn: "X" },
    });
    expect(foreign.status()).toBe(403);
    const invalid = await request.post("/api/topics", {
      headers: WRITE,
      data: { slug: "Bad Slug", nameAr: "", nameEn: "X" },
    });
    expect(invalid.status()).toBe(400);
    expect((await invalid.json()).error.fields).toMatchObject({ slug: "invalid_slug", nameAr: "required" });
    const taken = await request.post("/api/topics", {
      headers: WRITE,
      data: { slug: "cybersecurity", nameAr: "أمن", nameEn: "Security" },
    });
    expect((await taken.json()).error.fields).toEqual({ slug: "slug_taken" });
  });
});

test("an author's photo is a circle of its own size on a post, in the byline and under 'About the author', and on the author page", async ({
  page,
}) => {
  const post = demoPost("pdpl", "en");
  const author = taxonomy.authors.find((item) => item.slug === taxonomy.posts[post.key]!.author)!;
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [path, size, where] of [
      [postPath(post), 48, page.getByTestId("post-byline").locator("img")],
      [postPath(post), 64, page.locator('section[aria-labelledby="author-heading"] img')],
      [`/en/blog/authors/${author.slug}`, 128, page.getByRole("main").locator("img").first()],
    ] as const) {
      await page.goto(path);
      await where.scrollIntoViewIfNeeded();
      const box = await where.boundingBox();
      expect(box, `${path} at ${viewport.width} px`).not.toBeNull();
      expect(Math.round(box!.width), `${path} at ${viewport.width} px`).toBe(size);
      expect(Math.round(box!.height), `${path} at ${viewport.width} px`).toBe(size);
    }
  }
});

test("the editor has one author field: the profile chosen is the byline on the page, in the feed and in the data", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const slug = `one-author-${Date.now().toString(36)}`;
  await page.goto("/en/dashboard/posts/create");
  const settings = page.getByRole("main");
  await expect(settings.getByLabel("Author", { exact: true })).toBeVisible({ timeout: 20_000 });
  // No second, free-text author to disagree with it.
  await expect(settings.getByRole("textbox", { name: /author|byline/i })).toHaveCount(0);
  await page.getByLabel("Title", { exact: true }).fill("One author");
  await page.getByLabel("Slug (web address)").fill(slug);
  await page.getByLabel("Meta description").fill("A post with one author.");
  await page.locator("#post-content .ql-editor").click();
  await page.keyboard.type("Written by one person.");
  await settings.getByLabel("Author", { exact: true }).selectOption({ label: "Noura Al-Qahtani" });
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The post was created.")).toBeVisible();

  const saved = (await (await page.request.get(`/api/public/posts/${slug}`)).json()) as { post: { author?: string } };
  expect(saved.post.author ?? "").toBe("");
  await page.goto(`/en/blog/${slug}`);
  await expect(page.getByTestId("post-byline")).toContainText("By Noura Al-Qahtani");
  // The post itself (the related posts below it are articles too).
  await expect(page.getByRole("article").first()).not.toContainText("Administrator");
  const feed = await (await page.request.get("/en/feed.xml")).text();
  const item = feed.slice(feed.indexOf(`/en/blog/${slug}`) - 400, feed.indexOf(`/en/blog/${slug}`) + 600);
  expect(item).toContain("<dc:creator><![CDATA[Noura Al-Qahtani]]></dc:creator>");

  // A post written with a byline and no profile keeps showing it, and the editor says so.
  const legacy = await page.request.post("/api/posts", {
    headers: WRITE,
    data: {
      title: "With a byline",
      slug: `${slug}-byline`,
      metaDescription: "",
      coverImage: "",
      locale: "en",
      status: "draft",
      author: "Asas Security Team",
      content: { ops: [{ insert: "Text.\n" }] },
    },
  });
  const { post } = (await legacy.json()) as { post: { id: number } };
  await page.goto(`/en/dashboard/posts/${post.id}`);
  await expect(page.getByText("Shown as “Asas Security Team”, the byline this post was written with.")).toBeVisible({
    timeout: 20_000,
  });
});
