import { describe, expect, it } from "vitest";
import {
  describeChanges,
  diffFiles,
  financialYearOf,
  hasChanges,
  hasRemovals,
  stateFromFile,
  toSiteDataFile,
} from "./admin-publish";
import { addItem, deleteItem, updateItemField, updateSchedule, type Outcome } from "./admin-store";
import { sampleFile, sampleState } from "./test-data";

const ok = (outcome: Outcome) => {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.message}`);
  return outcome.state;
};

describe("the published file and the admin's state", () => {
  it("a fresh admin's site data file is the published file itself", () => {
    const result = toSiteDataFile(stateFromFile(sampleFile), "2027-01-15", sampleFile);
    expect(result).toEqual({ ok: true, file: sampleFile });
  });

  it("an edit dates the file today and keeps every other field of every entry", () => {
    let state = ok(updateSchedule(sampleState(), "gstr-9", { kind: "annual", month: 2, day: 28 }));
    state = ok(updateItemField(state, "gstr-9", "due", "28 February"));
    const result = toSiteDataFile(state, "2027-01-15", sampleFile);
    if (!result.ok) throw new Error(result.problems.join());
    expect(result.file).toMatchObject({ lastUpdated: "2027-01-15", financialYear: "2026-27" });
    expect(result.file.dueDates.GST![2]).toEqual({
      ...sampleFile.dueDates.GST![2],
      due: "28 February",
      schedule: { kind: "annual", month: 2, day: 28 },
    });
    // The local-edit marker stays in the browser.
    expect(result.file.dueDates.GST![2]).not.toHaveProperty("isUpdated");
    expect(result.file.entityLawMap).toEqual(sampleFile.entityLawMap);
  });

  it("refuses words that contradict the schedule: one date, one source", () => {
    const state = ok(
      updateSchedule(sampleState(), "gstr-9", { kind: "annual", month: 2, day: 28 }),
    );
    expect(toSiteDataFile(state, "2027-01-15", sampleFile)).toEqual({
      ok: false,
      problems: [
        "dueDates.GST.2.due: contradicts the schedule: the words say 31 December, but the schedule says “28 February”",
      ],
    });
  });

  it("names the entries that still lack a basis, source or check date", () => {
    const state = ok(
      addItem(sampleState(), "GST", {
        form: "IFF",
        description: "Invoices",
        due: "13th",
        month: "Monthly",
      }),
    );
    const result = toSiteDataFile(state, "2027-01-15", sampleFile);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.problems).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^dueDates\.GST\.3\.basis: /),
          expect.stringMatching(/^dueDates\.GST\.3\.sourceUrl: /),
          expect.stringMatching(/^dueDates\.GST\.3\.verifiedOn: /),
        ]),
      );
  });

  it("financial years run from April", () => {
    expect(financialYearOf("2026-04-01")).toBe("2026-27");
    expect(financialYearOf("2027-03-31")).toBe("2026-27");
    expect(financialYearOf("2099-12-31")).toBe("2099-00");
  });
});

describe("dates in the admin's download", () => {
  it("refuses a check date later than today, and one outside this century", () => {
    const state = sampleState();
    state.complianceData.GST![0]!.verifiedOn = "2099-01-01";
    expect(toSiteDataFile(state, "2026-11-28", sampleFile)).toEqual({
      ok: false,
      problems: [
        "dueDates.GST.0.verifiedOn: 2099-01-01 is after today (2026-11-28): a date of checking or of issue cannot be in the future",
      ],
    });
    state.complianceData.GST![0]!.verifiedOn = "9999-12-31";
    expect(toSiteDataFile(state, "2026-11-28", sampleFile)).toEqual({
      ok: false,
      problems: ["dueDates.GST.0.verifiedOn: must be between 2000-01-01 and 2099-12-31"],
    });
  });
});

describe("what a new file changes", () => {
  const fileOf = (state: ReturnType<typeof sampleState>) => {
    const result = toSiteDataFile(state, "2027-01-15", sampleFile);
    if (!result.ok) throw new Error(result.problems.join());
    return result.file;
  };

  it("nothing, for the same data", () => {
    const changes = diffFiles(sampleFile, sampleFile);
    expect(hasChanges(changes)).toBe(false);
    expect(describeChanges(changes)).toEqual([]);
  });

  it("date changes, edits and removals, matched by id", () => {
    let state = ok(updateItemField(sampleState(), "gstr-3b", "due", "22nd of the following month"));
    state = ok(updateSchedule(state, "gstr-3b", { kind: "monthly", day: 22, monthOffset: 1 }));
    state = ok(updateItemField(state, "gstr-1", "penalty", "₹100 a day"));
    state = ok(deleteItem(state, "itr-1"));
    state = ok(updateSchedule(state, "gstr-9", undefined));
    const changes = diffFiles(sampleFile, fileOf(state));
    expect(hasRemovals(changes)).toBe(true);
    expect(describeChanges(changes)).toEqual([
      "Removed: ITR-1 (Income Tax Act, itr-1)",
      "Schedule removed (no next due date any more): GSTR-9 (GST, gstr-9)",
      'Dates changed: GSTR-3B (GST, gstr-3b): "20th of the following month" → "22nd of the following month"',
      "Dates changed: GSTR-9 (GST, gstr-9) (schedule or extensions)",
      "Edited: GSTR-1 (GST, gstr-1): penalty",
    ]);
  });

  it("a renamed form is an edit of the same entry, not a removal and an addition", () => {
    const state = ok(updateItemField(sampleState(), "gstr-1", "form", "GSTR-1 (monthly)"));
    const changes = diffFiles(sampleFile, fileOf(state));
    expect(hasRemovals(changes)).toBe(false);
    expect(describeChanges(changes)).toEqual(["Edited: GSTR-1 (monthly) (GST, gstr-1): form name"]);
  });

  it("entity types removed count as removals; a file without entity types removes none", () => {
    const next = structuredClone(sampleFile);
    delete next.entityLawMap!["Partnership Firm"];
    expect(diffFiles(sampleFile, next).entityTypesRemoved).toEqual(["Partnership Firm"]);
    const older = structuredClone(sampleFile);
    delete older.entityLawMap;
    expect(hasRemovals(diffFiles(sampleFile, older))).toBe(false);
  });
});
