import { ASSESSMENT_DAYS, type AssessmentDay, type AssessmentSchedule } from "@/lib/assessment/slots";
import { z } from "./zod";

/**
 * The free assessment's schedule as administrators set it at /dashboard/assessments, checked the
 * same way in the browser and on the server. Error messages are codes
 * (messages: dashboard.assessments.errors.*).
 */
export const ASSESSMENT_LIMITS = {
  timesPerDay: 16,
  minutes: { min: 15, max: 240 },
  daysAhead: { min: 1, max: 90 },
  noticeHours: { min: 0, max: 168 },
  closedDates: 60,
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const dayTimes = z
  .array(z.string().trim().regex(TIME, "time_invalid"))
  .max(ASSESSMENT_LIMITS.timesPerDay, "too_many_times")
  .transform((times) => [...new Set(times)].sort());

const whole = (limits: { min: number; max: number }) =>
  z.coerce
    .number({ error: "number_invalid" })
    .int("number_invalid")
    .min(limits.min, "number_invalid")
    .max(limits.max, "number_invalid");

export const assessmentScheduleSchema = z.object({
  times: z.object(
    Object.fromEntries(ASSESSMENT_DAYS.map((day) => [day, dayTimes])) as Record<AssessmentDay, typeof dayTimes>,
  ),
  minutes: whole(ASSESSMENT_LIMITS.minutes),
  daysAhead: whole(ASSESSMENT_LIMITS.daysAhead),
  noticeHours: whole(ASSESSMENT_LIMITS.noticeHours),
  closedDates: z
    .array(z.string().trim().refine(isRealDate, "date_invalid"))
    .max(ASSESSMENT_LIMITS.closedDates, "too_many_dates")
    .transform((dates) => [...new Set(dates)].sort()),
}) satisfies z.ZodType<AssessmentSchedule, unknown>;

/** A day's times as the form's field shows them: "09:00, 11:00". */
export const timesText = (times: readonly string[]) => times.join(", ");

/** A field's text as a list: times or dates separated by commas, spaces or new lines. */
export const listOf = (text: string) => text.split(/[\s,،]+/).filter(Boolean);

/** Each field's first problem, as codes ("times.sun", "minutes"): what the form shows under the field. */
export function scheduleFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    const field = first === "times" && typeof second === "string" ? `times.${second}` : String(first ?? "form");
    fields[field] ??= issue.message;
  }
  return fields;
}
