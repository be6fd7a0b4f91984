import { restorePostHandler } from "@/server/posts/trash-api";

/** POST /api/posts/{id}/restore: a post out of the trash, back as it was (its author or an administrator). */
export async function POST(request: Request, { params }: RouteContext<"/api/posts/[id]/restore">) {
  return restorePostHandler(request, (await params).id);
}
