import { connection } from "next/server";
import { readinessAnswer } from "@/server/health";
import { route } from "@/server/route";

// /readyz: the database answers within a second (for load balancers), at request time.
export const GET = route({}, async () => {
  await connection();
  return readinessAnswer();
});
