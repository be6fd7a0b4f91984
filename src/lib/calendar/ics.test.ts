import { describe, expect, it } from "vitest";
import { calendarInvitation, foldLine, icsText } from "./ics";

const event = {
  uid: "assessment-12@asastech.sa",
  start: new Date("2026-12-06T06:00:00.000Z"),
  minutes: 45,
  summary: "تقييم أمني مبدئي مجاني مع أساس للاستشارات التقنية",
  description: "A consultant calls you, then visits if you like; bring your questions.\nReply to change it.",
  location: "Olaya Towers, Riyadh",
  organizer: { name: 'Asas "Tech"', email: "hello@asastech.sa" },
  attendee: { name: "Faisal Al-Harbi", email: "faisal@example.sa" },
  stamp: new Date("2026-12-01T10:00:00.000Z"),
};

describe("the assessment's calendar invitation", () => {
  it("is one event in UTC, from the slot's start for the meeting's length", () => {
    const ics = calendarInvitation(event);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(unfolded).toContain("\r\nMETHOD:REQUEST\r\n");
    expect(unfolded).toContain("\r\nDTSTART:20261206T060000Z\r\n");
    expect(unfolded).toContain("\r\nDTEND:20261206T064500Z\r\n");
    expect(unfolded).toContain("\r\nUID:assessment-12@asastech.sa\r\n");
    expect(unfolded).toContain(`\r\nSUMMARY:${event.summary}\r\n`);
    expect(unfolded).toContain(
      "DESCRIPTION:A consultant calls you\\, then visits if you like\\; bring your questions.\\nReply to change it.",
    );
    expect(unfolded).toContain('ORGANIZER;CN="Asas Tech":mailto:hello@asastech.sa');
    expect(unfolded).toContain('ATTENDEE;CN="Faisal Al-Harbi"');
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("folds lines at 75 octets without cutting a character", () => {
    const ics = calendarInvitation(event);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const folded = foldLine(`SUMMARY:${"ت".repeat(60)}`);
    expect(folded.split("\r\n ").join("")).toBe(`SUMMARY:${"ت".repeat(60)}`);
    expect(folded).not.toContain("\uFFFD");
  });

  it("escapes text", () => {
    expect(icsText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });
});
