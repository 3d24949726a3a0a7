import { MONTHS } from "./compliance-constants";
import { formatLongDate } from "./dates";

/**
 * "31 జులై 2026": a date with the month names of another language, given in the English months' order. Apart from
 * dates.ts so the pages with React, which are English, do not carry it (docs/decisions/025-telugu-edition.md).
 */
export function formatLongDateWith(iso: string, months: readonly string[]): string {
  const [day, month, year] = formatLongDate(iso).split(" ");
  return `${day} ${months[MONTHS.indexOf(month as (typeof MONTHS)[number])] ?? month} ${year}`;
}
