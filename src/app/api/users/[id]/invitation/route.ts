import { resendInvitationHandler } from "@/server/auth/accounts-api";

// POST /api/users/{id}/invitation: sends the invitation again. Administrators only.
export async function POST(request: Request, { params }: RouteContext<"/api/users/[id]/invitation">) {
  return resendInvitationHandler(request, (await params).id);
}
