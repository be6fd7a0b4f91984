import { uploadImageHandler } from "@/server/uploads-api";

// POST /api/uploads: an image for a cover or the editor (multipart field "file").
export const POST = uploadImageHandler;
