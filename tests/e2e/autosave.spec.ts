import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInThroughApi } from "./support/auth";
import { E2E_BASE_URL, E2E_EDITOR } from "./support/constants";

/**
 * The server autosave (docs/content.md, "Posts"): what is typed reaches the server a few seconds
 * after typing stops, so that a closed tab, a crash or another computer finds it again; with the
 * network cut, this browser's copy does. The tests sign in as the test editor, on posts of their
 * own, one after the other: an editor has one autosave of the post they have not created yet, which
 * two tests at once would share.
 */
test.describe.configure({ mode: "serial" });

const editorLoaded = expect.configure({ timeout: 20_000 });

const languages = [
  {
    ui: "en",
    browserLocale: "en-US",
    prefix: "/en",
    content: "Content",
    title: "Title",
    serverSaved: /^Draft saved on the server at \d{1,2}:\d{2}$/,
    serverFailed: /^Not saved on the server yet/,
    found: "Unsaved draft found",
    fromServer: "The server kept changes you had not saved",
    fromBrowser: "This browser kept changes you had not saved",
    stale: "Someone has saved this post since.",
    restore: "Restore them",
    discard: "Discard",
    save: "Save",
    saved: "The post was saved.",
    yours: "Your version, not saved",
    typed: "A sentence typed just before the tab closed.",
  },
  {
    ui: "ar",
    browserLocale: "ar-SA",
    prefix: "",
    content: "المحتوى",
    title: "العنوان",
    serverSaved: /^حُفظت مسودتك على الخادم الساعة [0-9]{1,2}:[0-9]{2}/,
    serverFailed: /^لم تُحفظ مسودتك على الخادم بعد/,
    found: "وُجدت مسودة غير محفوظة",
    fromServer: "احتفظ الخادم بتغييرات لم تحفظها",
    fromBrowser: "احتفظ هذا المتصفح بتغييرات لم تُحفظ",
    stale: "حفظ شخص آخر هذا المقال بعد هذه التغييرات.",
    restore: "استعادتها",
    discard: "تجاهلها",
    save: "حفظ",
    saved: "حُفظ المقال.",
    yours: "نسختك التي لم تُحفظ",
    typed: "جملة كُتبت قبل إغلاق التبويب مباشرة.",
  },
] as const;

type Language = (typeof languages)[number];

async function newPost(page: Page, language: Language, unique: string): Promise<number> {
  const response = await page.request.post("/api/posts", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      title: `Autosave ${language.ui} ${unique}`,
      slug: `autosave-${language.ui}-${unique}`,
      locale: language.ui,
      status: "draft",
      author: "Test",
      content: { ops: [{ insert: "The saved paragraph.\n" }] },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number } }).post.id;
}

/** A browser that has never seen the editor: only the server can give back what was typed. */
async function freshBrowser(browser: Browser, language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, locale: language.browserLocale });
  await signInThroughApi(context.request, E2E_EDITOR);
  return { context, page: await context.newPage() };
}

async function typeAtTheEnd(page: Page, language: Language, text: string) {
  const area = page.getByRole("textbox", { name: language.content });
  await editorLoaded(area).toBeVisible();
  await area.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(text);
}

async function storedPost(page: Page, id: number) {
  const response = await page.request.get(`/api/posts/${id}`);
  return ((await response.json()) as { post: { version: number; title: string; content: unknown } }).post;
}

for (const language of languages) {
  test.describe(`server autosave (${language.ui})`, () => {
    test.use({ locale: language.browserLocale });

    test.beforeEach(async ({ page }) => {
      await signInThroughApi(page.request, E2E_EDITOR);
    });

    test("a tab closed mid-edit: the text is found again in another browser, restored and saved", async ({
      page,
      browser,
    }) => {
      test.slow();
      const id = await newPost(page, language, Date.now().toString(36));
      await page.goto(`${language.prefix}/dashboard/posts/${id}`);
      await typeAtTheEnd(page, language, language.typed);
      await expect(page.getByTestId("server-autosave")).toHaveText(language.serverSaved, { timeout: 15_000 });
      // Kept on the server, never saved as the post: its version and text are as they were.
      expect(await storedPost(page, id)).toMatchObject({ version: 1 });
      expect(JSON.stringify((await storedPost(page, id)).content)).not.toContain(language.typed);
      await page.close({ runBeforeUnload: false });

      const fresh = await freshBrowser(browser, language);
      await fresh.page.goto(`${language.prefix}/dashboard/posts/${id}`);
      const area = fresh.page.getByRole("textbox", { name: language.content });
      await editorLoaded(area).toContainText("The saved paragraph.");
      const banner = fresh.page.getByRole("status").filter({ hasText: language.found });
      await expect(banner).toContainText(language.fromServer);
      await expect(area).not.toContainText(language.typed);
      await expectNoAxeViolations(fresh.page);
      await banner.getByRole("button", { name: language.restore }).click();
      await expect(area).toContainText(language.typed);
      await expect(banner).toHaveCount(0);

      await fresh.page.getByRole("button", { name: language.save, exact: true }).click();
      await expect(fresh.page.getByText(language.saved)).toBeVisible();
      const saved = await storedPost(fresh.page, id);
      expect(saved.version).toBe(2);
      expect(JSON.stringify(saved.content)).toContain(language.typed);
      // The save discarded the autosave: opening again offers nothing.
      await expect
        .poll(async () => (await fresh.page.request.get(`/api/posts/${id}/autosave`)).json())
        .toEqual({ autosave: null });
      await fresh.page.reload();
      await editorLoaded(area).toContainText(language.typed);
      await expect(fresh.page.getByText(language.found)).toHaveCount(0);
      await fresh.context.close();
    });

    test("a change undone while its autosave was on its way leaves nothing on the server", async ({ page }) => {
      const id = await newPost(page, language, Date.now().toString(36));
      await page.goto(`${language.prefix}/dashboard/posts/${id}`);
      // The autosave's request is held on its way until the change has been undone.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**/api/posts/${id}/autosave`, async (route) => {
        if (route.request().method() === "PUT") await released;
        await route.continue();
      });
      const sent = page.waitForRequest((request) => request.method() === "PUT" && request.url().endsWith("/autosave"));
      await typeAtTheEnd(page, language, language.typed);
      await sent;
      for (let i = 0; i <= language.typed.length; i++) await page.keyboard.press("Backspace");
      await expect(page.getByRole("textbox", { name: language.content })).not.toContainText(language.typed);
      await expect(page.getByTestId("save-state")).toHaveText(language.ui === "ar" ? /^تم الحفظ/ : /^Saved/);
      const answered = page.waitForResponse((response) => response.request().method() === "PUT");
      release();
      expect((await answered).status()).toBe(200);
      // What arrived after the undo is taken back: opening the post again offers nothing.
      await expect
        .poll(async () => (await page.request.get(`/api/posts/${id}/autosave`)).json())
        .toEqual({ autosave: null });
    });

    test("with the network cut, this browser's copy is offered when the editor opens again", async ({
      page,
      context,
    }) => {
      const id = await newPost(page, language, Date.now().toString(36));
      await page.goto(`${language.prefix}/dashboard/posts/${id}`);
      await editorLoaded(page.getByRole("textbox", { name: language.content })).toBeVisible();
      await context.setOffline(true);
      await typeAtTheEnd(page, language, language.typed);
      await expect(page.getByTestId("server-autosave")).toHaveText(language.serverFailed, { timeout: 15_000 });
      await page.close({ runBeforeUnload: false });
      await context.setOffline(false);
      expect(await (await context.request.get(`/api/posts/${id}/autosave`)).json()).toEqual({ autosave: null });

      const again = await context.newPage();
      await again.goto(`${language.prefix}/dashboard/posts/${id}`);
      const area = again.getByRole("textbox", { name: language.content });
      await editorLoaded(area).toContainText("The saved paragraph.");
      const banner = again.getByRole("status").filter({ hasText: language.found });
      await expect(banner).toContainText(language.fromBrowser);
      await banner.getByRole("button", { name: language.restore }).click();
      await expect(area).toContainText(language.typed);
      // Back online, the restored text reaches the server too.
      await expect(again.getByTestId("server-autosave")).toHaveText(language.serverSaved, { timeout: 15_000 });
    });

    test("a new post typed into and closed is offered on opening “new post” again, until discarded", async ({
      page,
      browser,
    }) => {
      test.slow();
      const title = `${language.ui === "ar" ? "مقال لم يُنشأ بعد" : "A post not created yet"} ${Date.now().toString(36)}`;
      await page.goto(`${language.prefix}/dashboard/posts/create`);
      await editorLoaded(page.getByRole("textbox", { name: language.content })).toBeVisible();
      await page.getByLabel(language.title, { exact: true }).fill(title);
      await typeAtTheEnd(page, language, language.typed);
      await expect(page.getByTestId("server-autosave")).toHaveText(language.serverSaved, { timeout: 15_000 });
      await page.close({ runBeforeUnload: false });

      const fresh = await freshBrowser(browser, language);
      await fresh.page.goto(`${language.prefix}/dashboard/posts/create`);
      const area = fresh.page.getByRole("textbox", { name: language.content });
      await editorLoaded(area).toBeVisible();
      const banner = fresh.page.getByRole("status").filter({ hasText: language.found });
      await expect(banner).toContainText(language.fromServer);
      await banner.getByRole("button", { name: language.restore }).click();
      await expect(fresh.page.getByLabel(language.title, { exact: true })).toHaveValue(title);
      await expect(area).toContainText(language.typed);

      // Discarded from another visit, it is gone for good.
      await fresh.page.reload();
      await fresh.page
        .getByRole("status")
        .filter({ hasText: language.found })
        .getByRole("button", { name: language.discard })
        .click();
      await expect(fresh.page.getByText(language.found)).toHaveCount(0);
      await expect
        .poll(async () => (await fresh.page.request.get("/api/posts/autosave")).json())
        .toEqual({ autosave: null });
      await fresh.context.close();
    });

    test("an autosave from before someone else's save is restored beside their version, losing neither", async ({
      page,
      browser,
    }) => {
      test.slow();
      const unique = Date.now().toString(36);
      const id = await newPost(page, language, unique);
      await page.goto(`${language.prefix}/dashboard/posts/${id}`);
      await typeAtTheEnd(page, language, language.typed);
      await expect(page.getByTestId("server-autosave")).toHaveText(language.serverSaved, { timeout: 15_000 });
      await page.close({ runBeforeUnload: false });

      // Meanwhile an administrator saves the post with a new title.
      const theirTitle = `Autosave ${language.ui} ${unique} (renamed)`;
      const admin = await browser.newContext({ baseURL: E2E_BASE_URL });
      await signInThroughApi(admin.request);
      const renamed = await admin.request.put(`/api/posts/${id}`, {
        headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
        data: {
          title: theirTitle,
          slug: `autosave-${language.ui}-${unique}`,
          locale: language.ui,
          status: "draft",
          author: "Test",
          content: { ops: [{ insert: "The saved paragraph.\n" }] },
          version: 1,
        },
      });
      expect(renamed.status(), await renamed.text()).toBe(200);
      await admin.close();

      const fresh = await freshBrowser(browser, language);
      await fresh.page.goto(`${language.prefix}/dashboard/posts/${id}`);
      const area = fresh.page.getByRole("textbox", { name: language.content });
      await editorLoaded(area).toContainText("The saved paragraph.");
      const banner = fresh.page.getByRole("status").filter({ hasText: language.found });
      await expect(banner).toContainText(language.stale);
      await banner.getByRole("button", { name: language.restore }).click();
      // Their version in the editor, the autosave beside it.
      await expect(fresh.page.getByLabel(language.title, { exact: true })).toHaveValue(theirTitle);
      const mine = fresh.page.getByRole("region", { name: language.yours });
      await expect(mine).toContainText(language.typed);
      await expectNoAxeViolations(fresh.page);
      await fresh.context.close();
    });
  });
}
