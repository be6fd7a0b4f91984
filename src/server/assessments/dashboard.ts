import "server-only";
import { requireAdmin } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { withStore } from "@/server/db/errors";
import { readAssessmentSchedule, upcomingBookings } from "./store";

/**
 * The free assessment's schedule and the bookings to come, for /dashboard/assessments. Bookings are
 * leads, which are the administrators' (roles.ts): an editor gets a 404.
 */
export async function assessmentsForDashboard(loginPath: string) {
  await requireAdmin(loginPath);
  return withStore(async () => {
    const db = await getDb();
    const [schedule, upcoming] = await Promise.all([readAssessmentSchedule(db), upcomingBookings(db)]);
    return { schedule, upcoming };
  });
}
