import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./support/test";
import { E2E_BASE_URL } from "./support/constants";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

// Next.js keeps the pages recently left mounted but hidden (React Activity), so the create form is
// still in the document after a post is created: fields are looked up among the visible ones.
async function fillPost(page: Page, post: { title: string; meta: string; body: string; status?: string }) {
  await page.getByLabel("Title", { exact: true }).filter({ visible: true }).fill(post.title);
  await page.getByLabel("Meta description").filter({ visible: true }).fill(post.meta);
  const editor = page.locator("#post-content .ql-editor");
  await editor.click();
  await page.keyboard.type(post.body);
  if (post.status) await page.getByLabel("Status").filter({ visible: true }).selectOption(post.status);
}

test.describe("writing posts", () => {
  test.beforeEach(async ({ page }) => {
    await signInThroughApi(page.request);
  });

  test("create, publish, see it on the blog, edit it, and delete it", async ({ page, context }) => {
    test.setTimeout(90_000);
    const unique = Date.now().toString(36);
    const title = `Zero trust for small offices ${unique}`;
    await page.goto("/en/dashboard/posts/create");
    await fillPost(page, {
      title,
      meta: "How a small office in Riyadh can move to zero trust access without new hardware.",
      body: "Zero trust starts with knowing every device that connects.",
      status: "published",
    });
    await expect(page.getByLabel("Slug (web address)").filter({ visible: true })).toHaveValue(
      `zero-trust-for-small-offices-${unique}`,
    );
    await expect(page.getByTestId("meta-count")).toContainText("/ 160");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The post was created.")).toBeVisible();
    await expect(page).toHaveURL(/\/en\/dashboard\/posts\/\d+$/);
    const editorUrl = page.url();

    // Published: on the public blog at the next request.
    const visitor = await context.browser()!.newPage();
    await visitor.goto("/en/blog");
    await expect(visitor.getByRole("link", { name: title })).toBeVisible();
    await visitor.getByRole("link", { name: title }).click();
    await expect(visitor.getByTestId("post-content")).toContainText("Zero trust starts with knowing every device");

    // Edited: the public page changes at once.
    await page.getByLabel("Title", { exact: true }).filter({ visible: true }).fill(`${title} (updated)`);
    await page.keyboard.press("Control+s");
    await expect(page.getByText("The post was saved.")).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`${title} (updated)`);

    // Moved to the trash, after confirming (tests/e2e/trash.spec.ts follows it there).
    await page.goto(editorUrl);
    await page.getByRole("button", { name: "Move to trash" }).click();
    await page
      .getByRole("dialog", { name: "Move this post to the trash?" })
      .getByRole("button", { name: "Move to trash" })
      .click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/en/dashboard`);
    // Its page is gone, and the blog no longer lists it.
    const postUrl = visitor.url();
    const gone = await visitor.goto(postUrl);
    expect(gone?.status()).toBe(404);
    await visitor.goto("/en/blog");
    await expect(visitor.getByRole("main")).not.toContainText(title);
    await visitor.close();
  });

  test("a save over a newer version from another tab is refused with a conflict, keeping the text", async ({
    page,
    context,
  }) => {
    const unique = Date.now().toString(36);
    await page.goto("/en/dashboard/posts/create");
    await fillPost(page, {
      title: `Conflict test ${unique}`,
      meta: "Meta description for the conflict test post.",
      body: "First version.",
    });
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/posts\/\d+$/);

    const other = await context.newPage();
    await other.goto(page.url());
    await other
      .getByLabel("Title", { exact: true })
      .filter({ visible: true })
      .fill(`Conflict test ${unique} – second tab`);
    await other.getByRole("button", { name: "Save" }).click();
    await expect(other.getByText("The post was saved.")).toBeVisible();

    await page
      .getByLabel("Title", { exact: true })
      .filter({ visible: true })
      .fill(`Conflict test ${unique} – first tab`);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Someone else saved this post")).toBeVisible();
    await expect(page.getByLabel("Title", { exact: true }).filter({ visible: true })).toHaveValue(
      `Conflict test ${unique} – first tab`,
    );
    const stored = await (await page.request.get(`/api/posts/${page.url().split("/").pop()}`)).json();
    expect(stored.post.title).toBe(`Conflict test ${unique} – second tab`);
    await other.close();
  });

  test("server-side validation shows messages beside the fields and nothing is lost", async ({ page }) => {
    await page.goto("/en/dashboard/posts/create");
    await page.getByLabel("Slug (web address)").filter({ visible: true }).fill("Bad Slug!");
    await page.getByLabel("Status").filter({ visible: true }).selectOption("scheduled");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("This field is required.").first()).toBeVisible();
    await expect(page.getByText("Use lowercase letters, digits and single hyphens only.")).toBeVisible();
    await expect(page.getByText("A scheduled post needs a publication date and time.")).toBeVisible();
  });

  test("unsaved work survives a reload through the browser's draft", async ({ page }) => {
    await page.goto("/en/dashboard/posts/create");
    await page.getByLabel("Title", { exact: true }).filter({ visible: true }).fill("A draft that must not be lost");
    // The browser's draft is written once typing pauses: the reload comes after it.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("asas:post-draft:new") ?? ""))
      .toContain("A draft that must not be lost");
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText("Unsaved draft found")).toBeVisible();
    await page.getByRole("button", { name: "Restore them" }).click();
    await expect(page.getByLabel("Title", { exact: true }).filter({ visible: true })).toHaveValue(
      "A draft that must not be lost",
    );
  });

  test("Arabic posts start right-to-left, and images are uploaded rather than embedded", async ({ page }) => {
    await page.goto("/en/dashboard/posts/create");
    const editor = page.locator("#post-content .ql-editor");
    // Chosen before the page has hydrated, the language would be the browser's alone, not the form's.
    await expect(editor).toBeVisible();
    await page.getByLabel("Language").filter({ visible: true }).selectOption("ar");
    await expect(editor.locator("p").first()).toHaveClass(/ql-direction-rtl/);
    await expect(editor.locator("p").first()).toHaveClass(/ql-align-right/);

    await editor.click();
    const chooser = page.waitForEvent("filechooser");
    await page.locator("#post-content .ql-toolbar button.ql-image").click();
    await (await chooser).setFiles("public/solutions/managed-it.jpg");
    const image = editor.locator("img");
    await expect(image).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.webp$/);
    const served = await page.request.get((await image.getAttribute("src")) ?? "");
    expect(served.headers()["content-type"]).toBe("image/webp");
  });

  test("the overview counts posts by status and language and filters the list", async ({ page }) => {
    await page.goto("/en/dashboard");
    const counts = page.getByTestId("post-counts");
    await expect(counts.locator('tr[data-status="published"] td[data-locale="ar"]')).toHaveText(/^\d+$/);
    await page.getByLabel("Search by title").filter({ visible: true }).fill("Phishing");
    await page.getByLabel("Language").filter({ visible: true }).selectOption("en");
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByTestId("post-list").locator("tbody tr")).toHaveCount(1);
    await expect(page.getByTestId("post-list")).toContainText("Phishing in the Gulf");
  });

  test("an unknown post id is a 404", async ({ page }) => {
    expect((await page.goto("/en/dashboard/posts/999999"))?.status()).toBe(404);
    expect((await page.goto("/en/dashboard/posts/not-a-number"))?.status()).toBe(404);
  });
});

test.describe("the dashboard on a phone", () => {
  /** Whether an element's first and last letters are on screen (inside its clipped box). */
  const visibleLetters = (element: Locator) =>
    element.evaluate((node) => {
      const text = node.firstChild!;
      const range = document.createRange();
      const box = node.getBoundingClientRect();
      const inside = (index: number) => {
        range.setStart(text, index);
        range.setEnd(text, index + 1);
        const rect = range.getBoundingClientRect();
        return rect.left >= box.left - 0.5 && rect.right <= box.right + 0.5;
      };
      return {
        truncated: node.scrollWidth > node.clientWidth,
        ellipsis: getComputedStyle(node).textOverflow === "ellipsis",
        first: inside(0),
        last: inside(text.textContent!.length - 1),
      };
    });

  for (const { locale, prefix, nav, items, signedIn, signOut } of [
    {
      locale: "ar-SA",
      prefix: "",
      nav: "لوحة التحكم",
      items: ["نظرة عامة", "مقال جديد", "طلبات التواصل", "الإحصاءات"],
      signedIn: "تم تسجيل الدخول باسم",
      signOut: "تسجيل الخروج",
    },
    {
      locale: "en-US",
      prefix: "/en",
      nav: "Dashboard",
      items: ["Overview", "New post", "Leads", "Analytics"],
      signedIn: "Signed in as",
      signOut: "Sign out",
    },
  ]) {
    test(`${locale}: every navigation item is on screen, and the user's name is cut at its end`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      await signInThroughApi(page.request);
      await page.goto(`${prefix}/dashboard`);
      const navigation = page.getByRole("navigation", { name: nav, exact: true });
      for (const item of items) {
        await expect(navigation.getByRole("link", { name: item })).toBeInViewport({ ratio: 1 });
      }
      await expect(page.locator("body")).toHaveJSProperty("scrollWidth", 390);

      // The header names the user, from the first letter.
      const header = page.locator("header").first();
      await expect(header).toContainText(signedIn);
      await expect(header.getByRole("button", { name: signOut })).toBeInViewport({ ratio: 1 });
      const name = header.getByTestId("signed-in-name");
      await expect(name).toHaveText("Administrator");
      expect(await visibleLetters(name)).toMatchObject({ first: true, last: true });
      await expectNoAxeViolations(page);

      // A staff member's full name can be far longer: whatever its script, it keeps its first
      // letters and an ellipsis replaces its last ones (the one account here is "Administrator",
      // so the name is swapped in the page).
      for (const long of ["Abdulrahman bin Abdulaziz Al-Mutairi", "عبدالرحمن بن عبدالعزيز بن سعود المطيري"]) {
        await name.evaluate((element, text) => (element.textContent = text), long);
        expect(await visibleLetters(name)).toEqual({ truncated: true, ellipsis: true, first: true, last: false });
        await expect(page.locator("body")).toHaveJSProperty("scrollWidth", 390);
      }
      await context.close();
    });
  }

  for (const { locale, prefix, title, content, editTitle } of [
    { locale: "ar-SA", prefix: "", title: "العنوان", content: "المحتوى", editTitle: "تعديل المقال" },
    { locale: "en-US", prefix: "/en", title: "Title", content: "Content", editTitle: "Edit post" },
  ]) {
    test(`${locale}: editing an existing post fits the screen, its title and labels whole`, async ({ browser }) => {
      const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 }, hasTouch: true });
      const page = await context.newPage();
      await signInThroughApi(page.request);
      const list = (await (await page.request.get("/api/posts?pageSize=100")).json()) as {
        items: Array<{ id: number; locale: string; status: string }>;
      };
      // A published post with revisions, a translation and its public link: the fullest form.
      const post = list.items.find((item) => item.status === "published" && item.locale === locale.slice(0, 2))!;
      await page.goto(`${prefix}/dashboard/posts/${post.id}`);
      await expect(page.getByRole("textbox", { name: content })).toBeVisible({ timeout: 20_000 });
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            if (box.width === 0 || (box.right <= innerWidth + 0.5 && box.left >= -0.5)) return false;
            // What scrolls inside a box of its own (a wide table) does not widen the page.
            for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement)
              if (getComputedStyle(parent).overflowX !== "visible") return false;
            return true;
          })
          .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120)),
      );
      expect(wide).toEqual([]);
      await expect(page.locator("html")).toHaveJSProperty("scrollWidth", 390);
      await expect(page.getByRole("heading", { level: 1, name: editTitle })).toBeInViewport({ ratio: 1 });
      await expect(page.getByLabel(title, { exact: true })).toBeInViewport({ ratio: 1 });
      await context.close();
    });
  }
});
