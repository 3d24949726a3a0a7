import type { DueDatesFile } from "~/lib/compliance-schema";
import { toRows } from "./filter-due-dates";
import { addDays, occurrences } from "./schedule";

import type { Deadline } from "./next-deadlines";

/**
 * Every deadline of the data file from `from` for about thirteen months, in date order, computed at build time;
 * the browser keeps the ones from today on, so the card stays right for a year without a rebuild.
 */
export function deadlinesFrom(file: DueDatesFile, from: string, days = 400): Deadline[] {
  const to = addDays(from, days);
  return toRows(file.dueDates)
    .flatMap((row) =>
      row.schedule
        ? occurrences(row.schedule, from, to).map((date) => ({
            form: row.form,
            law: row.law,
            date,
          }))
        : [],
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
