import { listRevisionsHandler } from "@/server/posts/revisions-api";

/** GET /api/posts/{id}/revisions: the post's revisions, newest first. */
export async function GET(request: Request, { params }: RouteContext<"/api/posts/[id]/revisions">) {
  return listRevisionsHandler(request, (await params).id);
}
