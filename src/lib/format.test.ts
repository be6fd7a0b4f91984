import { describe, expect, it } from "vitest";
import { formatAppointment, formatDate, formatNumber, formatOrderNumber } from "./format";

describe("formatting", () => {
  it("writes numbers with Western digits in both languages", () => {
    expect(formatNumber(820, "ar")).toBe("820");
    expect(formatNumber(1200, "en")).toBe("1,200");
    expect(formatNumber(1200, "ar")).toMatch(/^1.200$/);
    expect(formatOrderNumber(3, "ar")).toBe("03");
  });

  it("writes Gregorian dates with month names in the language", () => {
    expect(formatDate("2026-03-12T10:00:00Z", "en")).toBe("March 12, 2026");
    const arabic = formatDate("2026-03-12T10:00:00Z", "ar");
    expect(arabic).toContain("مارس");
    expect(arabic).toContain("2026");
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it("names a booked slot by its Riyadh day and hour, whatever the server's zone", () => {
    // 21:30 UTC on Saturday is 00:30 on Sunday in Riyadh.
    expect(formatAppointment("2026-12-05T21:30:00Z", "en")).toBe("Sunday, December 6, 2026, 00:30");
    expect(formatAppointment("2026-12-06T06:00:00Z", "ar")).toBe("الأحد، 6 ديسمبر 2026، الساعة 09:00");
  });
});
