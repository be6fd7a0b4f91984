import "server-only";
import { handleAppError } from "@/lib/errors/handle-app-error";
import { authorizeApi } from "@/server/auth/current-user";
import { json } from "@/server/http";
import { BODY_LIMITS, BodyTooLargeError, readForm } from "@/server/request-body";
import { readUpload, storeImage, UPLOAD_MAX_BYTES, UploadRejectedError } from "./uploads";

const NO_STORE = { "cache-control": "no-store" };

export async function uploadImageHandler(request: Request): Promise<Response> {
  const auth = await authorizeApi(request).catch(() => null);
  if (!auth) return json({ error: { status: 503, message: "Unavailable" } }, { status: 503 });
  if ("response" in auth) return auth.response;
  let file: File | null = null;
  try {
    // Parsed only after the capped read: a chunked body cannot make the server hold more.
    const form = await readForm(request, BODY_LIMITS.uploads);
    const value = form.get("file");
    file = value instanceof File ? value : null;
  } catch (error) {
    if (error instanceof BodyTooLargeError) return rejected("too_large", 413);
    return rejected("not_an_image");
  }
  if (!file) return rejected("empty");
  if (file.size > UPLOAD_MAX_BYTES) return rejected("too_large", 413);
  try {
    const stored = await storeImage(Buffer.from(await file.arrayBuffer()));
    return json(stored, { status: 201, headers: NO_STORE });
  } catch (error) {
    if (error instanceof UploadRejectedError) return rejected(error.code, error.code === "too_large" ? 413 : 415);
    handleAppError(error, { phase: "request", path: "/api/uploads" });
    return json(
      { error: { status: 500, message: "The image could not be stored" } },
      { status: 500, headers: NO_STORE },
    );
  }
}

function rejected(code: UploadRejectedError["code"], status = 400): Response {
  return json({ error: { status, code, message: "This file was refused" } }, { status, headers: NO_STORE });
}

/** GET /uploads/{name}: a stored image, never sniffed as anything else. */
export async function serveUploadHandler(_request: Request, name: string): Promise<Response> {
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
}
