import { describe, expect, it } from "vitest";
import {
  COST_WORD_KEYS,
  lateCostFingerprint,
  withLateCostWords,
  type CostComponentWords,
} from "~/lib/late-cost/translated-words";
import { entries } from "~/features/planner/test-data";
import { lateCostWordsTe } from "./late-cost-words";

/*
 * The Telugu words of the late-filing costs against the published data (docs/decisions/025-telugu-edition.md):
 * each for an entry that has a cost, component by component, made from the English the data holds now. When the
 * English changes, the planner shows the English (withLateCostWords) and this test names the entries to translate
 * again; their new fingerprint is lateCostFingerprint of the entry's components.
 */

const WORD_KEYS = COST_WORD_KEYS;
const costs = new Map(entries.flatMap((e) => (e.lateCost ? [[e.id, e.lateCost] as const] : [])));
const translated = Object.entries(lateCostWordsTe);

describe("the Telugu words of the late-filing costs", () => {
  it("are for entries of the data that have a late-filing cost", () => {
    expect(translated.map(([id]) => id).filter((id) => !costs.has(id))).toEqual([]);
  });

  it("cover every entry with a late-filing cost", () => {
    expect([...costs.keys()].filter((id) => !(id in lateCostWordsTe))).toEqual([]);
  });

  it("have as many components as the data, with words only where the English has them, and all of them", () => {
    const problems: string[] = [];
    for (const [id, words] of translated) {
      const components = costs.get(id)?.components ?? [];
      if (words.components.length !== components.length) {
        problems.push(
          `${id}: ${components.length} components in the data, ${words.components.length} in Telugu`,
        );
        continue;
      }
      components.forEach((component, i) => {
        for (const key of WORD_KEYS) {
          const english = (component as CostComponentWords)[key];
          const telugu = words.components[i]![key];
          if (english === undefined && telugu !== undefined)
            problems.push(`${id}[${i}].${key}: Telugu only`);
          if (english !== undefined && !telugu) problems.push(`${id}[${i}].${key}: English only`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it("were made from the English the data holds now (else: translate these entries again)", () => {
    const stale = translated
      .filter(
        ([id, words]) =>
          costs.has(id) && words.of !== lateCostFingerprint(costs.get(id)!.components),
      )
      .map(
        ([id]) =>
          `${id}: of should be ${lateCostFingerprint(costs.get(id)!.components)} once translated again`,
      );
    expect(stale).toEqual([]);
  });

  it("are the ones the planner shows, where they are current", () => {
    for (const [id, words] of translated) {
      if (words.of !== lateCostFingerprint(costs.get(id)?.components ?? [])) continue;
      const shown = withLateCostWords({ lateCost: costs.get(id) }, words)!;
      shown.components.forEach((component, i) => {
        for (const key of WORD_KEYS)
          if (words.components[i]![key])
            expect((component as CostComponentWords)[key]).toBe(words.components[i]![key]);
      });
    }
  });

  it("leave no English sentence (the rule of parity.test.ts)", () => {
    const sentences = translated.flatMap(([id, words]) =>
      words.components.flatMap((component, i) =>
        WORD_KEYS.flatMap((key) => {
          const value = component[key];
          // Four English words in a row is a sentence, not a form's or an Act's name.
          return value && /\b[A-Za-z]{2,}(?: [a-z]{2,}){3,}\b/.test(value)
            ? [`${id}[${i}].${key}: ${value}`]
            : [];
        }),
      ),
    );
    expect(sentences).toEqual([]);
  });
});
