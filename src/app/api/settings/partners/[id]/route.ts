import { deletePartnerHandler, updatePartnerHandler } from "@/server/site-settings-api";

type Context = RouteContext<"/api/settings/partners/[id]">;

// PUT (the whole record) and DELETE one partner logo.
export async function PUT(request: Request, { params }: Context) {
  return updatePartnerHandler(request, (await params).id);
}
export async function DELETE(request: Request, { params }: Context) {
  return deletePartnerHandler(request, (await params).id);
}
