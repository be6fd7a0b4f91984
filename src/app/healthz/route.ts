import { connection } from "next/server";
import { healthAnswer } from "@/server/health";

// /healthz: the process answers (for load balancers), at request time, never from a cache.
export async function GET() {
  await connection();
  return healthAnswer();
}
