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

const longFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortFormat = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** "31 March 2026" */
export const formatLongDate = (iso: string) => longFormat.format(parse(iso));
/** "31 Mar 2026" */
export const formatShortDate = (iso: string) => shortFormat.format(parse(iso));
export const isCalendarDate = (iso: string) => {
  try {
    parse(iso);
    return true;
  } catch {
    return false;
  }
};
