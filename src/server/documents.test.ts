import { describe, expect, it } from "vitest";
import {
  attachmentDisposition,
  claimsToBePdf,
  DOCUMENT_MAX_BYTES,
  DocumentRejectedError,
  isPdf,
  storeDocument,
} from "./documents";
import { readUploadBytes } from "./uploads";

const pdf = Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

describe("documents", () => {
  it("stores a PDF as it came, under a random .pdf name", async () => {
    const stored = await storeDocument(pdf);
    expect(stored).toMatchObject({ contentType: "application/pdf", byteSize: pdf.length, width: 0, height: 0 });
    expect(stored.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.pdf$/);
    expect((await readUploadBytes(stored.key))?.equals(pdf)).toBe(true);
  });

  it.each([
    ["HTML renamed to .pdf", Buffer.from("<html><script>alert(1)</script></html>")],
    ["a PNG", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")],
    ["a header further down", Buffer.concat([Buffer.from("junk\n"), pdf])],
    ["a lowercase header", Buffer.from("%pdf-1.4\n")],
  ])("refuses %s as not a PDF", async (_name, bytes) => {
    expect(isPdf(bytes)).toBe(false);
    await expect(storeDocument(bytes)).rejects.toMatchObject({ code: "not_a_pdf" });
  });

  it("refuses an empty file and one over the cap", async () => {
    await expect(storeDocument(Buffer.alloc(0))).rejects.toBeInstanceOf(DocumentRejectedError);
    const huge = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    await expect(storeDocument(huge)).rejects.toMatchObject({ code: "too_large" });
  });

  it("tells a file that claims to be a PDF by its name or type", () => {
    expect(claimsToBePdf({ name: "Company profile.PDF", type: "" })).toBe(true);
    expect(claimsToBePdf({ name: "profile", type: "application/pdf" })).toBe(true);
    expect(claimsToBePdf({ name: "photo.png", type: "image/png" })).toBe(false);
  });

  it("names the download in ASCII and in UTF-8, with nothing that could break the header", () => {
    expect(attachmentDisposition("ملف الشركة.pdf")).toBe(
      `attachment; filename="___ ______.pdf"; filename*=UTF-8''${encodeURIComponent("ملف الشركة.pdf")}`,
    );
    expect(attachmentDisposition('brochure"\r\n; x=1/../a')).toBe(
      `attachment; filename="brochure; x=1..a.pdf"; filename*=UTF-8''brochure%3B%20x%3D1..a.pdf`,
    );
    expect(attachmentDisposition("")).toMatch(/^attachment; filename="document\.pdf"/);
  });
});
