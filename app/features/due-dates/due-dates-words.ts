import { createContext, use, useContext } from "react";
import type * as calendar from "~/content/due-dates-calendar";
import type * as english from "~/content/due-dates";
import type * as notices from "~/content/due-dates-notices";
import type * as updates from "~/content/due-dates-updates";
import type { ComplianceData } from "~/lib/compliance-schema";
import type { Synonym } from "./filter-due-dates";

/**
 * Everything the due-dates page says, in the page's language: its content module's words, how it writes dates, the
 * names it shows for the data's laws, entity types and months (the data keeps its English keys, which filters and
 * addresses use), and the words of the notices and of the calendar file, loaded when one is needed. The page's route
 * module gathers them (one per language), so a page loads the words of its own language only
 * (docs/decisions/025-telugu-edition.md).
 */
export interface DueDatesWords {
  dueDatesText: typeof english.dueDatesText;
  dueDatesNotesText: typeof english.dueDatesNotesText;
  /** The latest changes' words (the data file's ledger). */
  updatesText: typeof updates.dueDatesUpdatesText;
  /**
   * The language the ledger's changes are written in, where it is not the page's (staff write them in English): each
   * change is marked with it, and the note above them says so. None on the English page.
   */
  ledgerLanguage?: { lang: string; note: string };
  /** What the calendar leaves out, under the promise (app/content/calendar-scope.ts and its Telugu twin). */
  scope: string;
  /** A date in the table and the lists: "31 Jul 2026" in English. */
  formatDate: (iso: string) => string;
  /** A date in a sentence: "31 July 2026" in English. */
  formatLongDate: (iso: string) => string;
  lawName: (law: string) => string;
  /**
   * A law's name in a row of the table (a card's badge on a phone): its name, where a Telugu name does without the
   * English one in brackets that the filters keep ("కంపెనీల చట్టం 2013").
   */
  lawInRow?: (law: string) => string;
  /** A State's name, by its English name. */
  stateName: (state: string) => string;
  entityName: (entity: string) => string;
  monthName: (month: string) => string;
  /**
   * Common names a visitor types for a filing, in the languages this page's readers type (filter-due-dates.ts):
   * loaded when the visitor first searches.
   */
  loadSearchSynonyms: () => Promise<readonly Synonym[]>;
  loadNoticesText: () => Promise<typeof notices.dueDatesNoticesText>;
  loadCalendarText: () => Promise<typeof calendar.calendarFeedText>;
  /** The whole calendar feed in the page's language (/due-dates/calendar.ics, /te/due-dates/calendar.ics). */
  calendarPath: string;
  /**
   * The data's entries in the page's language, given the words its loader sent (entry-words.ts); none on the English
   * page, whose words are the data's own.
   */
  inLanguage?: (data: ComplianceData, entryWords: string) => ComplianceData;
}

export const DueDatesWordsContext = createContext<DueDatesWords | null>(null);

export function useDueDatesWords(): DueDatesWords {
  const words = useContext(DueDatesWordsContext);
  if (!words) throw new Error("The due dates' words are provided by their page (DueDatesPage).");
  return words;
}

const loaded = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

/** The notices' words, once loaded (the notices' component suspends until then). */
export function useNoticesText(): Awaited<ReturnType<DueDatesWords["loadNoticesText"]>> {
  const { loadNoticesText } = useDueDatesWords();
  if (!loaded.has(loadNoticesText)) loaded.set(loadNoticesText, loadNoticesText());
  return use(loaded.get(loadNoticesText) as ReturnType<DueDatesWords["loadNoticesText"]>);
}
