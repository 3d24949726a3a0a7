import type { LateCostWords } from "~/content/te/late-cost-words";
import { withWords, type EntryWords } from "~/features/due-dates/entry-words";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { withLateCostWords } from "~/lib/late-cost/translated-words";

/*
 * The Telugu planner's data, made when the page is built (docs/decisions/025-telugu-edition.md): the planner works
 * from the data the page was built with, so its route module's loader puts the entries' Telugu words in place once and
 * sends one file; the browser carries neither the English words they replace nor the code that checks them. Pure.
 */

/** The entries' Telugu words (app/content/te/due-date-entries.ts, late-cost-words.ts), by entry id. */
export interface PlannerDataWords {
  entries: Readonly<Record<string, Partial<EntryWords>>>;
  lateCosts: Readonly<Record<string, LateCostWords>>;
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
