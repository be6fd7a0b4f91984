import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import { expectNoAxeViolations } from "./support/axe";
import { signInThroughApi } from "./support/auth";
import { E2E_BASE_URL } from "./support/constants";

/**
 * Search and sharing (docs/content.md, "Posts"): a post's search and sharing settings reach its
 * public page's head (and a hidden post leaves the sitemap), and an image in the text is published
 * only with a description, which the public page's <img> then carries. Each scenario writes its own
 * posts: others use the demo ones.
 */

const editorLoaded = expect.configure({ timeout: 20_000 });
const WRITE_HEADERS = { origin: E2E_BASE_URL, "content-type": "application/json" };

const LANGUAGES = [
  {
    locale: "ar" as const,
    dashboard: "/dashboard",
    blog: "/blog",
    sitemap: "/sitemap.xml",
    acceptLanguage: "ar-SA",
    text: {
      content: "المحتوى",
      save: "حفظ",
      saved: /^تم الحفظ/,
      status: "الحالة",
      published: "منشور",
      seoTitle: "عنوان نتائج البحث",
      upload: "رفع صورة للمشاركة",
      noindex: "إخفاء المقال عن محركات البحث",
      tooLong: /ونتائج البحث تقصّ العناوين بعد نحو 60 حرفًا/,
      altField: "وصف الصورة 1",
      altMissing: "في المقال صورة بلا وصف: صِفها أو علّمها بأنها زخرفية قبل النشر.",
      altMissingTwo: "في المقال صورتان بلا وصف: صِفهما أو علّمهما بأنهما زخرفيتان قبل النشر.",
      searchPreview: "معاينة نتيجة البحث",
    },
    post: {
      title: "دليل الامتثال لضوابط الأمن السيبراني",
      body: "خطوات عملية للبدء بتقييم الفجوات.",
      seoTitle: "دليل ضوابط الأمن السيبراني خطوة بخطوة",
      alt: "مخطط يبيّن خطوات تقييم الفجوات الخمس",
    },
  },
  {
    locale: "en" as const,
    dashboard: "/en/dashboard",
    blog: "/en/blog",
    sitemap: "/en/sitemap.xml",
    acceptLanguage: "en-US",
    text: {
      content: "Content",
      save: "Save",
      saved: /^Saved/,
      status: "Status",
      published: "Published",
      seoTitle: "SEO title",
      upload: "Upload a social image",
      noindex: "Hide from search engines",
      tooLong: /search results cut titles after about 60, so shorten it/,
      altField: "Description of image 1",
      altMissing: "1 image has no description: describe it or mark it decorative before publishing.",
      altMissingTwo: "2 images have no description: describe them or mark them decorative before publishing.",
      searchPreview: "Search result preview",
    },
    post: {
      title: "A compliance guide to the Essential Cybersecurity Controls",
      body: "Practical steps to start a gap assessment.",
      seoTitle: "ECC compliance, step by step",
      alt: "A chart of the five steps of a gap assessment",
    },
  },
];

async function createPost(
  page: Page,
  fields: { title: string; slug: string; locale: "ar" | "en"; status: "draft" | "published"; body: string },
): Promise<number> {
  const response = await page.request.post("/api/posts", {
    headers: WRITE_HEADERS,
    data: {
      title: fields.title,
      slug: fields.slug,
      metaDescription: "",
      coverImage: "/blog/covers/nca-ecc.jpg",
      locale: fields.locale,
      status: fields.status,
      author: "Test",
      content: { ops: [{ insert: `${fields.body}\n` }] },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number } }).post.id;
}

const headMeta = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute("content");

for (const language of LANGUAGES) {
  const { text, post } = language;

  test.describe(`search, sharing and image descriptions (${language.locale})`, () => {
    test.use({ locale: language.acceptLanguage });
    test.beforeEach(async ({ page }) => {
      await signInThroughApi(page.request);
    });

    test("an SEO title, a social image and 'hide from search engines' reach the public page's head, and the post leaves the sitemap", async ({
      page,
    }) => {
      const slug = `seo-${language.locale}-${Date.now().toString(36)}`;
      const id = await createPost(page, { ...post, slug, locale: language.locale, status: "published" });
      const publicPath = `${language.blog}/${slug}`;
      expect(await (await page.request.get(language.sitemap)).text()).toContain(`${publicPath}</loc>`);

      await page.goto(`${language.dashboard}/posts/${id}`);
      await editorLoaded(page.getByRole("textbox", { name: text.content })).toBeVisible();

      const seoTitle = page.getByLabel(text.seoTitle, { exact: true });
      // Past 60 characters the counter turns into a warning.
      await seoTitle.fill("x".repeat(61));
      await expect(page.getByTestId("seo-title-count")).toHaveText(text.tooLong);
      await seoTitle.fill(post.seoTitle);
      await expect(page.getByTestId("seo-title-count")).not.toHaveText(text.tooLong);

      // The previews follow the form, in the post's direction.
      const searchPreview = page.getByTestId("search-preview");
      await expect(searchPreview).toHaveAttribute("dir", language.locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("search-preview-title")).toHaveText(post.seoTitle);
      await expect(page.getByTestId("search-preview-url")).toContainText(slug);
      await expect(page.getByTestId("social-preview")).toHaveAttribute("dir", language.locale === "ar" ? "rtl" : "ltr");
      await expect(page.getByTestId("social-preview").locator("img")).toHaveAttribute(
        "src",
        "/blog/covers/nca-ecc.jpg",
      );

      await page.getByLabel(text.upload).setInputFiles("public/solutions/managed-it.jpg");
      const socialImage = page.getByTestId("social-preview").locator("img");
      await expect(socialImage).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.webp$/);
      const socialSrc = (await socialImage.getAttribute("src")) ?? "";

      await page.getByLabel(text.noindex).check();
      await page.getByRole("button", { name: text.save, exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText(text.saved);

      await page.goto(publicPath);
      await expect(page).toHaveTitle(
        `${post.seoTitle} | ${language.locale === "ar" ? "أساس للاستشارات التقنية" : "Asas Tech Consulting"}`,
      );
      expect(await headMeta(page, 'meta[name="robots"]')).toMatch(/\bnoindex\b/);
      expect(await headMeta(page, 'meta[property="og:image"]')).toBe(`${E2E_BASE_URL}${socialSrc}`);
      expect(await headMeta(page, 'meta[name="twitter:image"]')).toBe(`${E2E_BASE_URL}${socialSrc}`);
      // The headline stays whole on the page and in shared cards.
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
      expect(await headMeta(page, 'meta[property="og:title"]')).toBe(post.title);

      expect(await (await page.request.get(language.sitemap)).text()).not.toContain(`${publicPath}</loc>`);
    });

    test("an image is published only with a description, which the public page's <img> carries", async ({ page }) => {
      const slug = `alt-${language.locale}-${Date.now().toString(36)}`;
      const id = await createPost(page, { ...post, slug, locale: language.locale, status: "draft" });
      await page.goto(`${language.dashboard}/posts/${id}`);
      const area = page.getByRole("textbox", { name: text.content });
      await editorLoaded(area).toBeVisible();

      await area.click();
      await page.keyboard.press("End");
      const chooser = page.waitForEvent("filechooser");
      await page.locator("#post-content .ql-toolbar button.ql-image").click();
      await (await chooser).setFiles("public/blog/inline/nca-ecc.jpg");
      await expect(area.locator("img")).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.webp$/);
      // The new image's description field takes the focus.
      const altField = page.getByLabel(text.altField, { exact: true });
      await expect(altField).toBeFocused();
      // The descriptions beside the text, and the search and sharing panel, pass axe (the image in
      // the writing area has no description yet: that is what the panel asks for).
      await expectNoAxeViolations(page, { exclude: ["#post-content .ql-editor img"] });

      // Publishing is refused before anything is sent, beside the text, and nothing is lost.
      await page.getByLabel(text.status, { exact: true }).selectOption({ label: text.published });
      await page.getByRole("button", { name: text.save, exact: true }).click();
      await expect(page.getByRole("alert").filter({ hasText: text.altMissing })).toBeVisible();
      await expect(area.locator("img")).toHaveCount(1);

      // The server refuses it too, saying how many images, in the editor's language.
      const current = (await (await page.request.get(`/api/posts/${id}`)).json()) as {
        post: { version: number };
      };
      const refused = await page.request.put(`/api/posts/${id}`, {
        headers: { ...WRITE_HEADERS, referer: `${E2E_BASE_URL}${language.dashboard}` },
        data: {
          title: post.title,
          slug,
          locale: language.locale,
          status: "published",
          version: current.post.version,
          content: {
            ops: [
              { insert: "Text\n" },
              { insert: { image: "/blog/inline/nca-ecc.jpg" } },
              { insert: { image: "/blog/inline/pdpl.jpg" } },
              { insert: "\n" },
            ],
          },
        },
      });
      expect(refused.status()).toBe(400);
      const error = ((await refused.json()) as { error: { code: string; message: string; fields: object } }).error;
      expect(error).toMatchObject({ code: "image_alt_missing", message: text.altMissingTwo });

      await altField.fill(post.alt);
      await page.getByRole("button", { name: text.save, exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText(text.saved);

      await page.goto(`${language.blog}/${slug}`);
      const image = page.locator("article img[src^='/uploads/']");
      await expect(image).toHaveAttribute("alt", post.alt);
      await expect(page.getByRole("img", { name: post.alt })).toBeVisible();
    });
  });
}
