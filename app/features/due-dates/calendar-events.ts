import { site } from "~/config/site";
import { calendarFeedText } from "~/content/due-dates-calendar";
import type { CalendarEvent } from "~/lib/calendar-file";
import { formatLongDate } from "~/lib/dates";
import type { DueDateRow } from "./filter-due-dates";
import { yearEnd } from "./calendar-count";
import { dueOccurrences } from "./schedule";
import { changeLine, type latestChangeByEntry } from "./updates";

/** One all-day deadline, the same in the build's calendar feed and in a visitor's "Add to calendar" file. */
export type DeadlineEvent = CalendarEvent;

const uidDomain = new URL(site.siteUrl).hostname;

/** The language of the events' words: the calendar file's words, the laws' names, how a date is written. */
export interface EventWords {
  text: typeof calendarFeedText;
  lawName: (law: string) => string;
  formatDate: (iso: string) => string;
  /**
   * The cost of a month's delay after one date of an entry, with its label, from the site's one cost of delay
   * (~/lib/late-cost): the build's feeds have the structured costs; a file made in the browser has none.
   */
  costLine?: (id: string, date: string) => string | undefined;
}

const englishEvents: EventWords = {
  text: calendarFeedText,
  lawName: (law) => law,
  formatDate: formatLongDate,
};

/**
 * Every deadline of `rows` from `from` for twelve months (until the day before the same date a year later), each
 * linking back to `url` (the due-dates page), in English unless other words are given.
 */
export function deadlineEvents(
  rows: readonly DueDateRow[],
  from: string,
  url: string,
  words: Partial<EventWords> = {},
  /** Each entry's latest published change (latestChangeByEntry): its events say what changed, and when. */
  changes?: ReturnType<typeof latestChangeByEntry>,
): DeadlineEvent[] {
  const { text, lawName, formatDate, costLine } = { ...englishEvents, ...words };
  const to = yearEnd(from);
  return rows
    .flatMap((row) =>
      dueOccurrences(row, from, to).map(({ date, originalDate, extension, sequence }) => {
        const cost = costLine?.(row.id, date);
        return {
          uid: `${row.id}-${originalDate.replaceAll("-", "")}@${uidDomain}`,
          sequence,
          date,
          summary: text.summary(row.form, lawName(row.law)),
          description: [
            row.description,
            `${text.due}: ${row.due}`,
            ...(extension ? [text.extended(formatDate(originalDate), extension.reference)] : []),
            ...(changes?.has(row.id)
              ? [
                  text.changed(
                    formatDate(changes.get(row.id)!.date),
                    changeLine(changes.get(row.id)!.change),
                  ),
                ]
              : []),
            `${text.law}: ${lawName(row.law)}`,
            ...(row.basis ? [`${text.basis}: ${row.basis}`] : []),
            ...(row.penalty ? [`${text.penalty}: ${row.penalty}`] : []),
            ...(cost ? [cost] : []),
            ...(row.sourceUrl ? [`${text.source}: ${row.sourceUrl}`] : []),
            `${text.details}: ${url}`,
          ].join("\n"),
          url,
        };
      }),
    )
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.uid < b.uid ? -1 : 1));
}
