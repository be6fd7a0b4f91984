import { describe, expect, it } from "vitest";
import { DEFAULT_ASSESSMENT_SCHEDULE, isScheduledSlot, openSlots, riyadhDate, slotStart, workingDayOf } from "./slots";

// Wednesday 2 December 2026, 08:00 in Riyadh (05:00 UTC).
const NOW = Date.parse("2026-12-02T05:00:00Z");
const schedule = {
  ...DEFAULT_ASSESSMENT_SCHEDULE,
  times: { sat: ["10:00"], sun: ["09:00", "13:00"], mon: [], tue: ["09:00"], wed: ["09:00", "15:00"], thu: ["11:00"] },
  daysAhead: 7,
  noticeHours: 4,
  closedDates: ["2026-12-07"],
};

describe("the free assessment's open slots", () => {
  it("are Riyadh times, UTC+3 all year", () => {
    expect(slotStart("2026-12-06", "09:00").toISOString()).toBe("2026-12-06T06:00:00.000Z");
    expect(slotStart("2026-07-05", "09:00").toISOString()).toBe("2026-07-05T06:00:00.000Z");
    // Just before midnight UTC it is already the next day in Riyadh.
    expect(riyadhDate(Date.parse("2026-12-02T21:30:00Z"))).toBe("2026-12-03");
  });

  it("follow the working days, never a Friday", () => {
    expect(workingDayOf("2026-12-04")).toBeNull();
    expect(workingDayOf("2026-12-05")).toBe("sat");
    expect(workingDayOf("2026-12-06")).toBe("sun");
    const days = openSlots(schedule, NOW, new Set());
    expect(days.map((day) => day.date)).toEqual(["2026-12-02", "2026-12-03", "2026-12-05", "2026-12-06", "2026-12-08"]);
  });

  it("leave out what comes before the notice, what is booked and the closed dates", () => {
    const booked = new Set([slotStart("2026-12-06", "09:00").getTime()]);
    const days = openSlots(schedule, NOW, booked);
    // 09:00 today is within four hours; 15:00 is not.
    expect(days[0]).toEqual({ date: "2026-12-02", starts: ["2026-12-02T12:00:00.000Z"] });
    expect(days.find((day) => day.date === "2026-12-06")?.starts).toEqual(["2026-12-06T10:00:00.000Z"]);
    // Monday the 7th is closed (and has no times), Tuesday the 8th is open.
    expect(days.find((day) => day.date === "2026-12-07")).toBeUndefined();
    expect(days.at(-1)).toEqual({ date: "2026-12-08", starts: ["2026-12-08T06:00:00.000Z"] });
  });

  it("tell a slot of the schedule from any other time", () => {
    expect(isScheduledSlot(schedule, NOW, slotStart("2026-12-06", "13:00"))).toBe(true);
    expect(isScheduledSlot(schedule, NOW, slotStart("2026-12-06", "13:30"))).toBe(false);
    expect(isScheduledSlot(schedule, NOW, slotStart("2026-12-04", "09:00"))).toBe(false);
    expect(isScheduledSlot(schedule, NOW, slotStart("2026-12-20", "09:00"))).toBe(false);
  });
});
