import { icsFile, type CalendarEvent, type CalendarOptions } from "./calendar-file";

/*
 * A subscribable calendar feed, generated at build time: the same events and the same writer as the files made in
 * the browser (calendar-file.ts), all-day in India's calendar (X-WR-TIMEZONE Asia/Kolkata), with stable UIDs and
 * reminders `alarmDays` before each deadline, never before `stamp` (the build's date), which dates every event.
 */
export function calendarFeed(
  events: readonly CalendarEvent[],
  options: CalendarOptions,
  stamp: string,
): string {
  return icsFile(events, { ...options, today: stamp }, new Date(`${stamp}T00:00:00Z`));
}
