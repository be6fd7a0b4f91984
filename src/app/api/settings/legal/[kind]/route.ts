import { saveLegalPageHandler } from "@/server/legal-api";

type Context = RouteContext<"/api/settings/legal/[kind]">;

// PUT: an administrator saves a legal page in both languages.
export async function PUT(request: Request, { params }: Context) {
  return saveLegalPageHandler(request, (await params).kind);
}
