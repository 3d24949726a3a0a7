import type { DueDatesFile } from "~/lib/compliance-schema";
import { addDays, daysBetween } from "~/lib/schedule";
import { filedIndex, type FiledMarks } from "./filed-marks";
import { estimateCost, type CostEstimate } from "~/lib/late-cost/estimate";
import { buildPlan, type Plan } from "./plan";
import type { PlannerProfile } from "./profile";
import { turnoverBand } from "./thresholds";

/*
 * What is overdue and not marked filed, and the counts the next visit opens with
 * (docs/decisions/039-filed-marks-on-the-device.md). Pure: the data, the profile, the marks and today in.
 */

/** Past due dates count back at most this far: the plan's own twelve months. */
export const OVERDUE_LOOKBACK_DAYS = 365;
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

/**
 * The first day a past due date counts from: the day tracking started on this device, and no earlier than twelve
 * months ago. Undefined until tracking starts (nothing is claimed overdue that the visitor could not have tracked).
 */
export function overdueFrom(marks: FiledMarks | undefined, today: string): string | undefined {
  if (!marks) return undefined;
  const earliest = addDays(today, -OVERDUE_LOOKBACK_DAYS);
  return marks.trackingSince > earliest ? marks.trackingSince : earliest;
}

/**
 * The profile's filings due from the day tracking started (overdueFrom) to yesterday and not marked filed, the
 * longest overdue first, each with the cost of its delay as of today.
 */
export function overdueFilings(
  file: DueDatesFile,
  profile: PlannerProfile,
  marks: FiledMarks | undefined,
  today: string,
): OverdueFiling[] {
  const from = overdueFrom(marks, today);
  if (!from || from >= today) return [];
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
