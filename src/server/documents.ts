import "server-only";
import { randomUUID } from "node:crypto";
import { fileStorage } from "@/server/storage";

/**
 * Documents in the media library (docs/content.md, "Media library"; docs/security.md, "Hostile
 * uploads"): PDF files only (a company profile, a brochure, a case study), recognised by their
 * content, kept as they came (a PDF cannot be re-encoded the way an image is) and served only as
 * downloads, never shown inside the site: whatever scripts or attachments a PDF carries run, if at
 * all, in the visitor's own PDF reader, never under the site's origin.
 */

export const PDF_CONTENT_TYPE = "application/pdf";
/** Largest document accepted: the same cap as an image's, which the upload's body limit allows. */
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;

/** A PDF starts with its header, `%PDF-` and the version (ISO 32000-1, 7.5.2). */
export const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

/** Whether the file says it is a PDF (its name or its type), whatever its content. */
export const claimsToBePdf = (file: { name: string; type: string }) =>
  file.type === PDF_CONTENT_TYPE || /\.pdf$/i.test(file.name);

export class DocumentRejectedError extends Error {
  constructor(readonly code: "not_a_pdf" | "too_large" | "empty") {
    super(code);
    this.name = "DocumentRejectedError";
  }
}

export type StoredDocument = {
  url: string;
  key: string;
  width: 0;
  height: 0;
  contentType: typeof PDF_CONTENT_TYPE;
  byteSize: number;
};

/** Checks a PDF by its content and size and stores it, as it came, under a random name. */
export async function storeDocument(bytes: Buffer): Promise<StoredDocument> {
  if (bytes.length === 0) throw new DocumentRejectedError("empty");
  if (bytes.length > DOCUMENT_MAX_BYTES) throw new DocumentRejectedError("too_large");
  if (!isPdf(bytes)) throw new DocumentRejectedError("not_a_pdf");
  const key = `${randomUUID()}.pdf`;
  await fileStorage().put(key, bytes, PDF_CONTENT_TYPE);
  return { url: `/uploads/${key}`, key, width: 0, height: 0, contentType: PDF_CONTENT_TYPE, byteSize: bytes.length };
}

/**
 * `Content-Disposition: attachment` with the name it was uploaded under: a plain ASCII `filename`
 * for old clients and the UTF-8 one (RFC 6266, RFC 8187) for an Arabic name; quotes, slashes and
 * control characters never reach the header.
 */
export function attachmentDisposition(name: string): string {
  const clean = name.replace(/[\u0000-\u001f\u007f"\\/]/g, "").trim() || "document.pdf";
  const withExtension = /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
  const ascii = withExtension.replace(/[^\x20-\x7e]/g, "_");
  const encoded = encodeURIComponent(withExtension).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
