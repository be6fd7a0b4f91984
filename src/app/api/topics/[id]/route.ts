import { deleteHandler, updateHandler } from "@/server/taxonomy/api";

type Context = RouteContext<"/api/topics/[id]">;

const update = updateHandler("topics");
const remove = deleteHandler("topics");

// PUT (the whole record) and DELETE one.
export async function PUT(request: Request, { params }: Context) {
  return update(request, (await params).id);
}
export async function DELETE(request: Request, { params }: Context) {
  return remove(request, (await params).id);
}
