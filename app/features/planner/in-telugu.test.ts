import { describe, expect, it } from "vitest";
import { dueDateEntriesTe } from "~/content/te/due-date-entries";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { inTelugu } from "./in-telugu";
import { publishedFile } from "./test-data";

const words = { entries: dueDateEntriesTe, lateCosts: lateCostWordsTe };
/** The words of an entry's last cost component, where only words can say it. */
const lastText = (entry: {
  lateCost?: { components: readonly { kind: string; text?: string }[] };
}) => entry.lateCost!.components.at(-1)!.text;
const entryOf = (file: typeof publishedFile, id: string) =>
  Object.values(file.dueDates)
    .flat()
    .find((e) => e.id === id)!;

describe("the Telugu planner's data", () => {
  it("puts every entry's Telugu words in place of its English, figures and dates untouched", () => {
    const file = inTelugu(publishedFile, words);
    const english = entryOf(publishedFile, "aoc-4");
    const telugu = entryOf(file, "aoc-4");
    expect(telugu.description).toBe(dueDateEntriesTe["aoc-4"]!.description);
    expect(telugu.penalty).toBe(dueDateEntriesTe["aoc-4"]!.penalty);
    expect(telugu.schedule).toEqual(english.schedule);
    expect(telugu.lateCost!.components.map((c) => c.kind)).toEqual(
      english.lateCost!.components.map((c) => c.kind),
    );
    expect(lastText(telugu)).toMatch(/s\.446B/);
    expect(lastText(telugu)).not.toBe(lastText(english));
  });

  it("keeps an entry's English once it changed since its translation", () => {
    const changed = structuredClone(publishedFile);
    const entry = entryOf(changed, "aoc-4");
    entry.penalty = `${entry.penalty} (changed)`;
    entry.lateCost!.components[0]!.note = "A new note.";
    const telugu = entryOf(inTelugu(changed, words), "aoc-4");
    expect(telugu.penalty).toBe(entry.penalty);
    expect(telugu.description).toBe(entry.description);
    expect(telugu.lateCost!.components[0]!.note).toBe("A new note.");
  });

  it("leaves the file's other parts as they are", () => {
    const file = inTelugu(publishedFile, words);
    expect(file.lastUpdated).toBe(publishedFile.lastUpdated);
    expect(file.entityLawMap).toEqual(publishedFile.entityLawMap);
    expect(Object.keys(file.dueDates)).toEqual(Object.keys(publishedFile.dueDates));
  });
});
