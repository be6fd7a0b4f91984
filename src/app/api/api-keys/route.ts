import { createApiKeyHandler, listApiKeysHandler } from "@/server/api-keys/api";

// GET the API keys; POST a new one (administrators, with a session).
export async function GET(request: Request) {
  return listApiKeysHandler(request);
}
export async function POST(request: Request) {
  return createApiKeyHandler(request);
}
