import type { DueDatesFile } from "~/lib/compliance-schema";
import { addDays, daysBetween } from "~/lib/schedule";
import { filedIndex, type FiledMarks } from "./filed-marks";
import { estimateCost, type CostEstimate } from "./late-cost";
import { buildPlan, type Plan } from "./plan";
import type { PlannerProfile } from "./profile";
import { turnoverBand } from "./thresholds";

/*
 * What fell due and is not marked filed, and the counts the next visit opens with
 * (docs/decisions/039-filed-marks-on-the-device.md, docs/decisions/045-filed-marks-in-two-tabs.md). Pure: the data,
 * the profile, the marks and today in.
 */

/** Past due dates count back at most this far: the plan's own twelve months. */
export const OVERDUE_LOOKBACK_DAYS = 365;
/**
 * Every plan, a first visit's too, shows what fell due in the last 90 days and is not ticked, as "if not yet filed":
 * a filing missed last month runs up its cost whether or not the visitor has used the planner before.
 */
export const RECENT_DAYS = 90;
/** "This week": today and the six days after it. */
export const WEEK_DAYS = 7;

export interface OverdueFiling {
  /** The plan row's key: the entry's id and its statutory due date (a mark's key). */
  key: string;
  id: string;
  form: string;
  /** The day it was due (an extended date where the authority extended it). */
  date: string;
  /** The statutory due date, which names the occurrence. */
  originalDate: string;
  daysLate: number;
  /** The estimated cost of filing today, from the entry's confirmed late-filing cost; none where it has none. */
  cost?: CostEstimate;
}

/** The first day a past due date counts from, and why that day. */
export type OverdueSince =
  /** The last 90 days: no marks on this device, or tracking started within them. */
  | { from: string; reason: "recent" }
  /** The day tracking started on this device, more than 90 days and less than a year ago. */
  | { from: string; reason: "tracking" }
  /** Twelve months ago, the plan's span: tracking started before it (on trackingSince). */
  | { from: string; reason: "year"; trackingSince: string };

/**
 * The first day a past due date counts from: the day tracking started on this device, but never later than 90 days
 * ago (what a plan made today shows) nor earlier than twelve months ago.
 */
export function overdueFrom(marks: FiledMarks | undefined, today: string): OverdueSince {
  const recent = addDays(today, -RECENT_DAYS);
  const earliest = addDays(today, -OVERDUE_LOOKBACK_DAYS);
  if (!marks || marks.trackingSince >= recent) return { from: recent, reason: "recent" };
  if (marks.trackingSince >= earliest) return { from: marks.trackingSince, reason: "tracking" };
  return { from: earliest, reason: "year", trackingSince: marks.trackingSince };
}

/**
 * The profile's filings due from overdueFrom's day to yesterday and not marked filed, the longest overdue first,
 * each with the cost of its delay as of today (late-cost.ts, the plan's own estimate).
 */
export function overdueFilings(
  file: DueDatesFile,
  profile: PlannerProfile,
  marks: FiledMarks | undefined,
  today: string,
): OverdueFiling[] {
  const { from } = overdueFrom(marks, today);
  const filed = filedIndex(marks);
  const lateCosts = new Map(
    Object.values(file.dueDates).flatMap((items) =>
      items.flatMap((item) => (item.lateCost ? [[item.id, item.lateCost] as const] : [])),
    ),
  );
  const turnover = turnoverBand(profile.turnover);
  // The plan as it stood on the first day counted: the same rules date the past occurrences as the current ones.
  const past = buildPlan(file, profile, from);
  return past.months
    .flatMap((m) => m.rows)
    .filter((row) => row.date < today && !filed.has(row.key))
    .map((row) => {
      const daysLate = daysBetween(row.date, today);
      const lateCost = lateCosts.get(row.id);
      const overdue: OverdueFiling = {
        key: row.key,
        id: row.id,
        form: row.form,
        date: row.date,
        originalDate: row.originalDate,
        daysLate,
      };
      if (lateCost)
        overdue.cost = estimateCost(lateCost, daysLate, { turnover, dueDate: row.date });
      return overdue;
    });
}

/** What the next visit opens with: filings due this week not marked filed, and those overdue. */
export function visitCounts(
  plan: Plan,
  overdue: readonly OverdueFiling[],
  marks: FiledMarks | undefined,
): { thisWeek: number; overdue: number } {
  const filed = filedIndex(marks);
  const thisWeek = plan.months
    .flatMap((m) => m.rows)
    .filter((row) => row.daysLeft >= 0 && row.daysLeft < WEEK_DAYS && !filed.has(row.key)).length;
  return { thisWeek, overdue: overdue.length };
}
