import { createPreviewHandler } from "@/server/posts/api";

/** POST /api/posts/{id}/preview: a new shareable preview link for a post its user may change. */
export async function POST(request: Request, { params }: RouteContext<"/api/posts/[id]/preview">) {
  return createPreviewHandler(request, (await params).id);
}
