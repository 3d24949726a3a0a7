import { daysBetween } from "./schedule";

/*
 * A calendar reminder never lands in the past: the calendar files ring `alarmDays` before each all-day deadline, and
 * for a deadline nearer than that the reminder moves to today (the days left until it); a deadline already past has
 * none. Pure: used by every calendar writer (calendar-file.ts, calendar-feed.server.ts).
 */

/** Days before `eventDate` the reminder rings, counted from `today` (both "YYYY-MM-DD" in India); undefined: none. */
export function alarmLead(eventDate: string, today: string, alarmDays: number): number | undefined {
  const left = daysBetween(today, eventDate);
  if (left < 0) return undefined;
  return Math.min(Math.max(0, alarmDays), left);
}
