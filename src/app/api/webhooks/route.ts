import { createWebhookHandler, listWebhooksHandler } from "@/server/webhooks/api";

// GET the webhook endpoints and latest deliveries; POST a new endpoint (administrators, with a session).
export async function GET(request: Request) {
  return listWebhooksHandler(request);
}
export async function POST(request: Request) {
  return createWebhookHandler(request);
}
