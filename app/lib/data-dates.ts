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

/** Each of those dates with its path. */
function dataDates(file: DueDatesFile): { path: string; date: string }[] {
  const dates: { path: string; date: string }[] = [];
  const check = (path: string, date: string | undefined) => {
    if (date) dates.push({ path, date });
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
  return dates;
}

/** One line per date later than `today` (India's, YYYY-MM-DD) beyond the tolerance, with its path. */
export function futureDateProblems(file: DueDatesFile, today: string): string[] {
  const latest = addDays(today, FUTURE_TOLERANCE_DAYS);
  return dataDates(file)
    .filter(({ date }) => date > latest)
    .map(
      ({ path, date }) =>
        `${path}: ${date} is after today (${today}): a date of checking or of issue cannot be in the future`,
    );
}

/**
 * The latest of those dates: the earliest day the file can have been made. Tests that publish or check the data take
 * their "today" from it, so a later check date in the data never makes them fail.
 */
export const latestDataDate = (file: DueDatesFile): string =>
  dataDates(file).reduce((latest, { date }) => (date > latest ? date : latest), file.lastUpdated);
