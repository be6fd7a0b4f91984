import { listMediaHandler } from "@/server/media/api";

// GET the uploaded images (staff), searched with ?q=.
export async function GET(request: Request) {
  return listMediaHandler(request);
}
