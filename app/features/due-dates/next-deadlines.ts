import { formatShortDate } from "~/lib/dates";
import { formatLongDateWith } from "~/lib/dates-in-language";

/** A compact deadline for the home page's card: form, law and date ("YYYY-MM-DD"). */
export interface Deadline {
  form: string;
  law: string;
  date: string;
}

/** The first `count` deadlines on or after `today` (the list is in date order). */
export const nextDeadlines = (all: readonly Deadline[], today: string, count = 3) =>
  all.filter((d) => d.date >= today).slice(0, count);

/**
 * How the card writes a deadline's date: with the page's month names when it has them (the Telugu page's
 * "31 జులై 2026"), else short English ("31 Mar 2026").
 */
export const deadlineDateFormat = (months?: readonly string[]) =>
  months ? (iso: string) => formatLongDateWith(iso, months) : formatShortDate;
