import { createEvents, type EventAttributes } from "ics";
import { alarmLead } from "~/lib/alarm-lead";
import { addDays } from "~/lib/schedule";
import {
  calendarText,
  escapeText,
  fold,
  productId,
  type CalendarEvent,
  type CalendarOptions,
} from "./calendar-file";

/*
 * A subscribable calendar feed, generated at build time with the `ics` package: the same events as the files made
 * in the browser (calendar-file.ts), all-day in India's calendar (X-WR-TIMEZONE Asia/Kolkata), with stable UIDs and
 * a reminder `alarmDays` before each deadline, never before `stamp` (the build's date), which dates every event.
 */

const parts = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split("-").map(Number);
  return [y!, m!, d!];
};

export function calendarFeed(
  events: readonly CalendarEvent[],
  { name, product, alarmDays, description }: CalendarOptions & { description?: string },
  stamp: string,
): string {
  const attributes: EventAttributes[] = events.map((event) => {
    // A reminder never before the build's day (alarm-lead.ts).
    const lead = alarmLead(event.date, stamp, alarmDays);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: parts(event.date),
      end: parts(addDays(event.date, 1)),
      // The package escapes CRLF and LF only: other line breaks and control characters are settled first.
      title: calendarText(event.summary),
      description: calendarText(event.description),
      url: event.url,
      transp: "TRANSPARENT" as const,
      timestamp: Date.parse(`${stamp}T00:00:00Z`),
      alarms:
        lead === undefined
          ? []
          : [
              {
                action: "display",
                description: calendarText(event.summary),
                trigger: { days: lead, before: true },
              },
            ],
    };
  });
  const { error, value } = createEvents(attributes, {
    productId: productId(product),
    calName: name,
  });
  if (error || !value) throw error ?? new Error("The calendar feed could not be generated");
  // The ics package has no calendar-level time zone or description property (all-day dates are India's), and it
  // folds lines by characters: refold by octets as RFC 5545 asks.
  const calendarLines = [
    "X-WR-TIMEZONE:Asia/Kolkata",
    ...(description ? [`X-WR-CALDESC:${escapeText(description)}`] : []),
  ];
  return value
    .replace(/\r\n[ \t]/g, "")
    .replace(/^X-WR-CALNAME:.*$/m, (line) => [line, ...calendarLines].join("\r\n"))
    .split("\r\n")
    .map(fold)
    .join("\r\n");
}
