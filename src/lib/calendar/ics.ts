/**
 * A calendar invitation (iCalendar, RFC 5545) for one meeting, as the free assessment's confirmation
 * e-mail carries it: times in UTC, text escaped, lines folded at 75 octets, CRLF line ends.
 */
export type CalendarEvent = {
  /** Stable for the meeting, so that a calendar that has it already updates it. */
  uid: string;
  start: Date;
  minutes: number;
  summary: string;
  description: string;
  location: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When the invitation was made. */
  stamp: Date;
};

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** Text as iCalendar writes it: backslashes, semicolons, commas and new lines escaped. */
export const icsText = (value: string) =>
  value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** A parameter value (a name): quoted, without the characters a quoted value cannot hold. */
const parameter = (value: string) => `"${value.replace(/["\r\n]/g, "")}"`;

/** A content line folded so that no line is longer than 75 octets, never inside a character. */
const encoder = new TextEncoder();

export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    // Continuation lines start with a space, which counts.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function calendarInvitation(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.minutes * 60 * 1000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Asas Tech Consulting//Free assessment//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:REQUEST",
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    `ORGANIZER;CN=${parameter(event.organizer.name)}:mailto:${event.organizer.email}`,
    `ATTENDEE;CN=${parameter(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=FALSE:mailto:${event.attendee.email}`,
    "STATUS:CONFIRMED",
    "SEQUENCE:0",
    "BEGIN:VALARM",
    "ACTION:DISPLAY",
    `DESCRIPTION:${icsText(event.summary)}`,
    "TRIGGER:-PT1H",
    "END:VALARM",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
