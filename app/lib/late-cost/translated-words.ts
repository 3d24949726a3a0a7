import type { LateCost, LateCostComponent } from "~/lib/compliance-schema";
import { textFingerprint } from "~/lib/text-fingerprint";

/*
 * The words of an entry's late-filing cost in another language (app/content/te/late-cost-words.ts), used only while
 * they were made from the English the data holds now: a translation records the fingerprint of the English words it
 * translated, so a changed fee or condition shows in English until it is translated again, never as the old fact
 * (docs/decisions/025-telugu-edition.md). Pure.
 */

/** The words of a cost component that a translation gives; `basis` (a legal citation) stays as written. */
export interface CostComponentWords {
  condition?: string;
  note?: string;
  runsOn?: string;
  /** A textOnly component's words. */
  text?: string;
  /** What caps a per-day fee or an interest line, where the cap is not a fixed sum. */
  capText?: string;
  /** Who pays a textOnly fee's smaller multiple ("small LLP"). */
  smallMeans?: string;
}

/** Every word of a component, in the order the fingerprint takes them. */
export const COST_WORD_KEYS = [
  "condition",
  "note",
  "runsOn",
  "text",
  "capText",
  "smallMeans",
] as const satisfies readonly (keyof CostComponentWords)[];

/** A translation of an entry's cost words: what it was made from, and each component's words in order. */
export interface TranslatedCostWords {
  /** lateCostFingerprint of the English components translated. */
  of: string;
  components: readonly CostComponentWords[];
}

/**
 * The fingerprint of the words of a late-filing cost's components: every component's condition, note, runsOn, text,
 * capText and smallMeans, in order, "" where absent.
 */
export function lateCostFingerprint(components: readonly CostComponentWords[]): string {
  return textFingerprint(...components.flatMap((c) => COST_WORD_KEYS.map((key) => c[key] ?? "")));
}

/**
 * The entry's late-filing cost with the translated words where the translation was made from its current English,
 * else the English as it is (also for any word the translation lacks). Figures, kinds and bases are the entry's.
 */
export function withLateCostWords(
  entry: { lateCost?: LateCost | undefined },
  words: TranslatedCostWords | undefined,
): LateCost | undefined {
  const cost = entry.lateCost;
  if (!cost || !words) return cost;
  if (
    words.components.length !== cost.components.length ||
    words.of !== lateCostFingerprint(cost.components)
  )
    return cost;
  return {
    ...cost,
    components: cost.components.map((component, i) => {
      const translated = words.components[i]!;
      const out: CostComponentWords = { ...component };
      // Only the words the English has: a key of the component's kind, never a new one.
      for (const key of COST_WORD_KEYS)
        if (out[key] !== undefined && translated[key]) out[key] = translated[key];
      return out as LateCostComponent;
    }),
  };
}
