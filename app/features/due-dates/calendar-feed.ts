import { createEvents, type EventAttributes } from "ics";
import { site } from "~/config/site";
import { calendarFeedText } from "~/content/due-dates-calendar";
import type { DeadlineEvent } from "./calendar-events";
import { fold } from "./ics-file";
import { addDays } from "./schedule";

const parts = (iso: string): [number, number, number] => {
  const [y, m, d] = iso.split("-").map(Number);
  return [y!, m!, d!];
};

/**
 * The subscribable feed, generated at build time with the `ics` package: all-day events, India's calendar
 * (X-WR-TIMEZONE Asia/Kolkata), stable UIDs, and a reminder the day before each deadline.
 */
export function calendarFeed(events: readonly DeadlineEvent[], stamp: string): string {
  const attributes: EventAttributes[] = events.map((event) => ({
    uid: event.uid,
    sequence: event.sequence,
    start: parts(event.date),
    end: parts(addDays(event.date, 1)),
    title: event.summary,
    description: event.description,
    url: event.url,
    transp: "TRANSPARENT",
    timestamp: Date.parse(`${stamp}T00:00:00Z`),
    alarms: [
      { action: "display", description: event.summary, trigger: { hours: 24, before: true } },
    ],
  }));
  const { error, value } = createEvents(attributes, {
    productId: `-//${site.name}//Compliance due dates//EN`,
    calName: calendarFeedText.name,
  });
  if (error || !value) throw error ?? new Error("The calendar feed could not be generated");
  // The ics package has no calendar-level time zone property (all-day dates are India's), and it folds lines by
  // characters: refold by octets as RFC 5545 asks (₹ takes three).
  return value
    .replace(/\r\n[ \t]/g, "")
    .replace(
      /^X-WR-CALNAME:.*$/m,
      (line) =>
        `${line}\r\nX-WR-TIMEZONE:Asia/Kolkata\r\nX-WR-CALDESC:${calendarFeedText.description.replace(/,/g, "\\,")}`,
    )
    .split("\r\n")
    .map(fold)
    .join("\r\n");
}
