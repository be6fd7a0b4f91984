import { updateLeadHandler } from "@/server/leads/api";

export async function PATCH(request: Request, { params }: RouteContext<"/api/leads/[id]">) {
  return updateLeadHandler(request, (await params).id);
}
