import { listLeadsHandler } from "@/server/leads/api";

// GET one folder of the leads inbox (administrators, or an API key with leads:read).
export async function GET(request: Request) {
  return listLeadsHandler(request);
}
