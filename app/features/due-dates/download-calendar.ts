import type { DueDatesWords } from "./due-dates-words";
import type { DueDateRow } from "./filter-due-dates";

/**
 * Builds, in the browser, the calendar file of `rows` for the twelve months from `today` in the page's language, and
 * starts its download. The calendar code and words load on the first click.
 */
export async function downloadRowsCalendar(
  rows: readonly DueDateRow[],
  today: string,
  url: string,
  filename: string,
  words: Pick<DueDatesWords, "lawName" | "formatLongDate" | "loadCalendarText">,
) {
  const [{ deadlineEvents }, { icsFile, downloadIcs }, text] = await Promise.all([
    import("./calendar-events"),
    import("~/lib/calendar-file"),
    words.loadCalendarText(),
  ]);
  const events = deadlineEvents(rows, today, url, {
    text,
    lawName: words.lawName,
    formatDate: words.formatLongDate,
  });
  downloadIcs(filename, icsFile(events, { ...text, today }));
}
