import { healthAnswer } from "@/server/health";

export const dynamic = "force-dynamic";

// /healthz (and /en/healthz): the process answers (for load balancers).
export function GET() {
  return healthAnswer();
}
