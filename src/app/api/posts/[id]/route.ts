import { deletePostHandler, readPostHandler, updatePostHandler } from "@/server/posts/api";

type Context = RouteContext<"/api/posts/[id]">;

// GET, PUT (with the version the edit started from) and DELETE one post.
export async function GET(request: Request, { params }: Context) {
  return readPostHandler(request, (await params).id);
}
export async function PUT(request: Request, { params }: Context) {
  return updatePostHandler(request, (await params).id);
}
export async function DELETE(request: Request, { params }: Context) {
  return deletePostHandler(request, (await params).id);
}
