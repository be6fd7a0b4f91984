/**
 * The free assessment's times: the team sets, in the dashboard, the times of day it takes bookings
 * on each working day (Saturday to Thursday; Friday is the weekly day off), how long a meeting
 * lasts, how far ahead and with how much notice visitors may book, and the days it is closed. Every
 * time is Riyadh's: Saudi Arabia keeps UTC+3 all year (no daylight saving), so a slot is its date
 * and time of day with that offset. Pure: the contact page lists the open slots, the server checks
 * a booking against the same rules (docs/architecture.md, "Free assessments").
 */

/** The working days, in the order of the Saudi week. Friday is never one. */
export const ASSESSMENT_DAYS = ["sat", "sun", "mon", "tue", "wed", "thu"] as const;
export type AssessmentDay = (typeof ASSESSMENT_DAYS)[number];

export type AssessmentSchedule = {
  /** Start times ("09:00", 24-hour, Riyadh) per working day; none: no bookings that day. */
  times: Record<AssessmentDay, string[]>;
  /** How long a meeting lasts. */
  minutes: number;
  /** How many days ahead a visitor may book (today included). */
  daysAhead: number;
  /** The least notice before a meeting, in hours. */
  noticeHours: number;
  /** Days without bookings (public holidays, the team away), as "2026-12-02". */
  closedDates: string[];
};

/** Until the team sets its own: mornings and early afternoons, as the office hours are. */
export const DEFAULT_ASSESSMENT_SCHEDULE: AssessmentSchedule = {
  times: {
    sat: ["10:00", "12:00"],
    sun: ["09:00", "11:00", "13:00", "15:00"],
    mon: ["09:00", "11:00", "13:00", "15:00"],
    tue: ["09:00", "11:00", "13:00", "15:00"],
    wed: ["09:00", "11:00", "13:00", "15:00"],
    thu: ["09:00", "11:00", "13:00"],
  },
  minutes: 45,
  daysAhead: 21,
  noticeHours: 24,
  closedDates: [],
};

export const RIYADH_OFFSET = "+03:00";
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** JavaScript's day numbers (Sunday 0) to the schedule's days; Friday (5) is no working day. */
const BY_DAY_NUMBER: Array<AssessmentDay | null> = ["sun", "mon", "tue", "wed", "thu", null, "sat"];

/** The date in Riyadh at a moment: "2026-12-06". */
export const riyadhDate = (time: number) => new Date(time + RIYADH_OFFSET_MS).toISOString().slice(0, 10);

/** The working day a Riyadh date falls on, or null for a Friday. */
export function workingDayOf(date: string): AssessmentDay | null {
  return BY_DAY_NUMBER[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? null;
}

/** The moment a slot starts: its Riyadh date and time of day. */
export const slotStart = (date: string, time: string) => new Date(`${date}T${time}:00${RIYADH_OFFSET}`);

export type OpenDay = { date: string; starts: string[] };

/**
 * The slots a visitor may book now: on the schedule's days and times, from the notice on, up to
 * its last day, none on a closed date or a Friday, none already booked (`booked`: start times in
 * milliseconds). Start times are ISO strings in UTC, as the form sends them back.
 */
export function openSlots(schedule: AssessmentSchedule, now: number, booked: ReadonlySet<number>): OpenDay[] {
  const earliest = now + schedule.noticeHours * 60 * 60 * 1000;
  const closed = new Set(schedule.closedDates);
  const days: OpenDay[] = [];
  for (let offset = 0; offset < schedule.daysAhead; offset++) {
    const date = riyadhDate(now + offset * DAY_MS);
    const day = workingDayOf(date);
    if (!day || closed.has(date)) continue;
    const starts = [...schedule.times[day]]
      .sort()
      .map((time) => slotStart(date, time))
      .filter((start) => start.getTime() >= earliest && !booked.has(start.getTime()))
      .map((start) => start.toISOString());
    if (starts.length > 0) days.push({ date, starts });
  }
  return days;
}

/** Whether a start time is one the schedule offers now (booked or not). */
export function isScheduledSlot(schedule: AssessmentSchedule, now: number, start: Date): boolean {
  return openSlots(schedule, now, new Set()).some((day) => day.starts.includes(start.toISOString()));
}
