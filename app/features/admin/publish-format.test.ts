import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseDueDatesFile } from "~/features/due-dates/due-dates-file";
import { latestDataDate } from "~/lib/data-dates";
import { addDays } from "~/lib/schedule";
import { formatPublished, orderLike } from "./publish-format";

/*
 * Publishing keeps the data file's order and formatting: a one-entry change is a one-entry diff, and lastUpdated
 * moves to the day of publishing only when something else changed.
 */

const text = fs.readFileSync("public/data/compliance-due-dates.json", "utf8");
const file = parseDueDatesFile(JSON.parse(text));
// The day of publishing: after every date of the data, whenever it was last checked.
const today = addDays(latestDataDate(file), 1);

const changedLines = (a: string, b: string) => {
  const x = a.split("\n");
  const y = b.split("\n");
  let start = 0;
  while (start < x.length && x[start] === y[start]) start++;
  let endX = x.length - 1;
  let endY = y.length - 1;
  while (endX >= start && endY >= start && x[endX] === y[endY]) {
    endX--;
    endY--;
  }
  return { removed: x.slice(start, endX + 1), added: y.slice(start, endY + 1) };
};

describe("formatPublished", () => {
  it("writes the published file unchanged when nothing changed, its lastUpdated kept", () => {
    expect(formatPublished(file, today, text)).toBe(text);
  });

  it("keeps every key where the current file has it, though the parsed file orders them by the schema", () => {
    const shuffled = JSON.parse(text);
    // As the schema hands an entry back: its keys in another order.
    const first = shuffled.dueDates.GST[0];
    shuffled.dueDates.GST[0] = Object.fromEntries(Object.entries(first).reverse());
    expect(formatPublished(parseDueDatesFile(shuffled), today, text)).toBe(text);
  });

  it("changes one entry's lines and lastUpdated for a one-entry edit", () => {
    const edited = structuredClone(file);
    edited.dueDates.GST![0]!.penalty = "A new penalty";
    const out = formatPublished(edited, today, text);
    const { removed, added } = changedLines(text, out);
    // lastUpdated (line 2) and the penalty line: the diff spans from the one to the other, and every other line of
    // the file is kept; inside that span only those two lines differ.
    const differing = removed.filter((line, i) => line !== added[i]);
    expect(differing).toHaveLength(2);
    expect(differing[0]).toContain('"lastUpdated"');
    expect(added.some((l) => l.includes(`"lastUpdated": "${today}"`))).toBe(true);
    expect(added.some((l) => l.includes("A new penalty"))).toBe(true);
    expect(out.split("\n")).toHaveLength(text.split("\n").length);
  });

  it("adds a new entry in the order of its law's entries, a new law in the order of another law's", () => {
    const edited = structuredClone(file);
    const sibling = edited.dueDates.GST![0]!;
    const added = Object.fromEntries(Object.entries({ ...sibling, id: "new-entry" }).reverse());
    edited.dueDates.GST!.push(added as typeof sibling);
    edited.dueDates["New Law"] = [{ ...(added as typeof sibling), id: "newer-entry" }];
    const out = JSON.parse(formatPublished(edited, today, text));
    const keys = Object.keys(JSON.parse(text).dueDates.GST[0]);
    expect(Object.keys(out.dueDates.GST.at(-1))).toEqual(keys);
    expect(Object.keys(out.dueDates["New Law"][0])).toEqual(keys);
    expect(Object.keys(out.dueDates).at(-1)).toBe("New Law");
  });

  it("never moves lastUpdated back; a first file keeps its own", () => {
    const later = { ...file, lastUpdated: addDays(today, 400) };
    expect(JSON.parse(formatPublished(later, today, text)).lastUpdated).toBe(later.lastUpdated);
    expect(JSON.parse(formatPublished(file, today)).lastUpdated).toBe(file.lastUpdated);
    expect(JSON.parse(formatPublished(file, today, "not json")).lastUpdated).toBe(file.lastUpdated);
  });
});

describe("orderLike", () => {
  it("matches entries by id, so a moved entry keeps its own key order", () => {
    expect(
      orderLike(
        [
          { b: 1, id: "x" },
          { id: "y", b: 2 },
        ],
        [
          { id: "y", b: 0 },
          { id: "x", b: 0 },
        ],
      ),
    ).toEqual([
      { b: 1, id: "x" },
      { id: "y", b: 2 },
    ]);
    expect(JSON.stringify(orderLike([{ b: 1, id: "x" }], [{ id: "x", b: 0 }]))).toBe(
      '[{"id":"x","b":1}]',
    );
  });
});
