import { restoreRevisionHandler } from "@/server/posts/revisions-api";

/** POST /api/posts/{id}/revisions/{rev}/restore with `{ version }`: the revision saved as the newest. */
export async function POST(request: Request, { params }: RouteContext<"/api/posts/[id]/revisions/[rev]/restore">) {
  const { id, rev } = await params;
  return restoreRevisionHandler(request, id, rev);
}
