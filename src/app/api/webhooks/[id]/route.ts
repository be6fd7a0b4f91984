import { deleteWebhookHandler } from "@/server/webhooks/api";

type Context = RouteContext<"/api/webhooks/[id]">;

// DELETE one webhook endpoint with its queue and log (administrators, with a session).
export async function DELETE(request: Request, { params }: Context) {
  return deleteWebhookHandler(request, (await params).id);
}
