import "server-only";
import { and, asc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { DEFAULT_ASSESSMENT_SCHEDULE, openSlots, type AssessmentSchedule, type OpenDay } from "@/lib/assessment/slots";
import { assessmentScheduleSchema } from "@/lib/validation/assessment";
import type { Database } from "@/server/db/client";
import { leads, settings } from "@/server/db/schema";

/**
 * The free assessment's schedule (src/lib/assessment/slots.ts) and its bookings. A booking is a lead
 * with an appointment: the team sees it in the leads inbox, and the unique index on the slot
 * (schema.ts leads_appointment_unique) makes sure two visitors never get the same one.
 */
export const ASSESSMENT_SCHEDULE_KEY = "content:assessment-schedule";

export async function readAssessmentSchedule(db: Pick<Database, "select">): Promise<AssessmentSchedule> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, ASSESSMENT_SCHEDULE_KEY));
  if (!row) return DEFAULT_ASSESSMENT_SCHEDULE;
  const parsed = assessmentScheduleSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : DEFAULT_ASSESSMENT_SCHEDULE;
}

export async function writeAssessmentSchedule(db: Database, schedule: AssessmentSchedule): Promise<void> {
  const stored = JSON.stringify(assessmentScheduleSchema.parse(schedule));
  await db
    .insert(settings)
    .values({ key: ASSESSMENT_SCHEDULE_KEY, value: stored })
    .onConflictDoUpdate({ target: settings.key, set: { value: stored, updatedAt: new Date() } });
}

/** Start times (milliseconds) of the slots booked from now on: a booking moved to spam frees its slot. */
export async function bookedSlots(db: Pick<Database, "select">, now = new Date()): Promise<Set<number>> {
  const rows = await db
    .select({ at: leads.appointmentAt })
    .from(leads)
    .where(and(isNotNull(leads.appointmentAt), eq(leads.spam, false), gte(leads.appointmentAt, now)));
  return new Set(rows.flatMap((row) => (row.at ? [new Date(row.at).getTime()] : [])));
}

/** What the contact page offers: the schedule's slots not booked yet. */
export async function openAssessmentSlots(db: Database, now = Date.now()): Promise<OpenDay[]> {
  const [schedule, booked] = await Promise.all([readAssessmentSchedule(db), bookedSlots(db, new Date(now))]);
  return openSlots(schedule, now, booked);
}

export type UpcomingBooking = {
  leadId: number;
  at: string;
  name: string;
  company: string;
  email: string;
  status: string;
};

/** The bookings to come, soonest first, for /dashboard/assessments. */
export async function upcomingBookings(db: Database, limit = 100): Promise<UpcomingBooking[]> {
  const rows = await db
    .select({
      leadId: leads.id,
      at: leads.appointmentAt,
      name: leads.name,
      company: leads.company,
      email: leads.email,
      status: leads.status,
    })
    .from(leads)
    .where(and(isNotNull(leads.appointmentAt), eq(leads.spam, false), gte(leads.appointmentAt, sql`now()`)))
    .orderBy(asc(leads.appointmentAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, at: new Date(row.at!).toISOString() }));
}
