import { revalidateTag } from "next/cache";

// POST /revalidate?slug=…: what a save does to the page's cache entry.
export async function POST(request: Request) {
  revalidateTag(`page:${new URL(request.url).searchParams.get("slug")}`, { expire: 0 });
  return new Response("ok");
}
