import { deleteMediaHandler, updateMediaHandler } from "@/server/media/api";

type Context = RouteContext<"/api/media/[id]">;

// PATCH an image's descriptions; DELETE an image nothing uses (staff).
export async function PATCH(request: Request, { params }: Context) {
  return updateMediaHandler(request, (await params).id);
}
export async function DELETE(request: Request, { params }: Context) {
  return deleteMediaHandler(request, (await params).id);
}
