import { createPartnerHandler, listPartnersHandler } from "@/server/site-settings-api";

// GET the partner logos in order; POST a new one (administrators).
export async function GET(request: Request) {
  return listPartnersHandler(request);
}
export async function POST(request: Request) {
  return createPartnerHandler(request);
}
