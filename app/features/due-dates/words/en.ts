import { dueDatesNotesText, dueDatesText } from "~/content/due-dates";
import { formatLongDate, formatShortDate } from "~/lib/dates";
import type { DueDatesWords } from "../due-dates-words";

const asWritten = (value: string) => value;

/** The English due-dates page's words (its route module's): the data's keys are its names. */
export const englishWords: DueDatesWords = {
  dueDatesText,
  dueDatesNotesText,
  formatDate: formatShortDate,
  formatLongDate,
  lawName: asWritten,
  entityName: asWritten,
  monthName: asWritten,
  loadSearchSynonyms: async () => (await import("~/content/due-dates-search")).searchSynonyms,
  loadNoticesText: async () => (await import("~/content/due-dates-notices")).dueDatesNoticesText,
  loadCalendarText: async () => (await import("~/content/due-dates-calendar")).calendarFeedText,
};
