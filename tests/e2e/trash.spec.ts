import { expect, type APIRequestContext } from "@playwright/test";
import { test } from "./support/test";
import { E2E_BASE_URL, E2E_EDITOR } from "./support/constants";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createPost } from "./support/posts";

const WRITE_HEADERS = { origin: E2E_BASE_URL, "content-type": "application/json" };

const trash = (request: APIRequestContext, id: number) =>
  request.delete(`/api/posts/${id}`, { headers: { origin: E2E_BASE_URL } });

test.describe("the trash", () => {
  test("a deleted post leaves the site, comes back with Undo or from the trash, and goes for good", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signInThroughApi(page.request);
    const unique = Date.now().toString(36);
    const title = `Backups that restore ${unique}`;
    const slug = `backups-that-restore-${unique}`;
    const post = await createPost(page.request, { title, slug, locale: "en", status: "published" });
    const visitor = await browser.newPage();
    expect((await visitor.goto(`/en/blog/${slug}`))?.status()).toBe(200);

    // Moved to the trash from the editor: the list offers to undo it.
    await page.goto(`/en/dashboard/posts/${post.id}`);
    await page.getByRole("button", { name: "Move to trash" }).click();
    await page
      .getByRole("dialog", { name: "Move this post to the trash?" })
      .getByRole("button", { name: "Move to trash" })
      .click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
    await expect(page.getByText(`“${title}” is in the trash.`)).toBeVisible();
    // Out of the public site: its page, the blog, the feed and the sitemap.
    expect((await visitor.goto(`/en/blog/${slug}`))?.status()).toBe(404);
    await visitor.goto("/en/blog");
    await expect(visitor.getByRole("main")).not.toContainText(title);
    expect(await (await visitor.request.get("/en/feed.xml")).text()).not.toContain(slug);
    expect(await (await visitor.request.get("/en/sitemap.xml")).text()).not.toContain(slug);

    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText(`“${title}” is back.`)).toBeVisible();
    expect((await visitor.goto(`/en/blog/${slug}`))?.status()).toBe(200);

    // In the trash again; meanwhile another post takes its address: restored elsewhere, and said so.
    expect((await trash(page.request, post.id)).status()).toBe(200);
    await createPost(page.request, { title: `Another post ${unique}`, slug, locale: "en", status: "draft" });
    // The trash is reached from the post list.
    await page.goto("/en/dashboard");
    await page.getByRole("link", { name: "Trash", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Trash" })).toBeVisible();
    const row = page.getByTestId("trash-row").filter({ hasText: title });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page);
    await row.getByRole("button", { name: `Restore “${title}”` }).click();
    await expect(
      page.getByText(
        `“${title}” is back. Its address /en/blog/${slug} had been taken by another post meanwhile, so it is back at /en/blog/${slug}-2.`,
      ),
    ).toBeVisible();
    await expect(row).toHaveCount(0);
    expect((await visitor.goto(`/en/blog/${slug}-2`))?.status()).toBe(200);

    // Deleted for good by an administrator, after confirming, and in the audit log.
    expect((await trash(page.request, post.id)).status()).toBe(200);
    await page.goto("/en/dashboard/trash");
    await page.getByRole("button", { name: `Delete forever: “${title}”` }).click();
    await page
      .getByRole("dialog", { name: `Delete “${title}” forever?` })
      .getByRole("button", { name: "Delete forever" })
      .click();
    await expect(page.getByText(`“${title}” was deleted for good.`)).toBeVisible();
    await expect(page.getByTestId("trash-row").filter({ hasText: title })).toHaveCount(0);
    const audit = await page.request.get("/api/audit?action=post_deleted");
    expect(JSON.stringify(await audit.json())).toContain(slug);
    expect((await page.request.get(`/api/posts/${post.id}`)).status()).toBe(404);
    await visitor.close();
  });

  test("an editor restores their own post in Arabic, and cannot delete anything for good", async ({ page }) => {
    await signInThroughApi(page.request, E2E_EDITOR);
    const unique = Date.now().toString(36);
    const title = `حماية النسخ الاحتياطية ${unique}`;
    const post = await createPost(page.request, {
      title,
      slug: `حماية-النسخ-${unique}`,
      locale: "ar",
      status: "published",
    });
    expect((await trash(page.request, post.id)).status()).toBe(200);
    await page.goto("/dashboard/trash");
    await expect(page.getByRole("heading", { level: 1, name: "سلة المحذوفات" })).toBeVisible();
    await expect(page.getByText("تبقى المقالات المحذوفة هنا 30 يومًا")).toBeVisible();
    const row = page.getByTestId("trash-row").filter({ hasText: title });
    await expect(row.getByRole("button", { name: /حذف نهائي/ })).toHaveCount(0);
    // The server refuses it too, in the editor's language.
    const refused = await page.request.delete(`/api/trash/posts/${post.id}`, {
      headers: { ...WRITE_HEADERS, "accept-language": "ar" },
    });
    expect(refused.status()).toBe(403);
    await row.getByRole("button", { name: /^استعادة/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`استُعيد «\u2068${title}\u2069».`)).toBeVisible();
    expect((await page.request.get(`/api/posts/${post.id}`)).status()).toBe(200);
  });
});
