import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";
import { createPost } from "./support/posts";

/**
 * A cover's focal point (docs/content.md, "Posts"): set in the editor by a click or from the
 * keyboard, previewed as the site crops it, and kept in view by the blog's cards and the post page.
 */
const editorLoaded = expect.configure({ timeout: 20_000 });

const objectPositionOf = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .locator("img")
    .first()
    .evaluate((image) => getComputedStyle(image).objectPosition);

test("en: a click on the cover sets its focal point, and every crop of it follows", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page.request);
  const unique = Date.now().toString(36);
  const slug = `focal-point-${unique}`;
  const title = `Where the eye goes ${unique}`;
  const post = await createPost(page.request, {
    title,
    slug,
    locale: "en",
    status: "published",
    coverImage: "/blog/covers/e-invoicing.jpg",
  });
  await page.goto(`/en/dashboard/posts/${post.id}`);
  await editorLoaded(page.getByRole("textbox", { name: "Content" })).toBeVisible();
  const area = page.getByTestId("focal-point-area");
  const box = (await area.boundingBox())!;
  await area.click({ position: { x: box.width * 0.25, y: box.height * 0.2 } });
  await expect(page.getByLabel("Focal point across (%)")).toHaveValue("25");
  await expect(page.getByLabel("Focal point down (%)")).toHaveValue("20");
  await expect(page.getByTestId("crop-preview")).toHaveCSS("object-position", "25% 20%");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The post was saved.")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/en/blog/${slug}`);
  expect(await objectPositionOf(visitor, "post-cover")).toBe("25% 20%");
  await visitor.goto("/en/blog");
  const card = visitor.getByRole("article").filter({ hasText: title });
  expect(
    await card
      .locator("img")
      .first()
      .evaluate((image) => getComputedStyle(image).objectPosition),
  ).toBe("25% 20%");
  await visitor.close();
});

test("ar: the focal point is set from the keyboard, and the post page keeps it", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInThroughApi(page.request);
  const unique = Date.now().toString(36);
  const slug = `نقطة-التركيز-${unique}`;
  const post = await createPost(page.request, {
    title: `نقطة التركيز ${unique}`,
    slug,
    locale: "ar",
    status: "published",
    coverImage: "/blog/covers/brand-identity.jpg",
  });
  await page.goto(`/dashboard/posts/${post.id}`);
  await editorLoaded(page.getByRole("textbox", { name: "المحتوى" })).toBeVisible();
  const across = page.getByLabel("نقطة التركيز أفقيًا (%)");
  await across.focus();
  await page.keyboard.press("End");
  await expect(across).toHaveValue("100");
  const down = page.getByLabel("نقطة التركيز عموديًا (%)");
  await down.focus();
  await page.keyboard.press("Home");
  await expect(down).toHaveValue("0");
  await expect(page.getByTestId("crop-preview")).toHaveCSS("object-position", "100% 0%");
  await page.getByRole("button", { name: "حفظ", exact: true }).click();
  await expect(page.getByText("حُفظ المقال.")).toBeVisible();

  const visitor = await browser.newPage();
  await visitor.goto(`/blog/${encodeURIComponent(slug)}`);
  expect(await objectPositionOf(visitor, "post-cover")).toBe("100% 0%");
  await visitor.close();
});
