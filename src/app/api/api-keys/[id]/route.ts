import { revokeApiKeyHandler } from "@/server/api-keys/api";

type Context = RouteContext<"/api/api-keys/[id]">;

// DELETE revokes one API key (administrators, with a session).
export async function DELETE(request: Request, { params }: Context) {
  return revokeApiKeyHandler(request, (await params).id);
}
