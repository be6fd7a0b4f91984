import { updateUserHandler } from "@/server/auth/accounts-api";

// PATCH /api/users/{id} { role?, active? }: administrators only.
export async function PATCH(request: Request, { params }: RouteContext<"/api/users/[id]">) {
  return updateUserHandler(request, (await params).id);
}
