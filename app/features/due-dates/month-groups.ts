import { nextOccurrence } from "~/lib/schedule";
import type { DatedEntry } from "~/lib/schedule";

/*
 * The due dates in the order a visitor reads them first: each entry's next due date on a given day (today in India
 * in the browser, the build's day in the prerendered page: use-client-state.ts), and the entries sorted by it cut
 * into runs of one calendar month, each under its month's heading. Pure: the day is given, never read from a clock.
 */

/** Each dated entry's next due date on or after `day` ("YYYY-MM-DD"), by id; entries without fixed dates are left out. */
export function nextDueDates(
  rows: readonly (DatedEntry & { id: string })[],
  day: string,
): Map<string, string> {
  const map = new Map<string, string>();
  for (const row of rows) {
    const date = nextOccurrence(row, day)?.date;
    if (date) map.set(row.id, date);
  }
  return map;
}

/** A run of entries due in one month ("2026-12"), or of entries without a fixed date (month undefined). */
export interface MonthGroup<T> {
  month: string | undefined;
  rows: T[];
}

/**
 * The rows, in their order, cut where the month of the next due date changes: rows sorted by due date give one
 * group a month (and one for the entries without a fixed date, which the sort puts last).
 */
export function groupByMonth<T extends { id: string }>(
  rows: readonly T[],
  nextDueById: ReadonlyMap<string, string>,
): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const row of rows) {
    const month = nextDueById.get(row.id)?.slice(0, 7);
    const last = groups.at(-1);
    if (last && last.month === month) last.rows.push(row);
    else groups.push({ month, rows: [row] });
  }
  return groups;
}
