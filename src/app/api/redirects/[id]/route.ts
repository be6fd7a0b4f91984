import { deleteRedirectHandler, updateRedirectHandler } from "@/server/redirects/api";

type Context = RouteContext<"/api/redirects/[id]">;

// PUT (the whole redirect) and DELETE one redirect (administrators).
export async function PUT(request: Request, { params }: Context) {
  return updateRedirectHandler(request, (await params).id);
}
export async function DELETE(request: Request, { params }: Context) {
  return deleteRedirectHandler(request, (await params).id);
}
