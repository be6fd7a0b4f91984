import { deleteForeverHandler } from "@/server/posts/trash-api";

/** DELETE /api/trash/posts/{id}: a trashed post deleted for good. Administrators only. */
export async function DELETE(request: Request, { params }: RouteContext<"/api/trash/posts/[id]">) {
  return deleteForeverHandler(request, (await params).id);
}
