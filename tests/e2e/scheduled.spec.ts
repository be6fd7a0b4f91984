import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { BROWSER_USER_AGENT, E2E_BASE_URL } from "./support/constants";
import { createPost } from "./support/posts";

/**
 * A scheduled post as staff see it: "scheduled" until its time, then "published" everywhere the
 * dashboard counts or lists it, with the audit log saying when it was scheduled and when it went
 * live, and its address gone from the 404 log.
 */
const counts = (page: Page, status: string) =>
  page.getByTestId("post-counts").locator(`tr[data-status="${status}"] td[data-locale="en"]`);

async function countOf(page: Page, status: string): Promise<number> {
  return Number(await counts(page, status).textContent());
}

test("a scheduled post becomes published in the dashboard, its counts, the API and the audit log when it goes live", async ({
  page,
}) => {
  test.slow();
  await signInThroughApi(page.request);
  await page.goto("/en/dashboard");
  const before = { scheduled: await countOf(page, "scheduled"), published: await countOf(page, "published") };

  const slug = `goes-live-${Date.now().toString(36)}`;
  const title = `Goes live ${slug}`;
  const at = new Date(Date.now() + 8_000);
  const post = await createPost(page.request, {
    title,
    slug,
    locale: "en",
    status: "scheduled",
    publishedAt: at.toISOString(),
  });

  // Before its time: scheduled, and only that in the audit log.
  await page.goto(`/en/dashboard?q=${encodeURIComponent(title)}#posts`);
  await expect(page.getByTestId("post-list").locator("tbody tr")).toContainText(["Scheduled"]);
  expect(await countOf(page, "scheduled")).toBe(before.scheduled + 1);
  const listed = async () =>
    (
      (await (await page.request.get(`/api/posts?q=${encodeURIComponent(title)}`)).json()) as {
        items: Array<{ id: number; status: string }>;
      }
    ).items.find((item) => item.id === post.id)?.status;
  expect(await listed()).toBe("scheduled");
  await page.goto("/en/dashboard/audit?action=post_scheduled");
  await expect(page.getByTestId("audit-row").filter({ hasText: slug })).toContainText("Scheduled a post");
  await page.goto("/en/dashboard/audit?action=post_published");
  await expect(page.getByTestId("audit-row").filter({ hasText: slug })).toHaveCount(0);

  // A visitor who finds it missing just before is in the 404 log until it goes live.
  const visit = () =>
    fetch(`${E2E_BASE_URL}/en/blog/${slug}`, { headers: { "user-agent": BROWSER_USER_AGENT }, redirect: "manual" });
  expect((await visit()).status).toBe(404);

  // Its time comes: the server publishes it (src/server/posts/scheduled.ts), nobody saves anything.
  await expect.poll(async () => (await visit()).status, { timeout: 20_000, intervals: [500] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  await expect.poll(listed, { timeout: 10_000 }).toBe("published");

  await page.goto(`/en/dashboard?q=${encodeURIComponent(title)}#posts`);
  await expect(page.getByTestId("post-list").locator("tbody tr")).toContainText(["Published"]);
  expect(await countOf(page, "scheduled")).toBe(before.scheduled);
  expect(await countOf(page, "published")).toBe(before.published + 1);
  const editor = await page.request.get(`/api/posts/${post.id}`);
  expect(((await editor.json()) as { post: { status: string } }).post.status).toBe("published");

  await page.goto("/en/dashboard/audit?action=post_published");
  const published = page.getByTestId("audit-row").filter({ hasText: slug });
  await expect(published).toHaveCount(1);
  await expect(published).toContainText("Published a post");

  // And its address is not a missing page any more, even when the front server hands over a 404
  // it counted just before (it does every few seconds: front/answer-counts.mts). This test sends
  // such a late count itself, over loopback as the front server does.
  const late = await fetch(`${E2E_BASE_URL}/api/internal/answers`, {
    method: "POST",
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    body: JSON.stringify({ counts: [{ path: `/en/blog/${slug}`, status: 404, referrerHost: null, hits: 1 }] }),
  });
  expect(late.status).toBe(200);
  await page.goto("/en/dashboard/redirects");
  await expect(page.getByRole("heading", { name: "Addresses that answer “page not found”" })).toBeVisible();
  await expect(page.getByRole("main").getByText(`/en/blog/${slug}`)).toHaveCount(0);
});
