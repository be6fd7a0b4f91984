import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_BASE_URL, E2E_EDITOR } from "./support/constants";
import { createPost } from "./support/posts";

/**
 * Preview links (docs/content.md, "Posts"): a draft shown in the real post layout to anyone holding its signed,
 * expiring link, marked as a preview, never indexed and never stored by a shared cache.
 */
/** Signs the page's context in as the administrator and saves a draft; returns it and its title. */
async function signedInDraft(page: Page, name: string, locale: "ar" | "en" = "en") {
  const run = Date.now().toString(36);
  await signInThroughApi(page.request);
  const title = `${name} ${run}`;
  const slug = `${name.replaceAll(" ", "-").toLowerCase()}-${run}`;
  return { title, slug, draft: await createPost(page.request, { title, slug, locale, status: "draft" }) };
}

test.describe("preview links", () => {
  test("an editor makes a link from the editor, and a visitor without an account reads the draft with it", async ({
    page,
    browser,
  }) => {
    // The editor, a second browser context and axe: more than the default 30 s on a busy machine.
    test.slow();
    const { title, slug, draft } = await signedInDraft(page, "Preview draft");

    await page.goto(`/en/dashboard/posts/${draft.id}`);
    await page.getByRole("button", { name: "Preview link" }).click();
    const field = page.getByRole("textbox", { name: "Preview link" });
    await expect(field).toHaveValue(new RegExp(`/en/preview/${draft.id}\\.\\d{10}\\.[\\w-]{43}$`));
    await expect(page.getByText(/The preview link is ready and works until/)).toBeVisible();
    const url = await field.inputValue();

    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    const response = await anonymous.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toContain("private");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    await expect(anonymous.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(anonymous.getByTestId("preview-notice")).toContainText("Preview of an unpublished post");
    await expect(anonymous.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(anonymous).toHaveTitle(`Preview: ${title} | Asas Tech Consulting`);
    // Nothing to share or to index while it is a draft.
    await expect(anonymous.getByTestId("share-links")).toHaveCount(0);
    await expect(anonymous.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expectNoAxeViolations(anonymous);

    // The draft itself is still not public.
    expect((await visitor.request.get(`/en/blog/${slug}`)).status()).toBe(404);

    // A link changed by hand, or one for another post, shows nothing.
    const tampered = url.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await visitor.request.get(tampered)).status()).toBe(404);
    expect(
      (await visitor.request.get(url.replace(`/preview/${draft.id}.`, `/preview/${draft.id + 1}.`))).status(),
    ).toBe(404);
    expect((await visitor.request.get("/en/preview/not-a-token")).status()).toBe(404);
    await visitor.close();
  });

  test("an Arabic draft's link opens in Arabic, and shows the post as it is now", async ({ page, browser }) => {
    const { title, draft } = await signedInDraft(page, "مسودة للمعاينة", "ar");
    const link = await page.request.post(`/api/posts/${draft.id}/preview`, { headers: { origin: E2E_BASE_URL } });
    expect(link.status()).toBe(201);
    const { url } = (await link.json()) as { url: string };
    expect(new URL(url).pathname).toMatch(/^\/preview\//);

    const visitor = await browser.newContext({ locale: "en-US" });
    const anonymous = await visitor.newPage();
    // Opened under the other language's prefix, the link goes to the post's own.
    await anonymous.goto(url.replace("/preview/", "/en/preview/"));
    await expect(anonymous).toHaveURL(url);
    await expect(anonymous.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(anonymous.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(anonymous.getByTestId("preview-notice")).toContainText("معاينة لمقال لم يُنشر بعد");
    await visitor.close();
  });

  test("only staff who may change the post get a link, and only from the site itself", async ({ page, browser }) => {
    const { draft } = await signedInDraft(page, "Preview rights");
    const preview = (context: typeof page.request, id: number, origin = E2E_BASE_URL) =>
      context.post(`/api/posts/${id}/preview`, { headers: { origin } });

    expect((await preview(page.request, draft.id, "https://evil.example")).status()).toBe(403);
    expect((await preview(page.request, 999_999_999)).status()).toBe(404);

    const stranger = await browser.newContext();
    expect((await preview(stranger.request, draft.id)).status()).toBe(401);
    // An editor may not share an administrator's draft (they may not change it either).
    await signInThroughApi(stranger.request, E2E_EDITOR);
    expect((await preview(stranger.request, draft.id)).status()).toBe(403);
    await stranger.close();
  });
});
