import { demoContentHandler, removeDemoContentHandler } from "@/server/demo-content-api";

// GET: the demo content left; DELETE: an administrator removes all of it.
export async function GET(request: Request) {
  return demoContentHandler(request);
}
export async function DELETE(request: Request) {
  return removeDemoContentHandler(request);
}
