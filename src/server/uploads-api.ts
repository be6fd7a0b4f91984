import "server-only";
import { log } from "@/lib/log";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import {
  DuplicateUploadError,
  findUploadByHash,
  forgetUploadHash,
  recordUpload,
  uploadHash,
  type MediaItem,
} from "@/server/media/store";
import { BODY_LIMITS, BodyTooLargeError, readForm, UnstorableTextError } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { fileStorage } from "@/server/storage";
import { readUpload, storeImage, type StoredImage, UPLOAD_MAX_BYTES, uploadKey, UploadRejectedError } from "./uploads";
import {
  attachmentDisposition,
  claimsToBePdf,
  DocumentRejectedError,
  isPdf,
  PDF_CONTENT_TYPE,
  storeDocument,
  type StoredDocument,
} from "./documents";
import { eq } from "drizzle-orm";
import { media } from "@/server/db/schema";

const rejected = (code: string, status = 400) => refuse(status, code);

/**
 * POST /api/uploads: an image for a cover or the editor (multipart field "file"), for staff. The
 * media library's own upload also sends `allow=documents`: a PDF is then taken as a document
 * (documents.ts), and a file that is neither is refused in words that say so.
 */
export const uploadImageHandler = route({ access: "staff" }, async ({ request, user }) => {
  // Parsed only after the capped read: a chunked body cannot make the server hold more.
  const form = await readForm(request, BODY_LIMITS.uploads).catch((error: unknown) => {
    if (error instanceof UnstorableTextError) throw error;
    throw error instanceof BodyTooLargeError ? rejected("too_large", 413) : rejected("not_an_image");
  });
  const value = form.get("file");
  const file = value instanceof File ? value : null;
  if (!file) throw rejected("empty");
  if (file.size > UPLOAD_MAX_BYTES) throw rejected("too_large", 413);
  const bytes = Buffer.from(await file.arrayBuffer());
  const documents = form.get("allow") === "documents";
  const asDocument = documents && (isPdf(bytes) || claimsToBePdf(file));
  // The same file uploaded again is the library's entry for it, not a second copy (its first name
  // and descriptions kept), as long as its file is still stored.
  const contentHash = uploadHash(bytes);
  const db = await getDb();
  const earlier = await findUploadByHash(db, contentHash);
  if (earlier && (await fileStorage().exists(earlier.key))) return existingUpload(earlier);
  let stored: StoredImage | StoredDocument;
  try {
    stored = asDocument ? await storeDocument(bytes) : await storeImage(bytes);
  } catch (error) {
    if (error instanceof UploadRejectedError || error instanceof DocumentRejectedError) {
      const code = documents && error.code === "not_an_image" ? "not_image_or_pdf" : error.code;
      throw rejected(code, error.code === "too_large" ? 413 : 415);
    }
    throw error;
  }
  // Every upload is in the media library; a file the database did not record is removed again.
  let item: MediaItem;
  try {
    // An entry whose file went missing gives its place (and its hash) to this one.
    if (earlier) await forgetUploadHash(db, earlier.id);
    item = await recordUpload(db, stored, { originalName: file.name, uploadedBy: user.id, contentHash });
  } catch (error) {
    await fileStorage()
      .delete(stored.key)
      .catch((cause: unknown) =>
        log("warn", "unrecorded upload not removed", { key: stored.key, cause: String(cause) }),
      );
    if (error instanceof DuplicateUploadError) return existingUpload(error.existing);
    throw error;
  }
  return json({ url: stored.url, width: stored.width, height: stored.height, id: item.id }, { status: 201 });
});

/** The library's entry for a file uploaded before: 200, not 201, and said so. */
const existingUpload = (item: MediaItem) =>
  json({ url: item.url, width: item.width, height: item.height, id: item.id, existing: true });

/** The name a document was uploaded under, for its download (the stored name if unknown). */
async function uploadedName(key: string): Promise<string> {
  try {
    const db = await getDb();
    const [row] = await db.select({ name: media.originalName }).from(media).where(eq(media.key, key)).limit(1);
    return row?.name || key;
  } catch {
    // The database is out of reach: the file still downloads, under its stored name.
    return key;
  }
}

const notFound = () => new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /uploads/{name}: a stored image, from whichever storage is configured, never sniffed as
 * anything else. Names are random and never reused, so the name is the ETag.
 */
export const serveUploadHandler = route({}, async ({ request }, name: string) => {
  if (!uploadKey(`/uploads/${name}`)) return notFound();
  const etag = `"${name.replace(/\.[a-z]+$/, "")}"`;
  const matches = request.headers
    .get("if-none-match")
    ?.split(",")
    .some((candidate) => ["*", etag, `W/${etag}`].includes(candidate.trim()));
  if (matches && (await fileStorage().exists(name)))
    return new Response(null, { status: 304, headers: { etag, "cache-control": IMMUTABLE } });
  const file = await readUpload(name);
  if (!file) return notFound();
  return new Response(file.body, {
    headers: {
      // A document is only ever a download, as a PDF, under the name it was uploaded with (documents.ts).
      "content-type": name.endsWith(".pdf") ? PDF_CONTENT_TYPE : file.contentType,
      "content-length": String(file.length),
      etag,
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": IMMUTABLE,
      "content-disposition": name.endsWith(".pdf") ? attachmentDisposition(await uploadedName(name)) : "inline",
    },
  });
});
