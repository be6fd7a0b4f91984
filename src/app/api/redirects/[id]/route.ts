import { deleteRedirectHandler } from "@/server/redirects/api";

type Context = RouteContext<"/api/redirects/[id]">;

// DELETE one redirect (administrators).
export async function DELETE(request: Request, { params }: Context) {
  return deleteRedirectHandler(request, (await params).id);
}
