import "server-only";
import { json } from "@/server/http";
import { BODY_LIMITS, BodyTooLargeError, readForm } from "@/server/request-body";
import { refuse, route } from "@/server/route";
import { readUpload, storeImage, UPLOAD_MAX_BYTES, UploadRejectedError } from "./uploads";

const rejected = (code: UploadRejectedError["code"], status = 400) => refuse(status, code);

/** POST /api/uploads: an image for a cover or the editor (multipart field "file"), for staff. */
export const uploadImageHandler = route({ access: "staff" }, async ({ request }) => {
  // Parsed only after the capped read: a chunked body cannot make the server hold more.
  const form = await readForm(request, BODY_LIMITS.uploads).catch((error: unknown) => {
    throw error instanceof BodyTooLargeError ? rejected("too_large", 413) : rejected("not_an_image");
  });
  const value = form.get("file");
  const file = value instanceof File ? value : null;
  if (!file) throw rejected("empty");
  if (file.size > UPLOAD_MAX_BYTES) throw rejected("too_large", 413);
  try {
    return json(await storeImage(Buffer.from(await file.arrayBuffer())), { status: 201 });
  } catch (error) {
    if (error instanceof UploadRejectedError) throw rejected(error.code, error.code === "too_large" ? 413 : 415);
    throw error;
  }
});

/** GET /uploads/{name}: a stored image, never sniffed as anything else. */
export const serveUploadHandler = route({}, async (_call, name: string) => {
  const bytes = await readUpload(name);
  if (!bytes) return new Response("Not found", { status: 404, headers: { "content-type": "text/plain" } });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "content-type": "image/webp",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "public, max-age=31536000, immutable",
      "content-disposition": "inline",
    },
  });
});
