import type { Plan, PlanRow } from "./plan";

/*
 * The plan at a glance, for its summary: what falls due in the next 30 days, how many more by the end of this
 * quarter (the financial year's quarters end in June, September, December and March), and the twelve months' count.
 * Pure.
 */

export const NEXT_DAYS = 30;

export interface PlanGlance {
  /** Deadlines within the next 30 days, soonest first. */
  next: PlanRow[];
  /** Deadlines after those, up to the end of the current quarter. */
  restOfQuarter: number;
  /** The last day of the current quarter. */
  quarterEnd: string;
  /** Every deadline of the plan's twelve months. */
  year: number;
}

/** The last day of the financial-year quarter that holds `iso`: 30 June, 30 September, 31 December or 31 March. */
export function quarterEnd(iso: string): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const endMonth = Math.ceil(month / 3) * 3;
  const lastDay = { 3: 31, 6: 30, 9: 30, 12: 31 }[endMonth]!;
  return `${year}-${String(endMonth).padStart(2, "0")}-${lastDay}`;
}

export function planGlance(plan: Plan): PlanGlance {
  const rows = plan.months.flatMap((m) => m.rows);
  const end = quarterEnd(plan.today);
  const next = rows.filter((row) => row.daysLeft <= NEXT_DAYS);
  return {
    next,
    restOfQuarter: rows.filter((row) => row.daysLeft > NEXT_DAYS && row.date <= end).length,
    quarterEnd: end,
    year: rows.length,
  };
}
