import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { E2E_BASE_URL, E2E_EDITOR } from "./support/constants";
import { demoPost } from "./support/demo";

/**
 * An editor writes, publishes and deletes their own posts; accounts, leads and other people's posts
 * are the administrators' (src/server/auth/roles.ts, docs/decisions.md, decision 6).
 */
const fromPage = (path: string) => ({
  origin: E2E_BASE_URL,
  referer: `${E2E_BASE_URL}${path}`,
  "content-type": "application/json",
});

const newPost = (slug: string) => ({
  title: `Roles ${slug}`,
  slug,
  metaDescription: "",
  coverImage: "",
  locale: "en",
  // A draft: published posts would change the counts that the blog tests check meanwhile.
  status: "draft",
  author: E2E_EDITOR.name,
  content: { ops: [{ insert: "Written by an editor\n" }] },
});

async function postId(request: APIRequestContext, slug: string, title: string): Promise<number> {
  const list = (await (await request.get(`/api/posts?q=${encodeURIComponent(title)}&pageSize=100`)).json()) as {
    items: Array<{ id: number; slug: string }>;
  };
  const found = list.items.find((item) => item.slug === slug);
  if (!found) throw new Error(`No post ${slug}`);
  return found.id;
}

test("an editor is refused leads with 403 in their language, and does not see them", async ({ page }) => {
  await signInThroughApi(page.request, E2E_EDITOR);
  for (const [path, language, text] of [
    ["/en/dashboard", "en", "Only an administrator may do this."],
    ["/dashboard", "ar", "هذا الإجراء متاح للمديرين فقط."],
  ] as const) {
    const exported = await page.request.get("/api/leads/export?folder=all", { headers: fromPage(path) });
    expect(exported.status(), language).toBe(403);
    expect(await exported.json()).toEqual({ error: { status: 403, code: "admin_only", message: text } });
    const changed = await page.request.patch("/api/leads/1", { headers: fromPage(path), data: { status: "closed" } });
    expect(changed.status(), language).toBe(403);
    expect((await changed.json()).error.message).toBe(text);
  }

  expect((await page.goto("/en/dashboard/leads"))?.status()).toBe(404);
  expect((await page.goto("/en/dashboard/leads/1"))?.status()).toBe(404);
  await page.goto("/en/dashboard");
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Leads" })).toHaveCount(0);
  await expect(page.getByTestId("new-leads-count")).toHaveCount(0);
});

test("an editor changes and deletes their own posts only; an administrator any", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page.request, E2E_EDITOR);
  const slug = `editor-post-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/posts", { headers: fromPage("/en/dashboard"), data: newPost(slug) });
  expect(created.status(), await created.text()).toBe(201);
  const own = ((await created.json()) as { post: { id: number; version: number } }).post;
  const saved = await page.request.put(`/api/posts/${own.id}`, {
    headers: fromPage("/en/dashboard"),
    data: { ...newPost(slug), title: "Renamed by its editor", version: own.version },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // A demo post is the administrators'.
  const demo = demoPost("pdpl", "en");
  const demoId = await postId(page.request, demo.slug, demo.title);
  const deleted = await page.request.delete(`/api/posts/${demoId}`, { headers: fromPage("/en/dashboard") });
  expect(deleted.status()).toBe(403);
  expect(await deleted.json()).toEqual({
    error: {
      status: 403,
      code: "not_owner",
      message: "Only the post's author or an administrator may change or delete this post.",
    },
  });
  const arabic = await page.request.put(`/api/posts/${demoId}`, {
    headers: fromPage("/dashboard"),
    data: { ...newPost(demo.slug), version: 1 },
  });
  expect(arabic.status()).toBe(403);
  expect((await arabic.json()).error.message).toBe("لا يعدّل هذا المقال أو يحذفه إلا كاتبه أو أحد المديرين.");
  expect((await page.request.get(`/api/posts/${demoId}`)).status()).toBe(200);
  expect((await page.request.get(`/en/blog/${demo.slug}`)).status()).toBe(200);

  // The editor page says so, and offers neither saving nor deleting.
  await page.goto(`/en/dashboard/posts/${demoId}`);
  await expect(page.getByText("You can read this post but not change it")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Move to trash" })).toHaveCount(0);
  await page.goto(`/en/dashboard/posts/${own.id}`);
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Move to trash" })).toBeVisible();

  // An administrator deletes the editor's post.
  const admin = await browser.newContext();
  await signInThroughApi(admin.request);
  const removed = await admin.request.delete(`/api/posts/${own.id}`, { headers: fromPage("/en/dashboard") });
  expect(removed.status()).toBe(200);
  await admin.close();
});

test("an administrator sees leads and exports them", async ({ page }) => {
  await signInThroughApi(page.request);
  expect((await page.goto("/en/dashboard/leads"))?.status()).toBe(200);
  await expect(page.getByRole("navigation").getByRole("link", { name: "Leads" })).toBeVisible();
  const exported = await page.request.get("/api/leads/export?folder=all");
  expect(exported.status()).toBe(200);
});

test("lists and exports refuse numbers in other notations and unknown folders with 400 and a message", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const english = fromPage("/en/dashboard");
  for (const page_ of ["0x10", "1e1", "16.0", "+1", "0"]) {
    const posts = await page.request.get(`/api/posts?page=${encodeURIComponent(page_)}`, { headers: english });
    expect(posts.status(), page_).toBe(400);
    expect((await posts.json()).error.message).toBe(
      "“page” must be a whole number from 1 to 100000, written in digits.",
    );
    const listing = await page.request.get(`/api/public/posts?locale=ar&page=${encodeURIComponent(page_)}`);
    expect(listing.status(), page_).toBe(400);
    expect((await listing.json()).error.message).toBe(
      "يجب أن تكون قيمة «\u2068page\u2069» عددًا صحيحًا من 1 إلى 100000 مكتوبًا بالأرقام.",
    );
  }
  const size = await page.request.get("/api/posts?pageSize=0x10", { headers: english });
  expect((await size.json()).error.message).toBe("“pageSize” must be a whole number from 1 to 100, written in digits.");
  expect((await page.request.get("/api/public/posts?locale=en&page=2")).status()).toBe(200);

  const folder = await page.request.get("/api/leads/export?folder=bad", { headers: english });
  expect(folder.status()).toBe(400);
  expect((await folder.json()).error.message).toBe("“folder” must be one of: new, in_progress, closed, spam, all.");
  expect((await page.request.get("/api/leads/export?folder=spam", { headers: english })).status()).toBe(200);
});
