import { redeliverHandler } from "@/server/webhooks/api";

type Context = RouteContext<"/api/webhooks/deliveries/[id]/redeliver">;

// POST sends one delivery again (administrators, with a session).
export async function POST(request: Request, { params }: Context) {
  return redeliverHandler(request, (await params).id);
}
