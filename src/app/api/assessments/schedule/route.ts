import { readScheduleHandler, saveScheduleHandler } from "@/server/assessments/api";

// GET the free assessment's schedule; PUT a new one (administrators).
export async function GET(request: Request) {
  return readScheduleHandler(request);
}
export async function PUT(request: Request) {
  return saveScheduleHandler(request);
}
