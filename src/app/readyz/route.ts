import { connection } from "next/server";
import { readinessAnswer } from "@/server/health";

// /readyz: the database answers within a second (for load balancers), at request time.
export async function GET() {
  await connection();
  return readinessAnswer();
}
