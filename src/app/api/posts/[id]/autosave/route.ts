import { discardAutosaveHandler, readAutosaveHandler, writeAutosaveHandler } from "@/server/posts/autosave-api";

type Context = RouteContext<"/api/posts/[id]/autosave">;

// The signed-in person's autosave of one post: read, keep (never the post itself), discard.
export async function GET(request: Request, { params }: Context) {
  return readAutosaveHandler(request, (await params).id);
}
export async function PUT(request: Request, { params }: Context) {
  return writeAutosaveHandler(request, (await params).id);
}
export async function DELETE(request: Request, { params }: Context) {
  return discardAutosaveHandler(request, (await params).id);
}
