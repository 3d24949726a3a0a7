import { site } from "~/config/site";
import { calendarFeedText } from "~/content/due-dates-calendar";
import type { CalendarEvent } from "~/lib/calendar-file";
import { formatLongDate } from "~/lib/dates";
import type { DueDateRow } from "./filter-due-dates";
import { addDays, dueOccurrences } from "./schedule";

/** One all-day deadline, the same in the build's calendar feed and in a visitor's "Add to calendar" file. */
export type DeadlineEvent = CalendarEvent;

const uidDomain = new URL(site.siteUrl).hostname;

/**
 * Every deadline of `rows` from `from` for twelve months (until the day before the same date a year later), each
 * linking back to `url` (the due-dates page).
 */
export function deadlineEvents(
  rows: readonly DueDateRow[],
  from: string,
  url: string,
): DeadlineEvent[] {
  const to = addDays(`${Number(from.slice(0, 4)) + 1}${from.slice(4)}`, -1);
  return rows
    .flatMap((row) =>
      dueOccurrences(row, from, to).map(({ date, originalDate, extension, sequence }) => ({
        uid: `${row.id}-${originalDate.replaceAll("-", "")}@${uidDomain}`,
        sequence,
        date,
        summary: `${row.form} due (${row.law})`,
        description: [
          row.description,
          `${calendarFeedText.due}: ${row.due}`,
          ...(extension
            ? [calendarFeedText.extended(formatLongDate(originalDate), extension.reference)]
            : []),
          `${calendarFeedText.law}: ${row.law}`,
          ...(row.basis ? [`${calendarFeedText.basis}: ${row.basis}`] : []),
          ...(row.penalty ? [`${calendarFeedText.penalty}: ${row.penalty}`] : []),
          ...(row.sourceUrl ? [`${calendarFeedText.source}: ${row.sourceUrl}`] : []),
          `${calendarFeedText.details}: ${url}`,
        ].join("\n"),
        url,
      })),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.uid < b.uid ? -1 : 1));
}
