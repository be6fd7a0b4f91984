import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInThroughApi } from "./support/auth";
import { E2E_BASE_URL } from "./support/constants";
import { demoPosts } from "./support/demo";

const DRAFT_KEY_PREFIX = "asas:post-";

/** Ids of the demo posts, by slug, as the dashboard's API lists them. */
async function postIdsBySlug(page: Page): Promise<Map<string, number>> {
  const response = await page.request.get("/api/posts?pageSize=100");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { items: Array<{ id: number; slug: string }> };
  return new Map(body.items.map((item) => [item.slug, item.id]));
}

/** Everything this browser keeps for the post editor, as stored. */
async function storedDrafts(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      Object.keys(localStorage)
        .filter((key) => key.startsWith(prefix))
        .map((key) => `${key}=${localStorage.getItem(key)}`),
    DRAFT_KEY_PREFIX,
  );
}

/** The writing area, once Quill has loaded the post into it. */
function writingArea(page: Page, name: string | RegExp): Locator {
  return page.getByRole("textbox", { name });
}

/**
 * Waits for the editor: Quill is loaded in the browser after the page, which on a busy machine can
 * take longer than the default wait.
 */
const editorLoaded = expect.configure({ timeout: 20_000 });

/** Fails the test if the page asks anything (a confirm, or "leave site?"). */
function refuseDialogs(page: Page): string[] {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return asked;
}

async function newPost(page: Page, fields: { title: string; slug: string; body: string; locale?: "ar" | "en" }) {
  const response = await page.request.post("/api/posts", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      title: fields.title,
      slug: fields.slug,
      metaDescription: "A post the editor tests write to.",
      coverImage: "",
      locale: fields.locale ?? "en",
      status: "draft",
      author: "Test",
      content: { ops: [{ insert: `${fields.body}\n` }] },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number } }).post.id;
}

test.describe("opening a post changes nothing", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request);
  });

  for (const demo of demoPosts) {
    test(`${demo.locale} demo post "${demo.slug}" opens saved, leaves without a question and leaves no draft`, async ({
      page,
    }) => {
      const id = (await postIdsBySlug(page)).get(demo.slug);
      expect(id, `${demo.slug} is in the dashboard`).toBeDefined();
      const asked = refuseDialogs(page);

      await page.goto(`/en/dashboard/posts/${id}`);
      await editorLoaded(writingArea(page, "Content")).toBeVisible();
      await expect(page.getByTestId("save-state")).toHaveText(/^Saved/);

      // Leaving through the dashboard's own navigation asks nothing.
      await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Overview" }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
      expect(asked).toEqual([]);
      expect(await storedDrafts(page)).toEqual([]);

      // Coming back offers no "unsaved draft".
      await page.goto(`/en/dashboard/posts/${id}`);
      await editorLoaded(writingArea(page, "Content")).toBeVisible();
      await expect(page.getByTestId("save-state")).toHaveText(/^Saved/);
      await expect(page.getByText("Unsaved draft found")).toHaveCount(0);

      // Closing the tab asks nothing either: it closes.
      await page.close({ runBeforeUnload: true });
      await expect.poll(() => page.isClosed()).toBe(true);
      expect(asked).toEqual([]);
    });
  }

  test("a change undone is no change, and leaves no draft behind", async ({ page }) => {
    const asked = refuseDialogs(page);
    const id = await newPost(page, {
      title: `Undo test ${Date.now().toString(36)}`,
      slug: `undo-test-${Date.now().toString(36)}`,
      body: "A paragraph that stays as it is.",
    });
    await page.goto(`/en/dashboard/posts/${id}`);
    const area = writingArea(page, "Content");
    await expect(area).toContainText("A paragraph that stays as it is.");
    await expect(page.getByTestId("save-state")).toHaveText(/^Saved/);
    await area.click();
    await page.keyboard.press("End");
    await page.keyboard.type("!");
    await expect(page.getByTestId("save-state")).toHaveText(/^Unsaved changes/);
    await expect.poll(() => storedDrafts(page)).toEqual([expect.stringContaining("stays as it is.!")]);
    await page.keyboard.press("Backspace");
    await expect(page.getByTestId("save-state")).toHaveText(/^Saved/);
    // The draft of the undone change is gone with it.
    await expect.poll(() => storedDrafts(page)).toEqual([]);
    await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Overview" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
    expect(asked).toEqual([]);
  });
});

test.describe("opening a post changes nothing, in Arabic", () => {
  test.use({ locale: "ar-SA" });

  test("a new Arabic post, laid out right to left on opening, left untouched asks nothing", async ({ page }) => {
    await signInThroughApi(page.request);
    const asked = refuseDialogs(page);
    await page.goto("/dashboard/posts/create");
    await editorLoaded(writingArea(page, "المحتوى")).toBeVisible();
    await expect(writingArea(page, "المحتوى").locator("p").first()).toHaveClass(/ql-direction-rtl/);
    await expect(page.getByTestId("save-state")).toHaveText(/^تم الحفظ/);
    await page.getByRole("navigation", { name: "لوحة التحكم" }).getByRole("link", { name: "نظرة عامة" }).click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/dashboard`);
    expect(asked).toEqual([]);
    expect(await storedDrafts(page)).toEqual([]);
  });
});

test.describe("the text's direction follows the post's language", () => {
  test.use({ locale: "ar-SA" });

  test("an English post started from the Arabic dashboard is written, saved and published left to right", async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    await page.goto("/dashboard/posts/create");
    const area = writingArea(page, "المحتوى");
    await editorLoaded(area).toBeVisible();
    await page.getByLabel("اللغة", { exact: true }).selectOption("en");
    await editorLoaded(area).toHaveAttribute("dir", "ltr");
    await area.click();
    await page.keyboard.type("Cloud costs fall when you measure them.");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Start with a tagging policy.");
    const lines = area.locator("p");
    await expect(lines).toHaveCount(2);
    for (const line of await lines.all()) {
      await expect(line).not.toHaveClass(/ql-direction-rtl|ql-align-right/);
      await expect(line).toHaveCSS("direction", "ltr");
    }

    const slug = `left-to-right-${Date.now().toString(36)}`;
    await page.getByLabel("العنوان", { exact: true }).fill("Measuring cloud costs");
    await page.getByLabel("الرابط المختصر").fill(slug);
    await page.getByLabel("الوصف التعريفي").fill("Why tagging comes first.");
    await page.getByLabel("الحالة", { exact: true }).selectOption("published");
    await page.getByRole("button", { name: "حفظ" }).click();
    await expect(page.getByTestId("save-state")).toHaveText(/^تم الحفظ/);

    const saved = await page.request.get(`/api/public/posts/${slug}`);
    expect(JSON.stringify((await saved.json()).post.content)).not.toMatch(/rtl|right/);
    await page.goto(`/en/blog/${slug}`);
    const paragraphs = page.locator("article p", { hasText: /Cloud costs fall|tagging policy/ });
    await expect(paragraphs).toHaveCount(2);
    for (const paragraph of await paragraphs.all()) {
      await expect(paragraph).toHaveCSS("direction", "ltr");
      expect(await paragraph.evaluate((element) => getComputedStyle(element).textAlign)).toMatch(/^(start|left)$/);
    }
  });
});

test("every video in a post is named in the post's language on its page, and in the dashboard's in the editor", async ({
  browser,
}) => {
  for (const { locale, prefix, dashboard, title, page: pageName, editorName, area } of [
    {
      locale: "ar",
      prefix: "",
      dashboard: "ar-SA",
      title: "عرض الحلول السحابية",
      // The title is its own run inside the Arabic sentence, whatever its language (FSI … PDI).
      page: "فيديو في «\u2068عرض الحلول السحابية\u2069»",
      editorName: "فيديو في نص المقال",
      area: "المحتوى",
    },
    {
      locale: "en",
      prefix: "/en",
      dashboard: "en-US",
      title: "Cloud solutions walkthrough",
      page: "Video in “Cloud solutions walkthrough”",
      editorName: "Video in the post's text",
      area: "Content",
    },
  ] as const) {
    const context = await browser.newContext({ locale: dashboard });
    const page = await context.newPage();
    await signInThroughApi(page.request);
    const slug = `video-${locale}-${Date.now().toString(36)}`;
    const created = await page.request.post("/api/posts", {
      headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
      data: {
        title,
        slug,
        metaDescription: title,
        coverImage: "",
        locale,
        status: "published",
        content: {
          ops: [{ insert: `${title}\n` }, { insert: { video: `${E2E_BASE_URL}/media/hero.mp4` } }, { insert: "\n" }],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { post } = (await created.json()) as { post: { id: number } };

    await page.goto(`${prefix}/blog/${encodeURIComponent(slug)}`);
    await expect(page.locator("article iframe")).toHaveAttribute("title", pageName);

    await page.goto(`${prefix}/dashboard/posts/${post.id}`);
    await editorLoaded(writingArea(page, area)).toBeVisible();
    await expect(writingArea(page, area).locator("iframe")).toHaveAttribute("title", editorName);
    await context.close();
  }
});

test.describe("a save conflict keeps the second person's text", () => {
  test("tab B's text stays recoverable beside the newer version until B discards it", async ({ page, context }) => {
    // Two tabs, each loading the editor, several saves and reloads: longer than one page's test.
    test.slow();
    await signInThroughApi(page.request);
    const unique = Date.now().toString(36);
    const id = await newPost(page, {
      title: `Conflict keeps text ${unique}`,
      slug: `conflict-keeps-text-${unique}`,
      body: "The first paragraph.",
    });

    const tabA = page;
    const tabB = await context.newPage();
    await tabA.goto(`/en/dashboard/posts/${id}`);
    await tabB.goto(`/en/dashboard/posts/${id}`);
    await expect(writingArea(tabA, "Content")).toContainText("The first paragraph.");
    await expect(writingArea(tabB, "Content")).toContainText("The first paragraph.");

    // B writes a paragraph of their own…
    await writingArea(tabB, "Content").click();
    await tabB.keyboard.press("Control+End");
    await tabB.keyboard.press("Enter");
    await tabB.keyboard.type("A paragraph only tab B wrote.");

    // …while A changes the title and saves first.
    await tabA.getByLabel("Title", { exact: true }).fill(`Conflict keeps text ${unique} (A)`);
    await tabA.getByRole("button", { name: "Save" }).click();
    await expect(tabA.getByText("The post was saved.")).toBeVisible();

    await tabB.getByRole("button", { name: "Save" }).click();
    await expect(tabB.getByText("Someone else saved this post")).toBeVisible();
    await tabB.getByRole("button", { name: "Load the newer version" }).click();

    // The editor now holds A's version; B's text is shown beside it, and kept in this browser.
    await expect(tabB.getByLabel("Title", { exact: true })).toHaveValue(`Conflict keeps text ${unique} (A)`);
    await expect(writingArea(tabB, "Content")).not.toContainText("only tab B wrote");
    const mine = tabB.getByRole("region", { name: "Your version, not saved" });
    await expect(mine).toContainText("A paragraph only tab B wrote.");
    await expect(mine).toContainText("The first paragraph.");
    expect((await storedDrafts(tabB)).join("\n")).toContain("A paragraph only tab B wrote.");
    // The same person's other tab of the post shows the kept copy too, without a reload.
    const mineInA = tabA.getByRole("region", { name: "Your version, not saved" });
    await expect(mineInA).toContainText("A paragraph only tab B wrote.");

    // Still there after a reload: nothing typed is lost until B says so.
    await tabB.reload();
    await editorLoaded(writingArea(tabB, "Content")).toBeVisible();
    await expect(mine).toContainText("A paragraph only tab B wrote.");
    await expect(tabB.getByTestId("save-state")).toHaveText(/^Saved/);
    await expectNoAxeViolations(tabB);

    // B takes their text into the newer version and saves it.
    await mine.getByRole("button", { name: "Use my version of “Content”" }).click();
    await expect(writingArea(tabB, "Content")).toContainText("A paragraph only tab B wrote.");
    await expect(tabB.getByLabel("Title", { exact: true })).toHaveValue(`Conflict keeps text ${unique} (A)`);
    await tabB.getByRole("button", { name: "Save" }).click();
    await expect(tabB.getByText("The post was saved.")).toBeVisible();
    const stored = (await (await tabB.request.get(`/api/posts/${id}`)).json()) as {
      post: { title: string; content: { ops: Array<{ insert: unknown }> } };
    };
    expect(stored.post.title).toBe(`Conflict keeps text ${unique} (A)`);
    expect(JSON.stringify(stored.post.content)).toContain("A paragraph only tab B wrote.");

    // Kept until discarded, then gone from the page and from the browser.
    await expect(mine).toBeVisible();
    tabB.once("dialog", (dialog) => void dialog.accept());
    await mine.getByRole("button", { name: "Discard my version" }).click();
    await expect(mine).toHaveCount(0);
    await expect(mineInA).toHaveCount(0);
    expect((await storedDrafts(tabB)).join("\n")).not.toContain("A paragraph only tab B wrote.");
    await tabB.close();
  });
});

/** Where a picker's visible label text and its arrow are drawn, in CSS pixels. */
async function pickerGeometry(picker: Locator) {
  return picker.locator(".ql-picker-label").evaluate((label) => {
    const style = getComputedStyle(label);
    const text = getComputedStyle(label, "::before");
    const box = label.getBoundingClientRect();
    const arrow = label.querySelector("svg")!.getBoundingClientRect();
    const width = parseFloat(text.width);
    const start =
      style.direction === "rtl"
        ? box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight)
        : box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
    const [textLeft, textRight] = style.direction === "rtl" ? [start - width, start] : [start, start + width];
    return {
      label: text.content.replace(/^"|"$/g, ""),
      direction: style.direction,
      overlaps: textLeft < arrow.right && arrow.left < textRight,
      arrowAtEnd: style.direction === "rtl" ? arrow.left - box.left < 4 : box.right - arrow.right < 4,
    };
  });
}

test.describe("the editor toolbar and form", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request);
  });

  test("English: picker labels in English, laid out left to right", async ({ page }) => {
    const id = (await postIdsBySlug(page)).get(demoPosts.find((post) => post.locale === "ar")!.slug);
    await page.goto(`/en/dashboard/posts/${id}`);
    // The writing area follows the post's language; the toolbar follows the dashboard's.
    const area = writingArea(page, "Content");
    await editorLoaded(area).toBeVisible();
    await expect(area).toHaveAttribute("lang", "ar");
    const toolbar = page.getByRole("toolbar", { name: "Formatting" });
    await expect(toolbar).toHaveCSS("direction", "ltr");
    expect(await pickerGeometry(toolbar.locator(".ql-picker.ql-header"))).toEqual({
      label: "Normal text",
      direction: "ltr",
      overlaps: false,
      arrowAtEnd: true,
    });
    expect(await pickerGeometry(toolbar.locator(".ql-picker.ql-font"))).toMatchObject({ label: "Default font" });
    expect(await pickerGeometry(toolbar.locator(".ql-picker.ql-size"))).toMatchObject({ label: "Normal size" });
    await expectNoAxeViolations(page);
  });

  test("after a failed save, focus goes to the first field in error", async ({ page }) => {
    await page.goto("/en/dashboard/posts/create");
    await editorLoaded(writingArea(page, "Content")).toBeVisible();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true })).toBeFocused();

    // With the title given, the first field still in error is the publication date, in the sidebar.
    await page.getByLabel("Title", { exact: true }).fill(`Focus test ${Date.now().toString(36)}`);
    await page.getByLabel("Status").selectOption("scheduled");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("A scheduled post needs a publication date and time.")).toBeVisible();
    await expect(page.getByLabel("Publication date and time")).toBeFocused();
  });

  test("the slug field turns spaces into hyphens as they are typed", async ({ page }) => {
    await page.goto("/en/dashboard/posts/create");
    const slug = page.getByLabel("Slug (web address)");
    await slug.click();
    await page.keyboard.type("Cloud Migration  Guide");
    await expect(slug).toHaveValue("cloud-migration-guide");
    // A space typed in the middle becomes a hyphen where it was typed.
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("x ");
    await expect(slug).toHaveValue("clx-oud-migration-guide");
    await page.keyboard.type("y");
    await expect(slug).toHaveValue("clx-youd-migration-guide");
  });
});

test.describe("the editor toolbar and form, in Arabic", () => {
  test.use({ locale: "ar-SA" });

  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request);
  });

  test("picker labels in Arabic, laid out right to left, with arrows clear of the text", async ({ page }) => {
    const id = (await postIdsBySlug(page)).get(demoPosts.find((post) => post.locale === "ar")!.slug);
    await page.goto(`/dashboard/posts/${id}`);
    await editorLoaded(writingArea(page, "المحتوى")).toBeVisible();
    const toolbar = page.getByRole("toolbar", { name: "التنسيق" });
    await expect(toolbar).toHaveCSS("direction", "rtl");

    const header = toolbar.locator(".ql-picker.ql-header");
    const font = toolbar.locator(".ql-picker.ql-font");
    const size = toolbar.locator(".ql-picker.ql-size");
    expect(await pickerGeometry(header)).toEqual({
      label: "نص عادي",
      direction: "rtl",
      overlaps: false,
      arrowAtEnd: true,
    });
    expect(await pickerGeometry(font)).toMatchObject({ label: "الخط الافتراضي", overlaps: false, arrowAtEnd: true });
    expect(await pickerGeometry(size)).toMatchObject({ label: "حجم عادي", overlaps: false, arrowAtEnd: true });

    // The first control sits at the right-hand start of the toolbar, the next one to its left.
    const toolbarBox = (await toolbar.boundingBox())!;
    const headerBox = (await header.boundingBox())!;
    const fontBox = (await font.boundingBox())!;
    const sizeBox = (await size.boundingBox())!;
    expect(toolbarBox.x + toolbarBox.width - (headerBox.x + headerBox.width)).toBeLessThan(24);
    expect(fontBox.x).toBeLessThan(headerBox.x);
    expect(sizeBox.x).toBeLessThan(fontBox.x);

    // The options are in Arabic too, and choosing one shows it in the picker.
    await header.locator(".ql-picker-label").click();
    const headingOne = header.locator('.ql-picker-item[data-value="1"]');
    await expect(headingOne).toBeVisible();
    expect(await headingOne.evaluate((item) => getComputedStyle(item, "::before").content)).toBe('"عنوان 1"');
    await writingArea(page, "المحتوى").click();
    await page.keyboard.press("Control+Home");
    await header.locator(".ql-picker-label").click();
    await headingOne.click();
    expect(await pickerGeometry(header)).toMatchObject({ label: "عنوان 1", overlaps: false });

    await expectNoAxeViolations(page);
  });

  test("after a failed save, focus goes to the first field in error (Arabic)", async ({ page }) => {
    await page.goto("/dashboard/posts/create");
    await editorLoaded(writingArea(page, "المحتوى")).toBeVisible();
    await page.getByLabel("الرابط المختصر").fill("رابط_غير_صالح!");
    await page.getByRole("button", { name: "حفظ" }).click();
    await expect(page.getByText("هذا الحقل مطلوب.").first()).toBeVisible();
    await expect(page.getByLabel("العنوان", { exact: true })).toBeFocused();
    await page.getByLabel("العنوان", { exact: true }).fill("عنوان تجريبي");
    await page.getByLabel("الرابط المختصر").fill("رابط_غير_صالح!");
    await page.getByRole("button", { name: "حفظ" }).click();
    await expect(page.getByText("استخدم حروفًا صغيرة وأرقامًا وشرطات مفردة فقط.")).toBeVisible();
    await expect(page.getByLabel("الرابط المختصر")).toBeFocused();
  });

  test("the slug field turns spaces into hyphens as Arabic is typed", async ({ page }) => {
    await page.goto("/dashboard/posts/create");
    const slug = page.getByLabel("الرابط المختصر");
    await slug.click();
    await page.keyboard.type("دليل الانتقال إلى السحابة");
    await expect(slug).toHaveValue("دليل-الانتقال-إلى-السحابة");
  });
});
