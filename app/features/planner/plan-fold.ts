import type { Schedule } from "~/lib/compliance-schema";
import { isoDate } from "~/lib/schedule";
import type { Plan, PlanRow } from "./plan";

/*
 * The plan's list with each recurring filing folded into one row: "GSTR-3B: 20th of every month, 12 in the plan",
 * which opens to its dates. A filing with one date in the plan stays a row of its own. The rows are ordered by their
 * next date. The schedule a row names is read from the data's schedule and checked against the dates the plan holds:
 * where a date of the plan is not the schedule's usual day (an exception of the data, an authority's extension, the
 * end of a shorter month), the row says the day varies rather than name a day that is not always right. Pure.
 */

/** How a recurring filing falls due, as its row says it. */
export type FoldSchedule =
  /** Every month on `day` (or its last day); `varies` when a date of the plan is another day. */
  | { kind: "monthly"; day: number | "last"; varies: boolean }
  /** Fixed dates, `perYear` times a year (four: every quarter; two: twice a year). */
  | { kind: "fixed"; perYear: number; varies: boolean }
  /** Within `days` days of each quarter's end. */
  | { kind: "afterQuarterEnd"; days: number; varies: boolean }
  /** Once a year on `month`/`day`, with more than one date in the plan (an extension or the window's edges). */
  | { kind: "annual"; month: number; day: number; varies: boolean }
  /** Dates the data's schedule does not give alone (counted from an event, a board meeting's rule). */
  | { kind: "dates" };

export interface FoldedRow {
  /** The entry's id: one folded row per entry. */
  id: string;
  /** The filing's dates in the plan, soonest first; the first is the next one. */
  rows: PlanRow[];
  /** For a filing with more than one date: how it recurs. */
  schedule?: FoldSchedule;
}

const dayOf = (iso: string) => Number(iso.slice(8, 10));
const isLastDayOfMonth = (iso: string) => {
  const [y, m, d] = iso.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate() === d;
};

/** How a filing with these dates (two or more) recurs, from its schedule in the data. */
export function foldSchedule(
  schedule: Schedule | undefined,
  rows: readonly PlanRow[],
): FoldSchedule {
  // A moved date: an authority's extension, or (an event's date) a day the data's schedule does not give.
  const moved = rows.some((row) => row.date !== row.originalDate);
  switch (schedule?.kind) {
    case "monthly": {
      // A day past the end of a shorter month falls on its last day (app/lib/schedule.ts): "the last day".
      const last = schedule.day >= 28 && rows.every((row) => isLastDayOfMonth(row.date));
      const varies = moved || (!last && rows.some((row) => dayOf(row.date) !== schedule.day));
      return { kind: "monthly", day: last ? "last" : schedule.day, varies };
    }
    case "quarterly": {
      const perYear = schedule.dates.length;
      return { kind: "fixed", perYear, varies: moved };
    }
    case "afterQuarterEnd":
      return {
        kind: "afterQuarterEnd",
        days: schedule.days,
        varies: moved || !!schedule.exceptions?.length,
      };
    case "annual":
      return { kind: "annual", month: schedule.month, day: schedule.day, varies: moved };
    default:
      return { kind: "dates" };
  }
}

/** The plan's filings, one row each, by their next date (then by form, as the plan orders a day's rows). */
export function foldPlan(
  plan: Pick<Plan, "months">,
  schedules: ReadonlyMap<string, Schedule | undefined>,
): FoldedRow[] {
  const byId = new Map<string, PlanRow[]>();
  for (const { rows } of plan.months)
    for (const row of rows) {
      const list = byId.get(row.id);
      if (list) list.push(row);
      else byId.set(row.id, [row]);
    }
  const folded: FoldedRow[] = [...byId].map(([id, rows]) =>
    rows.length > 1 ? { id, rows, schedule: foldSchedule(schedules.get(id), rows) } : { id, rows },
  );
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  for (const f of folded) f.rows.sort((a, b) => order(a.date, b.date));
  return folded.sort(
    (a, b) => order(a.rows[0]!.date, b.rows[0]!.date) || order(a.rows[0]!.form, b.rows[0]!.form),
  );
}

/** The words a schedule's phrase is made of (app/content/planner.ts and its Telugu twin). */
export interface FoldWords {
  monthly: (day: number) => string;
  monthlyLast: string;
  fixed: (perYear: number) => string;
  afterQuarterEnd: (days: number) => string;
  annual: (date: string) => string;
  dates: string;
  varies: string;
  count: (count: number) => string;
}

/**
 * The schedule's phrase: "20th of every month, 12 in the plan"; "the day varies" where it does. `monthName` names the
 * month of a date in the page's language (an annual day reads "30 June").
 */
export function foldPhrase(
  schedule: FoldSchedule,
  count: number,
  words: FoldWords,
  monthName: (iso: string) => string,
): string {
  const base = (() => {
    switch (schedule.kind) {
      case "monthly":
        return schedule.day === "last" ? words.monthlyLast : words.monthly(schedule.day);
      case "fixed":
        return words.fixed(schedule.perYear);
      case "afterQuarterEnd":
        return words.afterQuarterEnd(schedule.days);
      case "annual":
        return words.annual(`${schedule.day} ${monthName(isoDate(2000, schedule.month, 1))}`);
      case "dates":
        return words.dates;
    }
  })();
  const varies = "varies" in schedule && schedule.varies ? words.varies : "";
  return `${base}${varies}, ${words.count(count)}`;
}
