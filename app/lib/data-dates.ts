import type { DueDatesFile } from "./compliance-schema";
import { addDays } from "./schedule";

/*
 * Dates of the data that cannot be later than today: the file's lastUpdated, each entry's and each late cost's
 * verifiedOn (when someone checked it) and each extension's issuedOn (when the circular was issued). The schema
 * keeps every date of the data within this century; this check needs the clock, so it runs where a file is made or
 * taken in (the admin's download, `npm run data:publish`, the build), never where a visitor's device reads it.
 */

/** Days a date may lie ahead of today in India: a device a day behind India's date, and a clock a little off. */
export const FUTURE_TOLERANCE_DAYS = 2;

/** One line per date later than `today` (India's, YYYY-MM-DD) beyond the tolerance, with its path. */
export function futureDateProblems(file: DueDatesFile, today: string): string[] {
  const latest = addDays(today, FUTURE_TOLERANCE_DAYS);
  const problems: string[] = [];
  const check = (path: string, date: string | undefined) => {
    if (date && date > latest)
      problems.push(
        `${path}: ${date} is after today (${today}): a date of checking or of issue cannot be in the future`,
      );
  };
  check("lastUpdated", file.lastUpdated);
  for (const [law, items] of Object.entries(file.dueDates))
    items.forEach((item, index) => {
      const at = `dueDates.${law}.${index}`;
      check(`${at}.verifiedOn`, item.verifiedOn);
      check(`${at}.lateCost.verifiedOn`, item.lateCost?.verifiedOn);
      item.extensions?.forEach((extension, i) =>
        check(`${at}.extensions.${i}.issuedOn`, extension.issuedOn),
      );
    });
  return problems;
}
