import "server-only";
import type { Locale } from "@/i18n/locales";
import { slotStart } from "@/lib/assessment/slots";
import { formatDay, formatTime } from "@/lib/format";
import { getDb } from "@/server/db/client";
import { isStoreUnavailable } from "@/server/db/errors";
import { openAssessmentSlots, readAssessmentSchedule } from "./store";

export type SlotChoices = {
  /** How long a meeting lasts. */
  minutes: number;
  /** The open slots by day, named in the page's language (Riyadh time). */
  days: Array<{ label: string; options: Array<{ value: string; label: string }> }>;
};

/**
 * The free assessment's open slots for the contact form, read for each request (a slot booked a
 * moment ago is gone). While the database is out of reach there are none to offer: the form still
 * takes a message.
 */
export async function assessmentSlotChoices(locale: Locale): Promise<SlotChoices> {
  try {
    const db = await getDb();
    const [schedule, open] = await Promise.all([readAssessmentSchedule(db), openAssessmentSlots(db)]);
    return {
      minutes: schedule.minutes,
      days: open.map((day) => ({
        label: formatDay(slotStart(day.date, "12:00"), locale),
        options: day.starts.map((start) => ({ value: start, label: formatTime(start, locale) })),
      })),
    };
  } catch (error) {
    if (isStoreUnavailable(error)) return { minutes: 0, days: [] };
    throw error;
  }
}
