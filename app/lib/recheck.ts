import { isoDate } from "./schedule";

/*
 * Which entries of the compliance data are due for a recheck against their source: those whose check date (the
 * entry's, or its late-filing cost's) is more than twelve months old, or missing. Pure: the data and today's date in.
 * `npm run check:build` lists them for the published file; the admin shows them to staff.
 */

export const RECHECK_AFTER_MONTHS = 12;

interface Checked {
  id: string;
  form: string;
  verifiedOn?: string | undefined;
  lateCost?: { verifiedOn: string } | undefined;
}

export interface RecheckDue {
  id: string;
  law: string;
  form: string;
  /** The oldest check date of the entry's facts; undefined when the entry was never checked. */
  checkedOn: string | undefined;
}

/** The day a check becomes due: twelve months after it (29 February → 28 February of the next year). */
export function recheckDueFrom(checkedOn: string): string {
  const [y, m, d] = checkedOn.split("-").map(Number) as [number, number, number];
  return isoDate(y, m + RECHECK_AFTER_MONTHS, d);
}

/**
 * The entries due for a recheck on `today`, oldest check first: a check more than twelve months old (checked on
 * 28 November 2025 is due from 29 November 2026), or none at all.
 */
export function dueForRecheck(
  data: Readonly<Record<string, readonly Checked[]>>,
  today: string,
): RecheckDue[] {
  const due: RecheckDue[] = [];
  for (const [law, items] of Object.entries(data))
    for (const item of items) {
      const dates = [item.verifiedOn, item.lateCost?.verifiedOn];
      const known = dates.filter((d): d is string => !!d).sort();
      const checkedOn = dates[0] === undefined ? undefined : known[0];
      if (checkedOn === undefined || recheckDueFrom(checkedOn) < today)
        due.push({ id: item.id, law, form: item.form, checkedOn });
    }
  return due.sort(
    (a, b) => (a.checkedOn ?? "").localeCompare(b.checkedOn ?? "") || a.id.localeCompare(b.id),
  );
}
