import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { dueDatesFileSchema, type DueDatesFile } from "./compliance-schema";
import {
  factsFingerprint,
  factsSnapshot,
  unrecordedChanges,
  unrecordedMessage,
  type FactsSnapshot,
} from "./published-facts";

/*
 * The ledger check: the published data's dates, fees and rules change only with a record in its ledger of published
 * changes (`updates`), so the updates feed and the calendars tell subscribers (docs/decisions/043-every-state-named.md).
 */

const published: DueDatesFile = dueDatesFileSchema.parse(
  JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
);
const snapshot = JSON.parse(fs.readFileSync("data/published-facts.json", "utf8")) as FactsSnapshot;

const clone = (): DueDatesFile => structuredClone(published);
const entryOf = (file: DueDatesFile, id: string) =>
  Object.values(file.dueDates)
    .flat()
    .find((e) => e.id === id)!;
const record = (publishedAt: string, id: string | undefined, text: string) => ({
  publishedAt,
  changes: [{ ...(id ? { id } : {}), text }],
});
const later = (file: DueDatesFile) =>
  new Date(Date.parse(file.updates!.at(-1)!.publishedAt) + 60_000).toISOString();

describe("the published data", () => {
  it("has a ledger record for every change of a date, fee or rule since its facts' snapshot", () => {
    const missing = unrecordedChanges(published, snapshot);
    // The message says which entries and how to add the record (and then `npm run data:facts`).
    expect(missing, unrecordedMessage(missing)).toEqual([]);
  });

  it("has a ledger with records since 28 November 2026, oldest first", () => {
    const updates = published.updates ?? [];
    expect(updates.length).toBeGreaterThan(0);
    expect(updates[0]!.publishedAt >= "2026-11-28").toBe(true);
  });
});

describe("the ledger check", () => {
  const base = factsSnapshot(published);

  it("finds a moved date, a new fee and a changed rule that no record names", () => {
    const file = clone();
    entryOf(file, "gstr-1-monthly").due = "13th of the following month";
    entryOf(file, "tds-deposit").penalty = "Interest at 2% a month";
    entryOf(file, "mh-pt-annual-return").appliesWhen = { states: ["maharashtra"] };
    expect(unrecordedChanges(file, base).map((m) => [m.id, m.kind])).toEqual([
      ["tds-deposit", "changed"],
      ["gstr-1-monthly", "changed"],
      ["mh-pt-annual-return", "changed"],
    ]);
  });

  it("accepts the change once a record published after the snapshot names the entry", () => {
    const file = clone();
    entryOf(file, "gstr-1-monthly").due = "13th of the following month";
    file.updates = [
      ...file.updates!,
      record(later(file), "gstr-1-monthly", "GSTR-1: due the 13th"),
    ];
    expect(unrecordedChanges(file, base)).toEqual([]);
    // A record of another entry does not cover it.
    const other = clone();
    entryOf(other, "gstr-1-monthly").due = "13th of the following month";
    other.updates = [...other.updates!, record(later(other), "gstr-9", "GSTR-9 moved")];
    expect(unrecordedChanges(other, base).map((m) => m.id)).toEqual(["gstr-1-monthly"]);
  });

  it("does not count a record published before the snapshot", () => {
    const file = clone();
    entryOf(file, "dpt-3").due = "30 July";
    // dpt-3 is named by the first record of the ledger, which the snapshot has already seen.
    expect(file.updates![0]!.changes.some((c) => c.id === "dpt-3")).toBe(true);
    expect(unrecordedChanges(file, base).map((m) => m.id)).toEqual(["dpt-3"]);
  });

  it("finds an entry added or removed without a record; a removal is named by its form", () => {
    const file = clone();
    const law = file.dueDates["State Laws: Delhi"]!;
    const [removed] = law.splice(0, 1);
    law.push({ ...removed!, id: "dl-new-duty", form: "A new Delhi duty" });
    expect(unrecordedChanges(file, base)).toEqual([
      { id: "dl-new-duty", form: "A new Delhi duty", kind: "added" },
      { id: removed!.id, form: removed!.form, kind: "removed" },
    ]);
    file.updates = [
      ...file.updates!,
      {
        publishedAt: later(file),
        changes: [
          { id: "dl-new-duty", text: "A new Delhi duty added" },
          { text: `${removed!.form} (State Laws: Delhi) removed` },
        ],
      },
    ];
    expect(unrecordedChanges(file, base)).toEqual([]);
  });

  it("ignores words, sources and check dates: they are not a date, fee or rule", () => {
    const file = clone();
    const e = entryOf(file, "gstr-9");
    e.description = `${e.description} More words.`;
    e.basis = "s.44 CGST Act";
    e.sourceUrl = "https://www.gst.gov.in/";
    e.verifiedOn = "2026-12-08";
    for (const extension of entryOf(file, "dpt-3").extensions ?? [])
      extension.url = "https://www.mca.gov.in/";
    expect(unrecordedChanges(file, base)).toEqual([]);
  });

  it("reads the same facts the same whatever the order of their keys", () => {
    const e = entryOf(published, "tds-deposit");
    const reordered = Object.fromEntries(Object.entries(e).reverse()) as typeof e;
    expect(factsFingerprint(reordered)).toBe(factsFingerprint(e));
  });

  it("tells the engineer which entries and how to add the record", () => {
    const text = unrecordedMessage([{ id: "gstr-1-monthly", form: "GSTR-1", kind: "changed" }]);
    expect(text).toContain("gstr-1-monthly (GSTR-1): changed");
    expect(text).toContain("npm run data:publish");
    expect(text).toContain("npm run data:facts");
  });
});
