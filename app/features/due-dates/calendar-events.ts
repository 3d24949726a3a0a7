import { site } from "~/config/site";
import { calendarFeedText as t } from "~/content/due-dates-calendar";
import type { DueDateRow } from "./filter-due-dates";
import { addDays, occurrences } from "./schedule";

/** One all-day deadline, the same in the build's calendar feed and in a visitor's "Add to calendar" file. */
export interface DeadlineEvent {
  /** Stable across builds: entry id + date, so re-importing updates events instead of duplicating them. */
  uid: string;
  /** "YYYY-MM-DD", an all-day event in India. */
  date: string;
  summary: string;
  description: string;
  url: string;
}

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
      row.schedule
        ? occurrences(row.schedule, from, to).map((date) => ({
            uid: `${row.id}-${date.replaceAll("-", "")}@${uidDomain}`,
            date,
            summary: `${row.form} due (${row.law})`,
            description: [
              row.description,
              `${t.due}: ${row.due}`,
              `${t.law}: ${row.law}`,
              ...(row.penalty ? [`${t.penalty}: ${row.penalty}`] : []),
              `${t.details}: ${url}`,
            ].join("\n"),
            url,
          }))
        : [],
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.uid < b.uid ? -1 : 1));
}
