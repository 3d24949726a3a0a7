import { dueDatesNotesText, dueDatesText } from "~/content/te/due-dates";
import { entityNamesTe, lawNamesTe, monthNamesTe } from "~/content/te/due-date-names";
import { lawInLine } from "~/content/te/law-in-line";
import { teluguMonths } from "~/content/te/months";
import { formatLongDateWith } from "~/lib/dates-in-language";
import { dueDatesLedgerLanguage, dueDatesUpdatesText } from "~/content/te/due-dates-updates";
import { calendarScope } from "~/content/te/calendar-scope";
import type { DueDatesWords } from "../due-dates-words";
import { withEntryWords, type EntryWords } from "../entry-words";

// The words the loader sent, parsed once per page (the same string until the page is left).
let parsed: { json: string; words: Record<string, EntryWords> } | undefined;
const entryWordsOf = (json: string) =>
  (parsed?.json === json ? parsed : (parsed = { json, words: JSON.parse(json) })).words;

// The day kept with its month by a no-break space: a line never ends on the bare number ("గడువు 15 / డిసెంబర్").
const inTelugu = (iso: string) => formatLongDateWith(iso, teluguMonths).replace(" ", "\u00a0");
const named = (names: Readonly<Record<string, string>>) => (value: string) => names[value] ?? value;

/**
 * The Telugu due-dates page's words (its route module's): dates with the Telugu month names ("31 జులై 2026"), the
 * data's laws, entity types and months by their Telugu names (as the data writes them where none is given).
 */
export const teluguWords: DueDatesWords = {
  dueDatesText,
  dueDatesNotesText,
  updatesText: dueDatesUpdatesText,
  ledgerLanguage: dueDatesLedgerLanguage,
  scope: calendarScope,
  formatDate: inTelugu,
  formatLongDate: inTelugu,
  // The national laws' names; the route gives the States' laws' names from its loader (withStateNames).
  lawName: named(lawNamesTe),
  lawInRow: (law) => lawInLine(named(lawNamesTe)(law)),
  stateName: (state) => state,
  entityName: named(entityNamesTe),
  monthName: named(monthNamesTe),
  // The forms keep their English names on this page, so their English common names are forgiven too.
  loadSearchSynonyms: async () => {
    const [en, te, { spelledOut }] = await Promise.all([
      import("~/content/due-dates-search"),
      import("~/content/te/due-dates-search"),
      import("../spelled-out"),
    ]);
    // An acronym spelled in Telugu letters reads as its Latin letters: టీడీఎస్ finds TDS.
    const spell = (query: string) => spelledOut(query, te.letterNamesTe);
    return [...en.searchSynonyms, ...te.searchSynonymsTe, { spell }];
  },
  loadNoticesText: async () => (await import("~/content/te/due-dates-notices")).dueDatesNoticesText,
  loadCalendarText: async () => (await import("~/content/te/due-dates-calendar")).calendarFeedText,
  // The Telugu feed the build writes (routes/te-due-dates-calendar-ics.ts): the same events, in Telugu.
  calendarPath: "/te/due-dates/calendar.ics",
  inLanguage: (data, entryWords) => withEntryWords(data, entryWordsOf(entryWords)),
};

/** Names the page's loader worked out at build time (lawNameTe, stateNameTe), so the States' Telugu names stay out of its code. */
export interface TeluguNames {
  laws: Record<string, string>;
  states: Record<string, string>;
}

/** The Telugu words with the names of the data's laws and States that the loader gave. */
export const withStateNames = (names: TeluguNames): DueDatesWords => ({
  ...teluguWords,
  lawName: (law) => names.laws[law] ?? teluguWords.lawName(law),
  lawInRow: (law) => lawInLine(names.laws[law] ?? teluguWords.lawName(law)),
  stateName: (state) => names.states[state] ?? state,
});
