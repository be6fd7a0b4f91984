import { readRevisionHandler } from "@/server/posts/revisions-api";

/** GET /api/posts/{id}/revisions/{rev}: one revision, with its content. */
export async function GET(request: Request, { params }: RouteContext<"/api/posts/[id]/revisions/[rev]">) {
  const { id, rev } = await params;
  return readRevisionHandler(request, id, rev);
}
