import { createRedirectHandler, listRedirectsHandler } from "@/server/redirects/api";

// GET the redirects; POST a new one (administrators).
export async function GET(request: Request) {
  return listRedirectsHandler(request);
}
export async function POST(request: Request) {
  return createRedirectHandler(request);
}
