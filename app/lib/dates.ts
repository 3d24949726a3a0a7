import { MONTHS } from "./compliance-constants";

/**
 * Calendar dates ("2026-03-31") formatted the same on the build machine and in every visitor's browser:
 * parsed and printed in UTC so no time zone can move a date by a day.
 */
const parse = (iso: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a calendar date: ${iso}`);
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (date.toISOString().slice(0, 10) !== iso) throw new RangeError(`Not a calendar date: ${iso}`);
  return date;
};

// Month names from the shared table, not Intl.DateTimeFormat: building a formatter loads locale data, which cost the
// first render of every page that shows a date tens of milliseconds on a throttled phone.
const format = (iso: string, month: (name: string) => string) => {
  const date = parse(iso);
  return `${date.getUTCDate()} ${month(MONTHS[date.getUTCMonth()]!)} ${date.getUTCFullYear()}`;
};

/** "31 March 2026" */
export const formatLongDate = (iso: string) => format(iso, (name) => name);
/** "31 Mar 2026" (three letters for every month, "Sep" included) */
export const formatShortDate = (iso: string) => format(iso, (name) => name.slice(0, 3));
export const isCalendarDate = (iso: string) => {
  try {
    parse(iso);
    return true;
  } catch {
    return false;
  }
};
