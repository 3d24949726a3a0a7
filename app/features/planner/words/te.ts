import { entityNamesTe, lawNamesTe } from "~/content/te/due-date-names";
import { stateNamesByIdTe } from "~/content/te/planner-states";
import type { LateCostWords } from "~/content/te/late-cost-words";
import { teluguMonths } from "~/content/te/months";
import { plannerCalendarText, plannerText } from "~/content/te/planner";
import { withWords, type EntryWords } from "~/features/due-dates/entry-words";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { formatLongDateWith } from "~/lib/dates-in-language";
import { withLateCostWords } from "../late-cost-words";
import type { PlannerWords } from "../planner-words";

/**
 * The entries' Telugu words the page's loader sends (app/content/te/due-date-entries.ts, late-cost-words.ts): their
 * descriptions, dates and penalties, and the words of their late-filing costs, by entry id.
 */
export interface PlannerDataWords {
  entries: Record<string, EntryWords>;
  lateCosts: Record<string, LateCostWords>;
}

/**
 * The data file with each entry's Telugu words where they translate its English as it is now (entry-words.ts,
 * late-cost-words.ts); any other entry, and any word without a translation, as the data writes it.
 */
export function inTelugu(file: DueDatesFile, words: PlannerDataWords): DueDatesFile {
  return {
    ...file,
    dueDates: Object.fromEntries(
      Object.entries(file.dueDates).map(([law, items]) => [
        law,
        items.map((item) => {
          const worded = withWords(item, words.entries[item.id]);
          const lateCost = withLateCostWords(item, words.lateCosts[item.id]);
          return lateCost === item.lateCost ? worded : { ...worded, lateCost };
        }),
      ]),
    ),
  };
}

// The words the loader sent, parsed once per page (the same string until the page is left).
let parsed: { json: string; words: PlannerDataWords } | undefined;
const dataWordsOf = (json: string) =>
  (parsed?.json === json ? parsed : (parsed = { json, words: JSON.parse(json) })).words;

const named = (names: Readonly<Record<string, string>>) => (value: string) => names[value] ?? value;

/**
 * The Telugu planner's words (its route module's): dates and months with the Telugu month names ("31 జులై 2026"),
 * the data's laws and entity types and the States by their Telugu names.
 */
export const teluguPlannerWords: PlannerWords = {
  plannerText,
  plannerCalendarText,
  formatLongDate: (iso) => formatLongDateWith(iso, teluguMonths),
  monthName: (iso) => teluguMonths[Number(iso.slice(5, 7)) - 1]!,
  lawName: named(lawNamesTe),
  entityName: named(entityNamesTe),
  stateName: (state) => (stateNamesByIdTe as Record<string, string>)[state.id] ?? state.name,
  untranslated: "en",
  // The data is English; a translation is written in Telugu script.
  inPageLanguage: (text) => /[\u0C00-\u0C7F]/.test(text),
  inLanguage: (file, json) => inTelugu(file, dataWordsOf(json)),
};
