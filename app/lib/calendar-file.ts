import { site } from "~/config/site";
import { alarmLead } from "~/lib/alarm-lead";
import { addDays } from "~/lib/schedule";

/*
 * Calendar files (iCalendar, RFC 5545) of deadlines: a few lines of our own, the one writer of every calendar the
 * site gives: in the visitor's browser on click (the due dates' "Add to calendar", the planner's plan), at build time
 * (the subscribable feeds, calendar-feed.server.ts) and in the live calendar of a plan (functions/). Small enough to
 * load on the click (docs/decisions/041-live-plan-calendar.md).
 */

/** One all-day deadline in India. */
export interface CalendarEvent {
  /**
   * Stable across builds: the entry's id and the statutory date of the period. An extension keeps the UID and
   * raises `sequence`, so a calendar that holds the event moves it instead of adding a second one.
   */
  uid: string;
  sequence: number;
  /**
   * When the event's facts last changed (an extension or a published change of its entry), as an instant
   * ("2026-12-01T06:30:00Z"): written as LAST-MODIFIED, which a subscribed calendar compares with its copy.
   */
  lastModified?: string;
  /** "YYYY-MM-DD". */
  date: string;
  summary: string;
  description: string;
  url: string;
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  /** What the file holds, for its PRODID: "Compliance due dates". */
  product: string;
  /** The reminders: this many days before each deadline (one number, or several: 7 and 1). */
  alarmDays: number | readonly number[];
  /** What the calendar holds (X-WR-CALDESC). */
  description?: string;
  /** How often a subscribed calendar should read the address again (REFRESH-INTERVAL), in hours. */
  refreshHours?: number;
  /**
   * Today in India: a reminder that would ring before it rings today instead, and a deadline already past has none
   * (alarm-lead.ts).
   */
  today?: string;
}

/**
 * Text with every line break written as LF (CRLF, a bare CR and the Unicode line and paragraph separators) and every
 * other control character dropped, except a tab: RFC 5545's TEXT has no escape for them, and a reader that takes a
 * bare CR for the end of a line would read what follows it as a property of its own. The data's schema refuses
 * such characters; this holds for any text a calendar is written from. Both writers use it (the `ics` package
 * escapes only CRLF and LF).
 */
export const calendarText = (text: string) =>
  text
    .replace(/\r\n|[\r\u2028\u2029]/g, "\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");

/** A TEXT value (RFC 5545, 3.3.11): backslash, semicolon and comma escaped, line breaks written as \n. */
export const escapeText = (text: string) =>
  calendarText(text)
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");

/** Lines longer than 75 octets folded with CRLF + space, never inside a UTF-8 character (₹ takes three). */
export function fold(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    if (size + bytes > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  out.push(current);
  return out.join("\r\n ");
}

export const productId = (product: string) => `-//${site.name}//${product}//EN`;

const compact = (iso: string) => iso.replaceAll("-", "");

/** An instant in UTC as RFC 5545 writes it: "20261201T063000Z". */
export const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/**
 * A reminder `days` before an all-day event (RFC 5545, 3.3.6 DURATION): "-P7D", "-P0D" on the day. Days only, never
 * with a "T" (a "T" must be followed by hours, minutes or seconds).
 */
export const alarmTrigger = (days: number) => {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`Not a reminder lead: ${days}`);
  return `TRIGGER:-P${days}D`;
};

/**
 * The days before `date` each reminder rings: every chosen lead, none in the past (alarm-lead.ts, when `today` is
 * given), each day once, the earliest reminder first.
 */
export function alarmLeads(
  date: string,
  alarmDays: number | readonly number[],
  today?: string,
): number[] {
  const chosen = typeof alarmDays === "number" ? [alarmDays] : alarmDays;
  const leads = chosen.flatMap((days) => {
    const lead = today === undefined ? Math.max(0, days) : alarmLead(date, today, days);
    return lead === undefined ? [] : [lead];
  });
  return [...new Set(leads)].sort((a, b) => b - a);
}

export function icsFile(
  events: readonly CalendarEvent[],
  { name, product, alarmDays, today, description, refreshHours }: CalendarOptions,
  stamp: Date = new Date(),
): string {
  const dtstamp = utcStamp(stamp);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${productId(product)}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    "X-WR-TIMEZONE:Asia/Kolkata",
    ...(description ? [`X-WR-CALDESC:${escapeText(description)}`] : []),
    ...(refreshHours
      ? [`REFRESH-INTERVAL;VALUE=DURATION:PT${refreshHours}H`, `X-PUBLISHED-TTL:PT${refreshHours}H`]
      : []),
    ...events.flatMap((event) => {
      return [
        "BEGIN:VEVENT",
        `UID:${event.uid}`,
        `SEQUENCE:${event.sequence}`,
        `DTSTAMP:${dtstamp}`,
        ...(event.lastModified ? [`LAST-MODIFIED:${utcStamp(new Date(event.lastModified))}`] : []),
        `DTSTART;VALUE=DATE:${compact(event.date)}`,
        `DTEND;VALUE=DATE:${compact(addDays(event.date, 1))}`,
        `SUMMARY:${escapeText(event.summary)}`,
        `DESCRIPTION:${escapeText(event.description)}`,
        `URL:${event.url}`,
        "TRANSP:TRANSPARENT",
        ...alarmLeads(event.date, alarmDays, today).flatMap((lead) => [
          "BEGIN:VALARM",
          "ACTION:DISPLAY",
          `DESCRIPTION:${escapeText(event.summary)}`,
          alarmTrigger(lead),
          "END:VALARM",
        ]),
        "END:VEVENT",
      ];
    }),
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}

/** Starts the download of an .ics file in the browser. */
export function downloadIcs(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/calendar;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
