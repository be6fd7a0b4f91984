import { connection } from "next/server";
import { healthAnswer } from "@/server/health";
import { route } from "@/server/route";

// /healthz: the process answers (for load balancers), at request time, never from a cache.
export const GET = route({}, async () => {
  await connection();
  return healthAnswer();
});
