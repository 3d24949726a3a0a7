import type { DueDatesFile } from "~/lib/compliance-schema";
import { isStateLaw } from "~/lib/state-laws";
import { toRows } from "./filter-due-dates";
import { addDays, dueOccurrences } from "./schedule";

import type { Deadline } from "./next-deadlines";

/**
 * Every deadline of the data file's national laws from `from` for about thirteen months (extended dates winning), in
 * date order, computed at build time (a State's own deadlines are its businesses' only, not every visitor's);
 * the browser keeps the ones from today on, so the card stays right for a year without a rebuild.
 */
export function deadlinesFrom(file: DueDatesFile, from: string, days = 400): Deadline[] {
  const to = addDays(from, days);
  return toRows(file.dueDates)
    .filter((row) => !isStateLaw(row.law))
    .flatMap((row) =>
      dueOccurrences(row, from, to).map(({ date }) => ({ form: row.form, law: row.law, date })),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
