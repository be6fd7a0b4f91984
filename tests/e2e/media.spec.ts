import { readFileSync } from "node:fs";
import { get as httpGet } from "node:http";
import { expect, type Page } from "@playwright/test";
import { test } from "./support/test";
import sharp from "sharp";
import { expectNoAxeViolations } from "./support/axe";
import { signInThroughApi } from "./support/auth";
import { BROWSER_USER_AGENT, E2E_BASE_URL } from "./support/constants";

/**
 * The media library (docs/content.md, "Media library"): an image uploaded in the editor is in /dashboard/media with its
 * sizes; staff describe it per language, see which posts use it, reuse it as another post's cover
 * and in a post's text from the editor's library dialog, and delete an image only when nothing uses it.
 */
const TEXT = {
  en: {
    prefix: "/en",
    contentLocale: "en-US",
    title: "Media library",
    upload: "Upload an image",
    save: "Save",
    saved: /^Saved/,
    coverPreview: "Cover preview",
    fromLibrary: "Choose from the library",
    insertFromLibrary: "Insert an image from the library",
    dialog: "Choose an image from the library",
    search: "Search by file name or description",
    searchButton: "Search",
    altAr: "Description in Arabic",
    altEn: "Description in English",
    saveAlt: (name: string) => `Save descriptions of ${name}`,
    descriptionsSaved: "Descriptions saved.",
    usedAsCover: (title: string) => `Cover of “${title}”`,
    usedInText: (title: string) => `In the text of “${title}”`,
    unused: "Not used anywhere.",
    inUse: "It cannot be deleted while it is used: remove it from the places above first.",
    refused: "This image is still used, so it cannot be deleted.",
    delete: (name: string) => `Delete ${name}`,
    confirm: "Delete the image",
    deleted: "Image deleted.",
    content: "Content",
  },
  ar: {
    prefix: "",
    contentLocale: "ar-SA",
    title: "مكتبة الوسائط",
    upload: "رفع صورة",
    save: "حفظ",
    saved: /^تم الحفظ/,
    coverPreview: "معاينة الغلاف",
    fromLibrary: "اختر من المكتبة",
    insertFromLibrary: "أدرج صورة من المكتبة",
    dialog: "اختر صورة من المكتبة",
    search: "ابحث باسم الملف أو بالوصف",
    searchButton: "بحث",
    altAr: "الوصف بالعربية",
    altEn: "الوصف بالإنجليزية",
    saveAlt: (name: string) => `حفظ وصف \u2068${name}\u2069`,
    descriptionsSaved: "حُفظ الوصف.",
    usedAsCover: (title: string) => `غلاف «\u2068${title}\u2069»`,
    usedInText: (title: string) => `داخل نص «\u2068${title}\u2069»`,
    unused: "غير مستخدمة في أي مكان.",
    inUse: "لا يمكن حذفها ما دامت مستخدمة: أزِلها أولًا من الأماكن المذكورة أعلاه.",
    refused: "لا يمكن حذف هذه الصورة لأنها ما زالت مستخدمة.",
    delete: (name: string) => `حذف \u2068${name}\u2069`,
    confirm: "احذف الصورة",
    deleted: "حُذفت الصورة.",
    content: "المحتوى",
  },
} as const;

/**
 * A small picture of one colour, with one pixel of its own: the same file uploaded twice is one
 * library entry, and each test's uploads must be new files.
 */
let pictures = 0;
const picture = (color: string) => {
  const [red, green, blue] = [1, 3, 5].map((start) => parseInt(color.slice(start, start + 2), 16));
  const pixels = Buffer.alloc(64 * 48 * 3);
  for (let index = 0; index < pixels.length; index += 3) pixels.set([red!, green!, blue!], index);
  pictures += 1;
  pixels.set([Date.now() % 256, pictures % 256, Math.floor(Math.random() * 256)], 0);
  return sharp(pixels, { raw: { width: 64, height: 48, channels: 3 } })
    .png()
    .toBuffer();
};

async function createPost(page: Page, locale: "ar" | "en", title: string): Promise<number> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const response = await page.request.post("/api/posts", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      title,
      slug: `media-${locale}-${stamp}`,
      metaDescription: "A post the media library tests use.",
      coverImage: "",
      locale,
      status: "draft",
      author: "Test",
      content: { ops: [{ insert: "A first paragraph.\n" }] },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { post: { id: number } }).post.id;
}

/** The library's card of one image, found by its file name. */
const card = (page: Page, name: string) => page.getByTestId("media-item").filter({ hasText: name });

const editorLoaded = expect.configure({ timeout: 20_000 });

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];
  test.describe(`the media library in ${locale === "en" ? "English" : "Arabic"}`, () => {
    test.use({ locale: t.contentLocale });

    test.beforeEach(async ({ page }) => {
      await signInThroughApi(page.request);
    });

    test("upload in the editor, describe it, see where it is used, reuse it, delete an unused one", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const stamp = Date.now().toString(36);
      const name = `office-${locale}-${stamp}.png`;
      const firstTitle = `${locale === "ar" ? "مقال الغلاف" : "Cover post"} ${stamp}`;
      const secondTitle = `${locale === "ar" ? "مقال يعيد الصورة" : "Reusing post"} ${stamp}`;
      const first = await createPost(page, locale, firstTitle);
      const second = await createPost(page, locale, secondTitle);

      // 1. Upload a cover in the editor and save the post.
      await page.goto(`${t.prefix}/dashboard/posts/${first}`);
      await editorLoaded(page.getByRole("textbox", { name: t.content })).toBeVisible();
      await page
        .getByLabel(t.upload, { exact: true })
        .setInputFiles({ name, mimeType: "image/png", buffer: await picture("#0b5d56") });
      const cover = page.getByRole("img", { name: t.coverPreview });
      await expect(cover).toHaveAttribute("src", /^\/uploads\/[0-9a-f-]{36}\.webp$/);
      const url = (await cover.getAttribute("src")) ?? "";
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText(t.saved);

      // 2. Find it in the library with its sizes, and where it is used.
      await page.goto(`${t.prefix}/dashboard/media`);
      await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
      await page.getByLabel(t.search).fill(name);
      await page.getByRole("button", { name: t.searchButton, exact: true }).click();
      await expect(page).toHaveURL(/[?&]q=/);
      await expect(page.getByTestId("media-item")).toHaveCount(1);
      const item = card(page, name);
      await expect(item.locator("img")).toHaveAttribute("src", url);
      await expect(item).toContainText(locale === "ar" ? "64 × 48 بكسل" : "64 × 48 px");
      await expect(item).toContainText(locale === "ar" ? "ك.ب" : "KB");
      const usedAsCover = item.getByRole("link", { name: t.usedAsCover(firstTitle) });
      await expect(usedAsCover).toHaveAttribute("href", `${t.prefix}/dashboard/posts/${first}`);
      // In use: no delete button, and the reason instead.
      await expect(item.getByRole("button", { name: t.delete(name) })).toHaveCount(0);
      await expect(item).toContainText(t.inUse);

      // The server refuses too, in the caller's language.
      const refused = await page.request.delete(`/api/media/${await mediaId(page, url)}`, {
        headers: { origin: E2E_BASE_URL, referer: `${E2E_BASE_URL}${t.prefix}/dashboard/media` },
      });
      expect(refused.status()).toBe(409);
      const refusal = (await refused.json()) as { error: { code: string; message: string; usage: unknown[] } };
      expect(refusal.error.code).toBe("media_in_use");
      expect(refusal.error.message).toContain(t.refused);
      expect(refusal.error.usage).toEqual([expect.objectContaining({ kind: "cover", postId: first })]);

      // 3. Describe it in both languages; the descriptions are kept.
      await item.getByLabel(t.altAr).fill("واجهة مكتب الرياض");
      await item.getByLabel(t.altEn).fill("The front of the Riyadh office");
      await item.getByRole("button", { name: t.saveAlt(name) }).click();
      await expect(page.getByText(t.descriptionsSaved)).toBeVisible();
      await page.reload();
      await expect(card(page, name).getByLabel(t.altEn)).toHaveValue("The front of the Riyadh office");
      await expect(card(page, name).getByLabel(t.altAr)).toHaveValue("واجهة مكتب الرياض");
      await expectNoAxeViolations(page);

      // 4. Reuse it as the second post's cover and in its text, from the library dialog.
      await page.goto(`${t.prefix}/dashboard/posts/${second}`);
      const writing = page.getByRole("textbox", { name: t.content });
      await editorLoaded(writing).toBeVisible();
      await page.getByRole("button", { name: t.fromLibrary }).click();
      const dialog = page.getByRole("dialog", { name: t.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(t.search).fill(name);
      await dialog.getByLabel(t.search).press("Enter");
      await dialog.getByRole("button", { name }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("img", { name: t.coverPreview })).toHaveAttribute("src", url);

      await writing.click();
      await page.keyboard.press("Control+End");
      await page.getByRole("button", { name: t.insertFromLibrary }).click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole("button", { name }).click();
      const alt = locale === "ar" ? "واجهة مكتب الرياض" : "The front of the Riyadh office";
      await expect(writing.locator(`img[src="${url}"]`)).toHaveAttribute("alt", alt);
      await page.getByRole("button", { name: t.save, exact: true }).click();
      await expect(page.getByTestId("save-state")).toHaveText(t.saved);

      await page.goto(`${t.prefix}/dashboard/media?q=${encodeURIComponent(name)}`);
      const reused = card(page, name);
      await expect(reused.getByRole("link", { name: t.usedAsCover(firstTitle) })).toBeVisible();
      await expect(reused.getByRole("link", { name: t.usedAsCover(secondTitle) })).toHaveAttribute(
        "href",
        `${t.prefix}/dashboard/posts/${second}`,
      );
      await expect(reused.getByRole("link", { name: t.usedInText(secondTitle) })).toBeVisible();

      // 5. An image nothing uses is deleted, and its address stops working.
      const spareName = `spare-${locale}-${stamp}.png`;
      const uploaded = await page.request.post("/api/uploads", {
        headers: { origin: E2E_BASE_URL },
        multipart: { file: { name: spareName, mimeType: "image/png", buffer: await picture("#c8a24a") } },
      });
      expect(uploaded.status()).toBe(201);
      const spareUrl = ((await uploaded.json()) as { url: string }).url;
      expect((await page.request.get(spareUrl)).status()).toBe(200);
      await page.goto(`${t.prefix}/dashboard/media?q=${encodeURIComponent(spareName)}`);
      const spare = card(page, spareName);
      await expect(spare).toContainText(t.unused);
      await spare.getByRole("button", { name: t.delete(spareName) }).click();
      await page.getByRole("dialog").getByRole("button", { name: t.confirm }).click();
      await expect(page.getByText(t.deleted)).toBeVisible();
      await expect(card(page, spareName)).toHaveCount(0);
      expect((await page.request.get(spareUrl)).status()).toBe(404);
      // The used one is still there.
      expect((await page.request.get(url)).status()).toBe(200);
    });
  });
}

/** The library's id of the image at `url`. */
async function mediaId(page: Page, url: string): Promise<number> {
  const response = await page.request.get("/api/media");
  const { items } = (await response.json()) as { items: Array<{ id: number; url: string }> };
  const found = items.find((item) => item.url === url);
  if (!found) throw new Error(`${url} is not in the library`);
  return found.id;
}

test("an upload is served with its type, length, immutable caching and an ETag that answers 304", async ({ page }) => {
  await signInThroughApi(page.request);
  const uploaded = await page.request.post("/api/uploads", {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name: "etag.png", mimeType: "image/png", buffer: await picture("#1f2a44") } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const response = await fetch(`${E2E_BASE_URL}${url}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(Number(response.headers.get("content-length"))).toBe(bytes.byteLength);
  expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  const etag = response.headers.get("etag") ?? "";
  expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
  const again = await fetch(`${E2E_BASE_URL}${url}`, { headers: { "if-none-match": etag } });
  expect(again.status).toBe(304);
  expect(again.headers.get("etag")).toBe(etag);
});

/**
 * One optimised answer of `/_next/image`, read off the wire: its status, the length it announced
 * and the bytes that came. An answer that announces more than it sends never ends on its own (the
 * connection stays open): it is cut after a while and reported with what had arrived.
 */
function optimisedImage(url: string) {
  return new Promise<{ status: number; type: string; announced: number; body: Buffer }>((resolve, reject) => {
    const request = httpGet(url, {
      headers: { accept: "image/avif,image/webp,*/*", "user-agent": BROWSER_USER_AGENT },
    });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      const announced = Number(response.headers["content-length"]);
      const cut = setTimeout(() => {
        request.destroy();
        reject(new Error(`${url}: ${Buffer.concat(chunks).length} of ${announced} announced bytes arrived`));
      }, 10_000);
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        clearTimeout(cut);
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, type: String(response.headers["content-type"]), announced, body });
      });
    });
    request.on("error", reject);
  });
}

/** Every width next/image may be asked for, as this build allows them. */
function allowedImageWidths(): number[] {
  const { config } = JSON.parse(readFileSync(".next/required-server-files.json", "utf8")) as {
    config: { images: { deviceSizes: number[]; imageSizes: number[] } };
  };
  return [...config.images.imageSizes, ...config.images.deviceSizes].sort((a, b) => a - b);
}

test("a fresh upload's first optimised answer at every width is whole, and a post with it as cover loads", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  // A picture large enough to have a different file at every width, uploaded just now, so that no
  // optimised copy of it exists before the requests below.
  const drawing = `<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1250">
    <defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#0b3d5c"/><stop offset="1" stop-color="#e8b04a"/></linearGradient></defs>
    <rect width="2000" height="1250" fill="url(#g)"/>
    ${Array.from({ length: 60 }, (_, i) => `<circle cx="${(i * 331) % 2000}" cy="${(i * 197) % 1250}" r="${20 + ((i * 37) % 90)}" fill="#${((i * 2654435761) % 0xffffff).toString(16).padStart(6, "0")}" opacity="0.6"/>`).join("")}
  </svg>`;
  const uploaded = await page.request.post("/api/uploads", {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      file: {
        name: `fresh-${Date.now()}.png`,
        mimeType: "image/png",
        buffer: await sharp(Buffer.from(drawing)).png().toBuffer(),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const original = (await page.request.get(url)).headers()["content-length"];

  for (const width of allowedImageWidths()) {
    const address = `${E2E_BASE_URL}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`;
    // The first answer makes the optimised copy; the second comes from the image cache.
    for (const attempt of ["first", "second"]) {
      const answer = await optimisedImage(address);
      expect(answer.status, `${attempt} answer at w=${width}`).toBe(200);
      expect(answer.type, `${attempt} answer at w=${width}`).toMatch(/^image\/(avif|webp)$/);
      expect(answer.body.length, `${attempt} answer at w=${width} (the original has ${original} bytes)`).toBe(
        answer.announced,
      );
      const decoded = await sharp(answer.body).metadata();
      expect(decoded.width, `${attempt} answer at w=${width}`).toBeLessThanOrEqual(width);
      expect(decoded.width, `${attempt} answer at w=${width}`).toBeGreaterThan(0);
    }
  }

  // In Chromium: a post whose cover is another fresh upload shows it and finishes loading.
  const cover = await page.request.post("/api/uploads", {
    headers: { origin: E2E_BASE_URL },
    multipart: {
      file: {
        name: `cover-${Date.now()}.png`,
        mimeType: "image/png",
        buffer: await sharp(Buffer.from(drawing)).rotate(180).png().toBuffer(),
      },
    },
  });
  const coverUrl = ((await cover.json()) as { url: string }).url;
  const slug = `fresh-cover-${Date.now().toString(36)}`;
  const created = await page.request.post("/api/posts", {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      title: "A post with a fresh cover",
      slug,
      metaDescription: "A cover uploaded a moment ago.",
      coverImage: coverUrl,
      locale: "en",
      status: "published",
      content: { ops: [{ insert: "A paragraph under the cover.\n" }] },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const failed: string[] = [];
  page.on("requestfailed", (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/en/blog/${slug}`, { waitUntil: "load", timeout: 20_000 });
  const image = page.getByRole("img", { name: "A cover uploaded a moment ago." });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
  expect(failed).toEqual([]);
});

for (const locale of ["en", "ar"] as const) {
  const t = {
    en: {
      prefix: "/en",
      upload: "Upload an image or a PDF",
      uploaded: "Image uploaded to the library.",
      again: "This image is already in the library, so it was not added again.",
      search: "Search by file name or description",
      searchButton: "Search",
    },
    ar: {
      prefix: "",
      upload: "رفع صورة أو ملف PDF",
      uploaded: "رُفعت الصورة إلى المكتبة.",
      again: "هذه الصورة موجودة في المكتبة، فلم تُضف مرة أخرى.",
      search: "ابحث باسم الملف أو بالوصف",
      searchButton: "بحث",
    },
  }[locale];

  test(`${locale}: the library has its own upload button, and the same file uploaded twice is one entry`, async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    const stamp = `${Date.now().toString(36)}${locale}`;
    const bytes = await picture("#5b3a8c");
    await page.goto(`${t.prefix}/dashboard/media`);
    await page
      .getByLabel(t.upload, { exact: true })
      .setInputFiles({ name: `team-${stamp}.png`, mimeType: "image/png", buffer: bytes });
    await expect(page.getByText(t.uploaded)).toBeVisible();
    await expect(card(page, `team-${stamp}.png`)).toHaveCount(1);
    await expectNoAxeViolations(page);

    // The same bytes under another name: not a second entry.
    await page
      .getByLabel(t.upload, { exact: true })
      .setInputFiles({ name: `team-copy-${stamp}.png`, mimeType: "image/png", buffer: bytes });
    await expect(page.getByText(t.again)).toBeVisible();
    await page.getByLabel(t.search).fill(stamp);
    await page.getByRole("button", { name: t.searchButton, exact: true }).click();
    await expect(page.getByTestId("media-item")).toHaveCount(1);
    await expect(card(page, `team-${stamp}.png`)).toHaveCount(1);

    // The API answers the same: the earlier entry, 200 rather than 201.
    const again = await page.request.post("/api/uploads", {
      headers: { origin: E2E_BASE_URL },
      multipart: { file: { name: "third.png", mimeType: "image/png", buffer: bytes } },
    });
    expect(again.status()).toBe(200);
    const answer = (await again.json()) as { id: number; existing: boolean; url: string };
    expect(answer.existing).toBe(true);
    expect(answer.id).toBe(await mediaId(page, answer.url));
  });
}

test("a description typed for an image in a post becomes its library description in the post's language", async ({
  page,
}) => {
  await signInThroughApi(page.request);
  const name = `described-${Date.now().toString(36)}.png`;
  const uploaded = await page.request.post("/api/uploads", {
    headers: { origin: E2E_BASE_URL },
    multipart: { file: { name, mimeType: "image/png", buffer: await picture("#2a6f3e") } },
  });
  expect(uploaded.status()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const id = await createPost(page, "en", "A post that describes its image");
  const current = (await (await page.request.get(`/api/posts/${id}`)).json()) as { post: Record<string, unknown> };
  const saved = await page.request.put(`/api/posts/${id}`, {
    headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
    data: {
      ...current.post,
      content: {
        ops: [
          { insert: "Costs fell.\n" },
          { insert: { image: url }, attributes: { alt: "Cloud costs by quarter, 2026" } },
          { insert: "\n" },
        ],
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/en/dashboard/media?q=${encodeURIComponent(name)}`);
  const item = card(page, name);
  await expect(item.getByLabel("Description in English")).toHaveValue("Cloud costs by quarter, 2026");
  await expect(item.getByLabel("Description in Arabic")).toHaveValue("");
  // Offered again where the image is used next: the editor's library dialog inserts it with it.
  const listed = (await (await page.request.get(`/api/media?q=${encodeURIComponent(name)}`)).json()) as {
    items: Array<{ altEn: string }>;
  };
  expect(listed.items[0]?.altEn).toBe("Cloud costs by quarter, 2026");
});
