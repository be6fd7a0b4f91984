import { recordId } from "@/lib/validation/numbers";
import { authorizeApi, forbidden } from "@/server/auth/current-user";
import { canChangePost } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { guarded, json, problem } from "@/server/http";
import { previewLink } from "@/server/posts/preview";
import { getEditablePost } from "@/server/posts/store";
import { siteOrigin } from "@/server/site";

/** POST /api/posts/{id}/preview: a new shareable preview link for a post its user may change. */
export async function POST(request: Request, { params }: RouteContext<"/api/posts/[id]/preview">) {
  return guarded("/api/posts/[id]/preview", async () => {
    const auth = await authorizeApi(request);
    if ("response" in auth) return auth.response;
    const id = recordId.safeParse((await params).id);
    const post = id.success ? await getEditablePost(await getDb(), id.data) : null;
    if (!post) return problem(404, "No such post");
    if (!canChangePost(auth.user, post)) return forbidden(request, "notOwner");
    const link = previewLink(post);
    return json(
      { url: `${siteOrigin()}${link.path}`, expiresAt: link.expiresAt.toISOString() },
      { status: 201, headers: { "cache-control": "no-store" } },
    );
  });
}
