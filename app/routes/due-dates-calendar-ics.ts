import { absoluteUrl } from "~/config/site";
import { calendarFeed } from "~/lib/calendar-feed.server";
import { dueDatesPath } from "~/content/due-dates";
import { deadlineEvents } from "~/features/due-dates/calendar-events";
import { calendarFeedText } from "~/content/due-dates-calendar";
import { toRows } from "~/features/due-dates/filter-due-dates";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { todayInIndia } from "~/features/due-dates/schedule";
import { latestChangeByEntry } from "~/features/due-dates/updates";
import { ledgerOf } from "~/lib/publish-records";

// Prerendered at build time into build/client/due-dates/calendar.ics: the next twelve months of deadlines.
export function loader() {
  const file = loadDueDatesFile();
  const today = todayInIndia();
  return new Response(
    calendarFeed(
      deadlineEvents(
        toRows(file.dueDates),
        today,
        absoluteUrl(dueDatesPath),
        {},
        latestChangeByEntry(ledgerOf(file)),
      ),
      calendarFeedText,
      today,
    ),
    {
      headers: { "Content-Type": "text/calendar; charset=utf-8" },
    },
  );
}
