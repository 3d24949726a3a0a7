import { absoluteUrl } from "~/config/site";
import { calendarFeed } from "~/lib/calendar-feed.server";
import { dueDatesPath } from "~/content/due-dates";
import { calendarFeedText } from "~/content/te/due-dates-calendar";
import { dueDateEntriesTe } from "~/content/te/due-date-entries";
import { extensionReferencesTe, formNamesTe } from "~/content/te/due-date-names";
import { lateCostText } from "~/content/te/late-cost-text";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { teluguMonths } from "~/content/te/months";
import { deadlineEvents } from "~/features/due-dates/calendar-events";
import { withEntryWords, withFormNames } from "~/features/due-dates/entry-words";
import { toRows } from "~/features/due-dates/filter-due-dates";
import { loadDueDatesFile } from "~/features/due-dates/load-due-dates.server";
import { todayInIndia } from "~/features/due-dates/schedule";
import { teluguNames } from "~/features/due-dates/telugu-names.server";
import { formatLongDateWith } from "~/lib/dates-in-language";
import { withLateCostWords } from "~/lib/late-cost/translated-words";
import { costLineForDate } from "~/lib/late-cost/text";
import { pathIn } from "~/lib/locale";

/*
 * Prerendered at build time into build/client/te/due-dates/calendar.ics: the Telugu page's calendar, the same events
 * as the English feed (the same UIDs, so a calendar holding one moves it) in Telugu: the entries' Telugu words while
 * they translate the data's English (entry-words.ts), the laws' and months' Telugu names, the cost of a month's
 * delay in the Telugu cost words (docs/decisions/025-telugu-edition.md).
 */
export function loader() {
  const file = loadDueDatesFile();
  const today = todayInIndia();
  const names = teluguNames(file.laws ?? Object.keys(file.dueDates));
  const words = withFormNames(dueDateEntriesTe, file.dueDates, formNamesTe, extensionReferencesTe);
  const costs = new Map(
    Object.values(file.dueDates).flatMap((items) =>
      items.map((i) => [i.id, withLateCostWords(i, lateCostWordsTe[i.id])]),
    ),
  );
  return new Response(
    calendarFeed(
      deadlineEvents(
        toRows(withEntryWords(file.dueDates, words)),
        today,
        absoluteUrl(pathIn(dueDatesPath, "te")),
        {
          text: calendarFeedText,
          lawName: (law) => names.laws[law] ?? law,
          formatDate: (iso) => formatLongDateWith(iso, teluguMonths),
          costLine: (id, date) => costLineForDate(costs.get(id), date, { costText: lateCostText }),
        },
      ),
      calendarFeedText,
      today,
    ),
    {
      headers: { "Content-Type": "text/calendar; charset=utf-8" },
    },
  );
}
