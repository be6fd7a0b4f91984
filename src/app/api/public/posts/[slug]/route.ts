import { connection } from "next/server";
import { PUBLIC_CACHE_CONTROL } from "@/lib/http/cache-control";
import { getPublicPost } from "@/server/posts/public";
import { json } from "@/server/http";
import { refuse, route } from "@/server/route";

const publicPost = route({}, async (_call, slug: string) => {
  const post = await getPublicPost(slug);
  if (!post) throw refuse(404, "posts_fetch_failed", { headers: { "cache-control": PUBLIC_CACHE_CONTROL } });
  return json(
    {
      post: {
        title: post.title,
        meta_description: post.metaDescription,
        cover_image: post.coverImage,
        content: post.content,
      },
    },
    { headers: { "cache-control": PUBLIC_CACHE_CONTROL } },
  );
});

// GET /api/public/posts/{slug} (docs/api.md, "Public"): the public post, or a 404.
export async function GET(request: Request, { params }: RouteContext<"/api/public/posts/[slug]">) {
  await connection();
  return publicPost(request, (await params).slug);
}
