import { serveUploadHandler } from "@/server/uploads-api";

export async function GET(request: Request, { params }: RouteContext<"/uploads/[name]">) {
  return serveUploadHandler(request, (await params).name);
}
