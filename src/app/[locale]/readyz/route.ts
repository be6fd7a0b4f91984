import { readinessAnswer } from "@/server/health";

export const dynamic = "force-dynamic";

// /readyz (and /en/readyz): the database answers within a second (for load balancers).
export function GET() {
  return readinessAnswer();
}
