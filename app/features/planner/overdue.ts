import type { DueDatesFile } from "~/lib/compliance-schema";
import { addDays, daysBetween, dueOccurrences } from "~/lib/schedule";
import { filedIndex, markKey, type FiledMarks } from "./filed-marks";
import { estimateCost, type CostEstimate } from "~/lib/late-cost/estimate";
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
  /** It may apply: a fact the planner does not ask decides it (the plan's "also check"). */
  mayApply?: true;
  /** The entry's words on the cost of missing it (what the list says where the cost has no figure). */
  penalty: string;
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
  const entries = new Map(
    Object.values(file.dueDates).flatMap((items) => items.map((item) => [item.id, item] as const)),
  );
  const turnover = turnoverBand(profile.turnover);
  const overdue = (
    occurrence: { id: string; form: string; date: string; originalDate: string },
    mayApply: boolean,
  ): OverdueFiling => {
    const daysLate = daysBetween(occurrence.date, today);
    const entry = entries.get(occurrence.id);
    const lateCost = entry?.lateCost;
    const filing: OverdueFiling = {
      key: markKey(occurrence.id, occurrence.originalDate),
      ...occurrence,
      daysLate,
      penalty: entry?.penalty ?? "",
    };
    if (mayApply) filing.mayApply = true;
    if (lateCost)
      filing.cost = estimateCost(lateCost, daysLate, { turnover, dueDate: occurrence.date });
    return filing;
  };
  // The plan as it stood on the first day counted: the same rules date the past occurrences as the current ones.
  const past = buildPlan(file, profile, from);
  const dated = past.months
    .flatMap((m) => m.rows)
    .filter((row) => row.date < today && !filed.has(row.key))
    .map((row) => overdue(row, false));
  // What may apply because a fact the planner does not ask decides it (the plan's "also check": Form 49C for a
  // liaison office), dated by its schedule. What waits on a question the visitor has not answered yet is left to
  // the answer: listing every GST return of a business that has not said whether it is registered would bury the
  // rest.
  const yesterday = addDays(today, -1);
  const mayApply = past.toCheck.flatMap((check) => {
    if (!check.needs.every((need) => need === "not-asked")) return [];
    const entry = entries.get(check.id);
    if (!entry?.schedule || entry.schedule.kind === "afterEvent") return [];
    // Its latest occurrence only: one line for each filing that may apply.
    const latest = dueOccurrences(entry, from, yesterday)
      .filter((due) => due.date >= from)
      .at(-1);
    if (!latest || filed.has(markKey(entry.id, latest.originalDate))) return [];
    return [
      overdue(
        { id: entry.id, form: entry.form, date: latest.date, originalDate: latest.originalDate },
        true,
      ),
    ];
  });
  return [...dated, ...mayApply].sort((a, b) => a.date.localeCompare(b.date));
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
