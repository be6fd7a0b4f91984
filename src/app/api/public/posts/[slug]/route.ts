import { connection } from "next/server";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { getPublicPost } from "@/server/posts/public";
import { guarded, json, problem } from "@/server/http";

// GET /api/public/posts/{slug} (spec §7): the public post, or a 404.
export async function GET(_request: Request, { params }: RouteContext<"/api/public/posts/[slug]">) {
  await connection();
  const { slug } = await params;
  return guarded(`/api/public/posts/${slug}`, async () => {
    const post = await getPublicPost(slug);
    if (!post) return problem(404, "Failed to fetch posts", {}, { "cache-control": PUBLIC_CACHE_CONTROL });
    return json(
      {
        post: {
          title: post.title,
          meta_description: post.meta_description,
          cover_image: post.cover_image,
          content: post.content,
        },
      },
      { headers: { "cache-control": PUBLIC_CACHE_CONTROL } },
    );
  });
}
