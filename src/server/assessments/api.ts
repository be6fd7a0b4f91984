import "server-only";
import { assessmentScheduleSchema, scheduleFieldErrors } from "@/lib/validation/assessment";
import { getDb } from "@/server/db/client";
import { json } from "@/server/http";
import { BODY_LIMITS } from "@/server/request-body";
import { route } from "@/server/route";
import { readAssessmentSchedule, writeAssessmentSchedule } from "./store";

/**
 * The free assessment's schedule (/api/assessments/schedule), for administrators. The contact page
 * reads it at each request, so a change shows at once; nothing is cached to invalidate.
 */
const admin = { access: "admin", bodyLimit: BODY_LIMITS.taxonomy } as const;

/** GET: the schedule as it is. */
export const readScheduleHandler = route(admin, async () =>
  json({ schedule: await readAssessmentSchedule(await getDb()) }),
);

/** PUT: the whole schedule; 400 with each field's problem as a code. */
export const saveScheduleHandler = route(admin, async (call) => {
  const schedule = call.parse(assessmentScheduleSchema, await call.body(), scheduleFieldErrors);
  const db = await getDb();
  await writeAssessmentSchedule(db, schedule);
  return json({ schedule: await readAssessmentSchedule(db) });
});
