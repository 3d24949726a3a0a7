import type { Extension, Schedule } from "~/lib/compliance-schema";

/*
 * Due dates from machine-readable schedules, shared by the due-dates feature and the planner. Everything is a
 * calendar date in India written as "YYYY-MM-DD"; arithmetic runs on UTC midnights, so no time zone or
 * daylight-saving change can move a date by a day.
 */

const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, "0");
const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A calendar date; a day past the month's end falls on its last day (31 June → 30 June, 29 Feb → 28 Feb). */
export function isoDate(year: number, month: number, day: number): string {
  // Months past December roll into the next year (month 13 = January of year + 1).
  const y = year + Math.floor((month - 1) / 12);
  const m = ((((month - 1) % 12) + 12) % 12) + 1;
  return `${y}-${pad(m)}-${pad(Math.min(day, daysInMonth(y, m)))}`;
}

const toDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const addDays = (iso: string, days: number) => fromDay(toDay(iso) + days);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round(toDay(to) - toDay(from));

/** Every due date of `schedule` that falls in [from, to], in order. Event-based schedules have none. */
export function occurrences(schedule: Schedule, from: string, to: string): string[] {
  const first = Number(from.slice(0, 4)) - 1;
  const last = Number(to.slice(0, 4)) + 1;
  const dates: string[] = [];
  for (let year = first; year <= last; year++) {
    switch (schedule.kind) {
      case "annual":
        dates.push(isoDate(year, schedule.month, schedule.day));
        break;
      case "quarterly":
        for (const d of schedule.dates) dates.push(isoDate(year, d.month, d.day));
        break;
      case "monthly":
        for (let period = 1; period <= 12; period++) {
          const exception = schedule.exceptions?.find((e) => e.periodMonth === period);
          dates.push(
            exception
              ? isoDate(
                  exception.due.month < period ? year + 1 : year,
                  exception.due.month,
                  exception.due.day,
                )
              : isoDate(year, period + (schedule.monthOffset ?? 1), schedule.day),
          );
        }
        break;
      case "afterQuarterEnd":
        for (const quarterEnd of [3, 6, 9, 12]) {
          const days =
            schedule.exceptions?.find((e) => e.quarterEndMonth === quarterEnd)?.days ??
            schedule.days;
          dates.push(addDays(isoDate(year, quarterEnd, 31), days));
        }
        break;
      case "afterEvent":
        return [];
    }
  }
  return [...new Set(dates)].filter((d) => d >= from && d <= to).sort();
}

/** One due date of an entry: the statutory date of its period, moved where an authority extended it. */
export interface DueOccurrence {
  /** The date the filing is due: the extended date when the period was extended. */
  date: string;
  /** The statutory date of the period; it names the period (calendar UIDs keep it when the date moves). */
  originalDate: string;
  /** The extension in force for the period: the latest one issued. */
  extension: Extension | undefined;
  /** How many times the period's date has moved (an iCalendar SEQUENCE). */
  sequence: number;
}

export interface DatedEntry {
  schedule?: Schedule | undefined;
  extensions?: readonly Extension[] | undefined;
}

// An extension can move a date by months: periods whose statutory date is this far before `from` may still be due.
const EXTENSION_LOOKBACK_DAYS = 400;

/** Every due date of the entry in [from, to], extended dates winning over statutory ones, in date order. */
export function dueOccurrences(entry: DatedEntry, from: string, to: string): DueOccurrence[] {
  if (!entry.schedule) return [];
  return occurrences(entry.schedule, addDays(from, -EXTENSION_LOOKBACK_DAYS), to)
    .map((originalDate) => {
      // The ledger is in the order the extensions were issued: a period's last one is in force.
      const moves = entry.extensions?.filter((e) => e.originalDate === originalDate) ?? [];
      const extension = moves.at(-1);
      return {
        date: extension?.extendedDate ?? originalDate,
        originalDate,
        extension,
        sequence: moves.length,
      };
    })
    .filter((o) => o.date >= from && o.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : 1));
}

/** The entry's first due date on or after `today` (extensions applied), or undefined when it has no fixed dates. */
export function nextOccurrence(entry: DatedEntry, today: string): DueOccurrence | undefined {
  return dueOccurrences(entry, today, addDays(today, 800))[0];
}
