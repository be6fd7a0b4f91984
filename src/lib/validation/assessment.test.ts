import { describe, expect, it } from "vitest";
import { assessmentScheduleSchema, listOf, scheduleFieldErrors } from "./assessment";

const times = { sat: [], sun: ["09:00"], mon: [], tue: [], wed: [], thu: [] };
const valid = { times, minutes: "45", daysAhead: "14", noticeHours: "24", closedDates: [] };

describe("the free assessment's schedule", () => {
  it("keeps each day's times once and in order, and reads numbers typed as text", () => {
    const parsed = assessmentScheduleSchema.parse({
      ...valid,
      times: { ...times, sun: listOf("13:00, 09:00،09:00\n11:00") },
      closedDates: listOf("2026-12-10 2026-12-02"),
    });
    expect(parsed.times.sun).toEqual(["09:00", "11:00", "13:00"]);
    expect(parsed).toMatchObject({ minutes: 45, daysAhead: 14, noticeHours: 24 });
    expect(parsed.closedDates).toEqual(["2026-12-02", "2026-12-10"]);
  });

  it("names the field of each problem with a code the form shows in the dashboard's language", () => {
    const result = assessmentScheduleSchema.safeParse({
      ...valid,
      times: { ...times, mon: ["9am"], thu: ["24:00"] },
      minutes: "0",
      daysAhead: "two",
      closedDates: ["2026-02-30"],
    });
    expect(result.success).toBe(false);
    expect(result.success ? {} : scheduleFieldErrors(result.error)).toEqual({
      "times.mon": "time_invalid",
      "times.thu": "time_invalid",
      minutes: "number_invalid",
      daysAhead: "number_invalid",
      closedDates: "date_invalid",
    });
  });

  it("has no Friday to set", () => {
    const parsed = assessmentScheduleSchema.parse({ ...valid, times: { ...times, fri: ["09:00"] } });
    expect(parsed.times).not.toHaveProperty("fri");
  });
});
