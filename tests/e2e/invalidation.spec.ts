import { expect } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { BROWSER_USER_AGENT, E2E_BASE_URL } from "./support/constants";
import { createPost, updatePost, type PostFields } from "./support/posts";

/**
 * Every kind of write reaches every public view of it at the next anonymous request: the post
 * page, its translation's alternates, the listing, search, the feed, the sitemap and the public
 * API. Each write invalidates the cache tags it affects (src/server/posts/revalidate.ts).
 */
/** An anonymous visitor's view: a fresh request without cookies. */
async function visit(pathname: string) {
  const response = await fetch(`${E2E_BASE_URL}${pathname}`, { headers: { "user-agent": BROWSER_USER_AGENT } });
  const text = await response.text();
  // Search results highlight the matched words: compare text without markup.
  return { status: response.status, text, plain: text.replace(/<[^>]+>/g, "") };
}

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]),
  );

test("each kind of write is public at the next request everywhere it shows", async ({ request }) => {
  test.setTimeout(90_000);
  await signInThroughApi(request);
  const unique = Date.now().toString(36);
  const slug = `fresh-${unique}`;
  const word = `zq${unique}`;
  let fields: PostFields = { title: `Fresh ${word} one`, slug, locale: "en", status: "published" };

  // Created, published.
  let post = await createPost(request, fields);
  expect((await visit(`/en/blog/${slug}`)).text).toContain(`Fresh ${word} one`);
  expect((await visit("/en/blog")).text).toContain(`Fresh ${word} one`);
  expect((await visit(`/en?s=${word}`)).plain).toContain(`Fresh ${word} one`);
  expect((await visit("/en/feed.xml")).text).toContain(`Fresh ${word} one`);
  expect((await visit("/en/sitemap.xml")).text).toContain(`/en/blog/${slug}`);
  expect((await visit(`/api/public/posts/${slug}`)).status).toBe(200);

  // Updated: title and cover.
  fields = { ...fields, title: `Fresh ${word} two`, coverImage: "/blog/covers/e-invoicing.jpg" };
  post = await updatePost(request, post, fields);
  const page = await visit(`/en/blog/${slug}`);
  expect(page.text).toContain(`Fresh ${word} two`);
  expect(page.text).toContain("e-invoicing.jpg");
  expect((await visit("/en/blog")).text).toContain(`Fresh ${word} two`);
  expect((await visit(`/en?s=${word}`)).plain).toContain(`Fresh ${word} two`);
  expect((await visit("/en/feed.xml")).text).toContain(`Fresh ${word} two`);
  expect(
    ((await (await fetch(`${E2E_BASE_URL}/api/public/posts/${slug}`)).json()) as { post: { title: string } }).post
      .title,
  ).toBe(`Fresh ${word} two`);

  // A translation linked: the English page names it; renamed: it follows; unlinked: it is gone.
  const arabicSlug = `ترجمة-${unique}`;
  let arabicFields: PostFields = {
    title: `ترجمة ${word}`,
    slug: arabicSlug,
    locale: "ar",
    status: "published",
    translationId: post.id,
  };
  let arabic = await createPost(request, arabicFields);
  expect(alternates((await visit(`/en/blog/${slug}`)).text).ar).toBe(
    `${E2E_BASE_URL}/blog/${encodeURIComponent(arabicSlug)}`,
  );
  arabicFields = { ...arabicFields, slug: `${arabicSlug}-2` };
  arabic = await updatePost(request, arabic, arabicFields);
  expect(alternates((await visit(`/en/blog/${slug}`)).text).ar).toBe(
    `${E2E_BASE_URL}/blog/${encodeURIComponent(`${arabicSlug}-2`)}`,
  );
  arabicFields = { ...arabicFields, translationId: null };
  arabic = await updatePost(request, arabic, arabicFields);
  expect(alternates((await visit(`/en/blog/${slug}`)).text).ar).toBeUndefined();

  // Unpublished: gone from every view.
  fields = { ...fields, status: "draft" };
  post = await updatePost(request, post, fields);
  expect((await visit(`/en/blog/${slug}`)).status).toBe(404);
  expect((await visit("/en/blog")).text).not.toContain(`Fresh ${word} two`);
  expect((await visit(`/en?s=${word}`)).plain).not.toContain(`Fresh ${word} two`);
  expect((await visit("/en/feed.xml")).text).not.toContain(`Fresh ${word} two`);
  expect((await visit("/en/sitemap.xml")).text).not.toContain(`/en/blog/${slug}`);
  expect((await visit(`/api/public/posts/${slug}`)).status).toBe(404);

  // Scheduled a few seconds ahead: absent until then, public once the time is reached (the server
  // publishes it then: src/server/posts/scheduled.ts), with no write from anyone in between.
  const at = new Date(Date.now() + 4_000);
  fields = { ...fields, title: `Fresh ${word} three`, status: "scheduled", publishedAt: at.toISOString() };
  post = await updatePost(request, post, fields);
  expect((await visit(`/en/blog/${slug}`)).status).toBe(404);
  expect((await visit("/en/blog")).text).not.toContain(`Fresh ${word} three`);
  await expect
    .poll(async () => (await visit(`/en/blog/${slug}`)).status, { timeout: 15_000, intervals: [500] })
    .toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  expect((await visit("/en/blog")).text).toContain(`Fresh ${word} three`);
  expect(Date.now() - at.getTime()).toBeLessThan(8_000);

  // Deleted.
  expect((await request.delete(`/api/posts/${post.id}`, { headers: { origin: E2E_BASE_URL } })).status()).toBeLessThan(
    300,
  );
  expect(
    (await request.delete(`/api/posts/${arabic.id}`, { headers: { origin: E2E_BASE_URL } })).status(),
  ).toBeLessThan(300);
  // In the trash: their pages answer 404 (an editor may add a redirect: docs/content.md, "Trash"),
  // and the blog no longer lists them.
  expect(await leadsTo(`/en/blog/${slug}`)).toBe(404);
  expect((await visit("/en/blog")).text).not.toContain(`Fresh ${word} three`);
  expect(await leadsTo(`/blog/${encodeURIComponent(`${arabicSlug}-2`)}`)).toBe(404);
});

/** Where an address redirects to, or its status when it does not. */
async function leadsTo(pathname: string) {
  const response = await fetch(`${E2E_BASE_URL}${pathname}`, {
    headers: { "user-agent": BROWSER_USER_AGENT },
    redirect: "manual",
  });
  return response.status === 308 ? response.headers.get("location") : response.status;
}
