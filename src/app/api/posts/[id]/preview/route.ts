import { recordId } from "@/lib/validation/numbers";
import { canChangePost } from "@/server/auth/roles";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { previewLink } from "@/server/posts/preview";
import { getEditablePost } from "@/server/posts/editor-store";
import { refuse, route } from "@/server/route";
import { siteOrigin } from "@/server/site";

const createPreview = route({ access: "staff" }, async ({ user }, rawId: string) => {
  const id = recordId.safeParse(rawId);
  const post = id.success ? await getEditablePost(await getDb(), id.data) : null;
  if (!post) throw refuse(404, "post_not_found");
  if (!canChangePost(user, post)) throw refuse(403, "not_owner");
  const link = previewLink(post);
  return json({ url: `${siteOrigin()}${link.path}`, expiresAt: link.expiresAt.toISOString() }, { status: 201 });
});

/** POST /api/posts/{id}/preview: a new shareable preview link for a post its user may change. */
export async function POST(request: Request, { params }: RouteContext<"/api/posts/[id]/preview">) {
  return createPreview(request, (await params).id);
}
