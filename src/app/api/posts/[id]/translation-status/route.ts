import { markInStepHandler, translationStatusHandler } from "@/server/posts/revisions-api";

type Context = RouteContext<"/api/posts/[id]/translation-status">;

// GET: whether the post is in step with its linked translation; POST: mark it up to date.
export async function GET(request: Request, { params }: Context) {
  return translationStatusHandler(request, (await params).id);
}
export async function POST(request: Request, { params }: Context) {
  return markInStepHandler(request, (await params).id);
}
