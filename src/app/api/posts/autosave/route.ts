import { discardAutosaveHandler, readAutosaveHandler, writeAutosaveHandler } from "@/server/posts/autosave-api";

// The signed-in person's autosave of the post they are writing and have not created yet.
export const GET = (request: Request) => readAutosaveHandler(request, null);
export const PUT = (request: Request) => writeAutosaveHandler(request, null);
export const DELETE = (request: Request) => discardAutosaveHandler(request, null);
