import type { PeriodUnit } from "~/lib/applicability-constants";
import { addDays, isoDate } from "~/lib/schedule";

/*
 * The period a filing reports on: the latest whole month, quarter (April-June, July-September, October-December,
 * January-March), half of the financial year (April-September, October-March) or financial year that ended before
 * its statutory due date. GSTR-3B due 20 January covers December; Form 140 due 31 May covers January-March;
 * GSTR-9 due 31 December 2027 covers FY 2026-27.
 */

export interface Period {
  unit: PeriodUnit;
  /** First and last day, "YYYY-MM-DD". */
  from: string;
  to: string;
}

const LENGTH: Record<PeriodUnit, number> = {
  month: 1,
  quarter: 3,
  "half-year": 6,
  "financial-year": 12,
};
/** Months in which a period of the unit ends. */
const ENDS: Record<PeriodUnit, readonly number[]> = {
  month: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  quarter: [3, 6, 9, 12],
  "half-year": [3, 9],
  "financial-year": [3],
};

export function periodBefore(unit: PeriodUnit, dueDate: string): Period {
  const year = Number(dueDate.slice(0, 4));
  const month = Number(dueDate.slice(5, 7));
  // The month before the due date's month has ended before it; walk back to one in which a period ends.
  let end = month - 1;
  while (!ENDS[unit].includes(((((end - 1) % 12) + 12) % 12) + 1)) end--;
  const to = isoDate(year, end, 31);
  const from = addDays(isoDate(year, end - LENGTH[unit], 31), 1);
  return { unit, from, to };
}
