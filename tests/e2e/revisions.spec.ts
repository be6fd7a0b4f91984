import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInThroughApi } from "./support/auth";
import { E2E_BASE_URL } from "./support/constants";

/**
 * Revisions (docs/content.md, "Posts"): every save keeps a revision the editor can compare and
 * restore; a post whose linked translation was saved since is marked "may be out of date" until
 * brought in step. Each flow in both languages of the dashboard, on posts of its own (other specs
 * use the demo posts).
 */

const editorLoaded = expect.configure({ timeout: 20_000 });

const LANGUAGES = {
  en: {
    browserLocale: "en-US",
    prefix: "/en",
    content: "Content",
    save: "Save",
    saved: /^Saved/,
    revisions: "Revisions",
    revisionsTitle: "Revisions of this post",
    revision: (number: number) => `Revision ${number}`,
    compared: (number: number) => `Revision ${number} compared with the post as saved now`,
    restore: "Restore this revision",
    unsaved: "You have unsaved changes",
    restoreAnyway: "Restore and discard my changes",
    restored: (number: number) => `Revision ${number} was restored.`,
    first: "Firewalls protect the office network.",
    title: "Revisions",
    second: " Segmentation limits the damage.",
    third: " Backups are tested every month.",
    outOfDate: "May be out of date",
    outOfDateTitle: "This translation may be out of date",
    sideBySide: "Open side by side",
    sourcePane: "The English version (read only)",
    markInStep: "Mark as up to date",
    inStep: "Up to date with the English version",
    search: "Search by title",
    apply: "Apply",
  },
  ar: {
    browserLocale: "ar-SA",
    prefix: "",
    content: "المحتوى",
    save: "حفظ",
    saved: /^تم الحفظ/,
    revisions: "النسخ السابقة",
    revisionsTitle: "النسخ السابقة لهذا المقال",
    revision: (number: number) => `النسخة ${number}`,
    compared: (number: number) => `مقارنة النسخة ${number} بالمقال كما حُفظ الآن`,
    restore: "استعادة هذه النسخة",
    unsaved: "لديك تعديلات لم تُحفظ",
    restoreAnyway: "الاستعادة وتجاهل تعديلاتي",
    restored: (number: number) => `استُعيدت النسخة ${number}.`,
    first: "الجدار الناري يحمي شبكة المكتب.",
    title: "النسخ",
    second: " التقسيم يحدّ من الضرر.",
    third: " تُختبر النسخ الاحتياطية كل شهر.",
    outOfDate: "قد يحتاج إلى تحديث",
    outOfDateTitle: "قد تحتاج هذه الترجمة إلى تحديث",
    sideBySide: "عرض النسختين جنبًا إلى جنب",
    sourcePane: "النسخة الإنجليزية (للقراءة فقط)",
    markInStep: "اعتبارها محدّثة",
    inStep: "هذا المقال محدّث وفق النسخة الإنجليزية",
    search: "ابحث بالعنوان",
    apply: "تطبيق",
  },
} as const;

type Language = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** Creates a post of its own through the API, as the signed-in page's context. */
async function newPost(
  page: Page,
  fields: { title: string; slug: string; locale: "ar" | "en"; body: string; translationId?: number },
): Promise<number> {
  const response = await page.request.post("/api/posts", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      metaDescription: "",
      coverImage: "",
      status: "published",
      author: "Test",
      content: { ops: [{ insert: `${fields.body}\n` }] },
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number } }).post.id;
}

/** Types at the end of the writing area and saves with the Save button. */
async function appendAndSave(page: Page, text: Language, words: string) {
  const area = page.getByRole("textbox", { name: text.content });
  await area.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(words);
  await page.getByRole("button", { name: text.save, exact: true }).click();
  await expect(page.getByTestId("save-state")).toHaveText(text.saved);
}

for (const [language, text] of Object.entries(LANGUAGES) as Array<[keyof typeof LANGUAGES, Language]>) {
  test.describe(`revisions (${language} dashboard)`, () => {
    test.use({ locale: text.browserLocale });

    test("edit a post twice, compare an older revision, restore it and see it in the editor and on the site", async ({
      page,
    }) => {
      test.slow();
      await signInThroughApi(page.request);
      const unique = `${language}-${Date.now().toString(36)}`;
      const slug = `revisions-${unique}`;
      const id = await newPost(page, { title: `${text.title} ${unique}`, slug, locale: language, body: text.first });

      await page.goto(`${text.prefix}/dashboard/posts/${id}`);
      const area = page.getByRole("textbox", { name: text.content });
      await editorLoaded(area).toContainText(text.first);
      await appendAndSave(page, text, text.second);
      await appendAndSave(page, text, text.third);
      await expect(area).toContainText(text.third.trim());

      const openRevisions = page.getByRole("button", { name: text.revisions, exact: true });
      await openRevisions.click();
      const dialog = page.getByRole("dialog", { name: text.revisionsTitle });
      const revision = (number: number) =>
        dialog.getByRole("button", { name: new RegExp(`^${text.revision(number)}`) });
      await expect(revision(3)).toBeVisible();
      await expect(revision(2)).toBeVisible();
      await revision(1).click();
      await expect(dialog.getByRole("heading", { name: text.compared(1) })).toBeVisible();
      // Since revision 1 both sentences were added: insertions, word by word, nothing removed.
      const changes = dialog.getByTestId("content-changes");
      await expect(changes).toContainText(text.first);
      await expect(changes.locator("ins").first()).toBeVisible();
      const inserted = (await changes.locator("ins").allInnerTexts()).join(" ");
      for (const word of `${text.second} ${text.third}`.split(" ").filter(Boolean)) expect(inserted).toContain(word);
      await expect(changes.locator("del")).toHaveCount(0);
      await expectNoAxeViolations(page);

      // Unsaved changes in the editor are not replaced without asking first.
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await area.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(" unsaved words");
      await openRevisions.click();
      await revision(1).click();
      await dialog.getByRole("button", { name: text.restore }).click();
      await expect(dialog.getByRole("group", { name: text.unsaved })).toBeVisible();
      await dialog.getByRole("button", { name: text.restoreAnyway }).click();

      await expect(page.getByText(text.restored(1))).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(area).toContainText(text.first);
      await expect(area).not.toContainText(text.second.trim());
      await expect(area).not.toContainText("unsaved words");
      await expect(page.getByTestId("save-state")).toHaveText(text.saved);

      // The restore is a new save: revision 4, restored from 1, listed first.
      await openRevisions.click();
      await expect(dialog.getByRole("listitem").first()).toContainText(text.revision(4));
      await page.keyboard.press("Escape");

      // Visitors read the restored text.
      await page.goto(`${text.prefix}/blog/${encodeURIComponent(slug)}`);
      await expect(page.getByTestId("post-content")).toContainText(text.first);
      await expect(page.getByTestId("post-content")).not.toContainText(text.second.trim());
    });

    test("an edit of the English post marks its Arabic translation out of date until it is marked up to date", async ({
      page,
    }) => {
      test.slow();
      await signInThroughApi(page.request);
      const unique = `${language}-${Date.now().toString(36)}`;
      const arabicTitle = `ترجمة ${unique}`;
      const englishTitle = `Translated ${unique}`;
      const arabicId = await newPost(page, {
        title: arabicTitle,
        slug: `ترجمة-${unique}`,
        locale: "ar",
        body: LANGUAGES.ar.first,
      });
      const englishId = await newPost(page, {
        title: englishTitle,
        slug: `translated-${unique}`,
        locale: "en",
        body: LANGUAGES.en.first,
        translationId: arabicId,
      });

      // The English post is edited in the editor.
      await page.goto(`${text.prefix}/dashboard/posts/${englishId}`);
      await editorLoaded(page.getByRole("textbox", { name: text.content })).toContainText(LANGUAGES.en.first);
      await appendAndSave(page, text, LANGUAGES.en.second);

      // In the posts list, the Arabic one may be out of date; the English one is not.
      const listPath = `${text.prefix}/dashboard?q=${encodeURIComponent(unique)}#posts`;
      await page.goto(listPath);
      const row = (title: string) => page.getByTestId("post-list").getByRole("row").filter({ hasText: title });
      await expect(row(arabicTitle)).toContainText(text.outOfDate);
      await expect(row(englishTitle)).not.toContainText(text.outOfDate);

      // Its editor says so, with the English changes since.
      await row(arabicTitle).getByRole("link", { name: arabicTitle }).click();
      const banner = page.getByRole("region", { name: text.outOfDateTitle });
      await editorLoaded(banner).toBeVisible();
      await expect(banner.getByTestId("content-changes").locator("ins").first()).toBeVisible();
      expect((await banner.getByTestId("content-changes").locator("ins").allInnerTexts()).join(" ")).toContain(
        "Segmentation",
      );

      // Both languages side by side: the English text, read only, beside the Arabic editor.
      await banner.getByRole("button", { name: text.sideBySide }).click();
      const pane = page.getByRole("region", { name: text.sourcePane });
      await expect(pane).toContainText(LANGUAGES.en.second.trim());
      const editor = page.getByRole("textbox", { name: text.content });
      await expect(editor).toContainText(LANGUAGES.ar.first);
      // On a wide screen the pane is beside the editor: after it in the page's reading direction.
      const paneBox = await pane.boundingBox();
      const editorBox = await editor.boundingBox();
      if (!paneBox || !editorBox) throw new Error("The pane and the editor are laid out");
      if (language === "en") expect(paneBox.x).toBeGreaterThanOrEqual(editorBox.x + editorBox.width - 1);
      else expect(paneBox.x + paneBox.width).toBeLessThanOrEqual(editorBox.x + 1);
      await expectNoAxeViolations(page);

      // One click marks it up to date, which lasts.
      await banner.getByRole("button", { name: text.markInStep }).click();
      await expect(page.getByTestId("translation-status")).toContainText(text.inStep);
      await expect(banner).toHaveCount(0);
      await page.goto(listPath);
      await expect(row(arabicTitle)).toBeVisible();
      await expect(row(arabicTitle)).not.toContainText(text.outOfDate);
      await page.goto(`${text.prefix}/dashboard/posts/${arabicId}`);
      await editorLoaded(page.getByTestId("translation-status")).toContainText(text.inStep);
    });
  });
}

test("the revisions API answers staff only, from the site itself, and refuses a restore over a stale version", async ({
  page,
  playwright,
}) => {
  await signInThroughApi(page.request);
  const unique = Date.now().toString(36);
  const id = await newPost(page, {
    title: `Revisions API ${unique}`,
    slug: `revisions-api-${unique}`,
    locale: "en",
    body: "First.",
  });
  const write = { origin: E2E_BASE_URL, "content-type": "application/json" };
  const saved = await page.request.put(`/api/posts/${id}`, {
    headers: write,
    data: {
      title: `Revisions API ${unique}`,
      slug: `revisions-api-${unique}`,
      locale: "en",
      status: "published",
      author: "Test",
      content: { ops: [{ insert: "Second.\n" }] },
      version: 1,
    },
  });
  expect(saved.status()).toBe(200);

  const list = await page.request.get(`/api/posts/${id}/revisions`);
  expect(list.status()).toBe(200);
  const { revisions } = (await list.json()) as { revisions: Array<Record<string, unknown>> };
  expect(revisions.map((revision) => [revision.number, revision.version, revision.published])).toEqual([
    [2, 2, true],
    // Only the revision visitors now see is the published one.
    [1, 1, false],
  ]);
  expect(revisions[0]).not.toHaveProperty("content");
  // Each names who saved it: the signed-in administrator, both times.
  expect(revisions.map((revision) => revision.savedBy)).toEqual(["Administrator", "Administrator"]);
  const one = (await (await page.request.get(`/api/posts/${id}/revisions/1`)).json()) as {
    revision: { content: unknown };
  };
  expect(one.revision.content).toEqual({ ops: [{ insert: "First.\n" }] });
  expect((await page.request.get(`/api/posts/${id}/revisions/99`)).status()).toBe(404);

  // A stale version is a conflict, in the caller's language; another site is refused; so is a stranger.
  const stale = await page.request.post(`/api/posts/${id}/revisions/1/restore`, {
    headers: { ...write, "accept-language": "ar" },
    data: { version: 1 },
  });
  expect(stale.status()).toBe(409);
  expect(((await stale.json()) as { error: { message: string } }).error.message).toBe("عدّل شخص آخر هذا المقال");
  const crossSite = await page.request.post(`/api/posts/${id}/revisions/1/restore`, {
    headers: { ...write, origin: "https://evil.example" },
    data: { version: 2 },
  });
  expect(crossSite.status()).toBe(403);
  const stranger = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  expect((await stranger.get(`/api/posts/${id}/revisions`)).status()).toBe(401);
  await stranger.dispose();
  expect((await (await page.request.get(`/api/posts/${id}`)).json()).post.version).toBe(2);
});
