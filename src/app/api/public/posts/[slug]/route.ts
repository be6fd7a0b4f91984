import { findPublicPostPayload } from "@/server/posts/public";
import { guarded, json, problem, PUBLIC_CACHE } from "@/server/http";

// GET /api/public/posts/{slug} (spec §7): the public post, or a 404.
export async function GET(_request: Request, { params }: RouteContext<"/api/public/posts/[slug]">) {
  const { slug } = await params;
  return guarded(`/api/public/posts/${slug}`, async () => {
    const post = await findPublicPostPayload(slug);
    if (!post) return problem(404, "Failed to fetch posts", {}, { "cache-control": "public, max-age=0, s-maxage=30" });
    return json({ post }, { headers: { "cache-control": PUBLIC_CACHE } });
  });
}
