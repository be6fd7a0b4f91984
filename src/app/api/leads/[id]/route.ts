import { readLeadHandler, updateLeadHandler } from "@/server/leads/api";

// GET one lead; PATCH its status or spam mark (administrators, or an API key with leads:read / leads:write).
export async function GET(request: Request, { params }: RouteContext<"/api/leads/[id]">) {
  return readLeadHandler(request, (await params).id);
}
export async function PATCH(request: Request, { params }: RouteContext<"/api/leads/[id]">) {
  return updateLeadHandler(request, (await params).id);
}
