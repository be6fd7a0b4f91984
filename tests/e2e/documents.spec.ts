import { expect } from "@playwright/test";
import { test } from "./support/test";
import { E2E_BASE_URL } from "./support/constants";
import { signInThroughApi } from "./support/auth";
import { expectNoAxeViolations } from "./support/axe";

/**
 * PDF documents in the media library (docs/content.md, "Media library"): uploaded from the library,
 * checked by content, served only as downloads, linked from a post's text and counted as used there.
 */
const pdf = (words: string) =>
  Buffer.from(`%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% ${words}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

const TEXT = {
  en: {
    prefix: "/en",
    upload: "Upload an image or a PDF",
    uploaded: "Document uploaded to the library.",
    notPdf:
      "This file is not a PDF: its content does not start the way every PDF file does. Save or export it as PDF again and upload that file.",
    neither:
      "This file is neither an image we accept nor a PDF. Upload a JPEG, PNG, WebP or GIF image, or a PDF document.",
    kind: "PDF document",
    link: "Address to link to it from a post",
    usedInText: (title: string) => `In the text of “${title}”`,
  },
  ar: {
    prefix: "",
    upload: "رفع صورة أو ملف PDF",
    uploaded: "رُفع المستند إلى المكتبة.",
    notPdf:
      "هذا الملف ليس بصيغة PDF: محتواه لا يبدأ كما تبدأ ملفات PDF كلها. احفظه أو صدّره بصيغة PDF من جديد ثم ارفع الملف الناتج.",
    neither:
      "هذا الملف ليس صورة مقبولة ولا مستند PDF. ارفع صورة بصيغة JPEG أو PNG أو WebP أو GIF، أو مستندًا بصيغة PDF.",
    kind: "مستند PDF",
    link: "العنوان الذي تربطه به من مقال",
    usedInText: (title: string) => `داخل نص «\u2068${title}\u2069»`,
  },
};

for (const locale of ["en", "ar"] as const) {
  const t = TEXT[locale];

  test(`${locale}: a PDF goes into the library, downloads safely, is linked from a post; a fake one is refused`, async ({
    page,
  }) => {
    await signInThroughApi(page.request);
    const stamp = `${Date.now().toString(36)}${locale}`;
    const name = locale === "ar" ? `ملف الشركة ${stamp}.pdf` : `company-profile-${stamp}.pdf`;
    await page.goto(`${t.prefix}/dashboard/media`);
    const upload = page.getByLabel(t.upload, { exact: true });

    // Not a PDF, whatever its name says: refused, in the dashboard's language.
    await upload.setInputFiles({ name: "brochure.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>") });
    await expect(page.getByText(t.notPdf)).toBeVisible();
    await upload.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("plain words") });
    await expect(page.getByText(t.neither)).toBeVisible();

    await upload.setInputFiles({ name, mimeType: "application/pdf", buffer: pdf(stamp) });
    await expect(page.getByText(t.uploaded)).toBeVisible();
    const card = page.getByTestId("media-item").filter({ hasText: name });
    await expect(card).toContainText(t.kind);
    const url = await card.getByLabel(t.link).inputValue();
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    await expectNoAxeViolations(page);

    // Served as a download only: its type, never sniffed, in a sandbox, under its own name.
    const file = await page.request.get(url);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["x-content-type-options"]).toBe("nosniff");
    expect(file.headers()["content-security-policy"]).toBe("default-src 'none'; sandbox");
    expect(file.headers()["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment;/);
    expect((await file.body()).toString()).toContain(stamp);

    // The editor's image uploads still take images only.
    const asCover = await page.request.post("/api/uploads", {
      headers: { origin: E2E_BASE_URL },
      multipart: { file: { name: "cover.pdf", mimeType: "application/pdf", buffer: pdf("cover") } },
    });
    expect(asCover.status()).toBe(415);

    // Linked from a post's text: the library says where, and keeps it while it is used.
    const title = `${locale === "ar" ? "ملف تعريفي" : "Our profile"} ${stamp}`;
    const created = await page.request.post("/api/posts", {
      headers: { origin: E2E_BASE_URL, "content-type": "application/json" },
      data: {
        title,
        slug: `profile-${stamp}`,
        locale,
        status: "published",
        metaDescription: "",
        coverImage: "",
        content: { ops: [{ insert: "Download", attributes: { link: url } }, { insert: " it.\n" }] },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const slug = `profile-${stamp}`;
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(`${t.prefix}/blog/${slug}`);
    await expect(visitor.getByTestId("post-content").getByRole("link", { name: "Download" })).toHaveAttribute(
      "href",
      url,
    );
    await visitor.close();
    await page.reload();
    await expect(card.getByRole("link", { name: t.usedInText(title) })).toBeVisible();
  });
}
