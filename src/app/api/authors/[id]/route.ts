import { deleteHandler, updateHandler } from "@/server/taxonomy/api";

type Context = RouteContext<"/api/authors/[id]">;

const update = updateHandler("authors");
const remove = deleteHandler("authors");

// PUT (the whole record) and DELETE one.
export async function PUT(request: Request, { params }: Context) {
  return update(request, (await params).id);
}
export async function DELETE(request: Request, { params }: Context) {
  return remove(request, (await params).id);
}
