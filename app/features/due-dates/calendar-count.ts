import type { DueDateRow } from "./filter-due-dates";
import { addDays, dueOccurrences } from "./schedule";

/*
 * How many dates a calendar file of some entries adds: the page says it before the visitor downloads one. The same
 * twelve months as the file's events (calendar-events.ts). Pure, and small enough for the page's own code.
 */

/** The last day of the twelve months from `from`: the day before the same date a year later. */
export const yearEnd = (from: string) =>
  addDays(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`, -1);

/** The number of deadlines of `rows` from `from` for twelve months: the events their calendar file holds. */
export const countDeadlineEvents = (rows: readonly DueDateRow[], from: string) =>
  rows.reduce((sum, row) => sum + dueOccurrences(row, from, yearEnd(from)).length, 0);
