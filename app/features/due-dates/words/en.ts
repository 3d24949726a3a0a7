import { dueDatesCalendarPath, dueDatesNotesText, dueDatesText } from "~/content/due-dates";
import { formatLongDate, formatShortDate } from "~/lib/dates";
import { dueDatesUpdatesText } from "~/content/due-dates-updates";
import { calendarScope } from "~/content/calendar-scope";
import type { DueDatesWords } from "../due-dates-words";

const asWritten = (value: string) => value;

/** The English due-dates page's words (its route module's): the data's keys are its names. */
export const englishWords: DueDatesWords = {
  dueDatesText,
  dueDatesNotesText,
  updatesText: dueDatesUpdatesText,
  scope: calendarScope,
  formatDate: formatShortDate,
  formatLongDate,
  lawName: asWritten,
  stateName: asWritten,
  entityName: asWritten,
  monthName: asWritten,
  loadSearchSynonyms: async () => (await import("~/content/due-dates-search")).searchSynonyms,
  loadNoticesText: async () => (await import("~/content/due-dates-notices")).dueDatesNoticesText,
  loadCalendarText: async () => (await import("~/content/due-dates-calendar")).calendarFeedText,
  calendarPath: dueDatesCalendarPath,
};
