import { isoDate } from "~/lib/schedule";

/*
 * A company's first year, from its date of incorporation. Its first financial year ends on the 31 March after it was
 * incorporated, or, for a company incorporated on or after 1 January, on 31 March of the following year (s.2(41)
 * Companies Act 2013); its first AGM is held within nine months of that day (proviso to s.96(1)), and the filings
 * dated from the AGM (AOC-4, MGT-7) run from it. No filing covers a period that ended before the business existed.
 * Pure.
 */

/** Months after the first financial year's end within which the first AGM is held (proviso to s.96(1)). */
export const FIRST_AGM_MONTHS = 9;

/** The last day of a company's first financial year (s.2(41)): always 31 March of the calendar year after. */
export function firstFinancialYearEnd(incorporatedOn: string): string {
  const year = Number(incorporatedOn.slice(0, 4));
  // Incorporated from April to December: the next 31 March. From 1 January to 31 March: 31 March a year on.
  return isoDate(year + 1, 3, 31);
}

/** The last day for the first AGM: nine months after the first financial year's end (31 December). */
export function firstAgmDate(incorporatedOn: string): string {
  const end = firstFinancialYearEnd(incorporatedOn);
  return isoDate(Number(end.slice(0, 4)), 3 + FIRST_AGM_MONTHS, 31);
}

/** The end of the financial year (31 March) before an AGM's statutory date. */
const yearEndBefore = (agmDate: string) => {
  const year = Number(agmDate.slice(0, 4));
  return Number(agmDate.slice(5, 7)) > 3 ? isoDate(year, 3, 31) : isoDate(year - 1, 3, 31);
};

/**
 * The AGM's statutory last dates (one a year, as the AGM entry's schedule gives them) for a company incorporated on
 * `incorporatedOn`: none for a year that ended before its first financial year did, and for the first year the first
 * AGM's date instead of the year's. Without an incorporation date the dates stand.
 */
export function agmDatesFor(
  dates: readonly string[],
  incorporatedOn: string | undefined,
): string[] {
  if (!incorporatedOn) return [...dates];
  const firstEnd = firstFinancialYearEnd(incorporatedOn);
  return dates.flatMap((date) => {
    const yearEnd = yearEndBefore(date);
    if (yearEnd < firstEnd) return [];
    return [yearEnd === firstEnd ? firstAgmDate(incorporatedOn) : date];
  });
}

/**
 * Whether a filing falls before the business existed: its period ended before the date of incorporation, or (with no
 * period) its date is before it.
 */
export function beforeTheBusiness(
  row: { date: string; period?: { to: string } | undefined },
  incorporatedOn: string | undefined,
): boolean {
  if (!incorporatedOn) return false;
  return row.period ? row.period.to < incorporatedOn : row.date < incorporatedOn;
}
