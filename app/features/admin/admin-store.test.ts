import { describe, expect, it } from "vitest";
import { adminMessages } from "~/content/admin-text";
import {
  addEntity,
  addItem,
  addLaw,
  assignLaw,
  deleteEntity,
  deleteItem,
  deleteLaw,
  guessMonth,
  lawUsage,
  removeLawFromEntity,
  renameEntity,
  repair,
  resetCompliance,
  resetEntities,
  updateItemField,
  updateSchedule,
  withIds,
  type AdminState,
  type Outcome,
} from "./admin-store";
import { sampleFile, sampleState } from "./test-data";

const ok = (outcome: Outcome): AdminState => {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.message}`);
  return outcome.state;
};
const PRIVATE = "Private Limited Company";

describe("admin store: entities", () => {
  it("adds an entity with an empty law list, trimming the name", () => {
    const result = addEntity(sampleState(), "  Trust  ");
    expect(result).toMatchObject({ ok: true, message: adminMessages.entityAdded });
    expect(ok(result).entityLawMap.Trust).toEqual([]);
  });

  it("refuses an empty or duplicate entity name with the spec's messages", () => {
    expect(addEntity(sampleState(), "   ")).toEqual({
      ok: false,
      kind: "error",
      message: adminMessages.entityEmpty,
    });
    expect(addEntity(sampleState(), PRIVATE)).toEqual({
      ok: false,
      kind: "error",
      message: adminMessages.entityExists,
    });
  });

  it("refuses names that are members of every object, which stored data could not read back", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      for (const outcome of [
        addEntity(sampleState(), name),
        addLaw(sampleState(), name),
        assignLaw(sampleState(), PRIVATE, name),
        renameEntity(sampleState(), PRIVATE, name),
      ]) {
        expect(outcome.ok).toBe(false);
        expect(outcome.message).toMatch(/reserved word/);
      }
    }
  });

  it("renames an entity, moving its laws and keeping its place", () => {
    const before = sampleState();
    const after = ok(renameEntity(before, PRIVATE, "Pvt Ltd Company"));
    expect(after.entityLawMap["Pvt Ltd Company"]).toEqual(before.entityLawMap[PRIVATE]);
    expect(after.entityLawMap[PRIVATE]).toBeUndefined();
    expect(Object.keys(after.entityLawMap).indexOf("Pvt Ltd Company")).toBe(
      Object.keys(before.entityLawMap).indexOf(PRIVATE),
    );
    expect(renameEntity(before, PRIVATE, "Pvt Ltd Company").message).toBe(
      adminMessages.entityRenamed,
    );
  });

  it("ignores an empty rename and refuses a duplicate one", () => {
    expect(renameEntity(sampleState(), PRIVATE, "  ")).toEqual({ ok: false, kind: "ignored" });
    expect(renameEntity(sampleState(), PRIVATE, "Partnership Firm")).toMatchObject({
      ok: false,
      message: adminMessages.renameDuplicate,
    });
  });

  it("deletes an entity and its law list, leaving the laws available", () => {
    const after = ok(deleteEntity(sampleState(), PRIVATE));
    expect(PRIVATE in after.entityLawMap).toBe(false);
    expect(after.availableLaws).toContain("Companies Act 2013");
    expect(deleteEntity(sampleState(), PRIVATE).message).toBe(`Entity ${PRIVATE} deleted`);
  });
});

describe("admin store: laws", () => {
  it("adds a law with an empty list of compliance items", () => {
    const result = addLaw(sampleState(), " Customs Act ");
    expect(result.message).toBe(adminMessages.lawAdded);
    const state = ok(result);
    expect(state.availableLaws.at(-1)).toBe("Customs Act");
    expect(state.complianceData["Customs Act"]).toEqual([]);
  });

  it("refuses an empty or duplicate law", () => {
    expect(addLaw(sampleState(), "").message).toBe(adminMessages.lawEmpty);
    expect(addLaw(sampleState(), "GST").message).toBe(adminMessages.lawExists);
  });

  it("assigns a law, with the spec's toasts for missing choices and duplicates", () => {
    const result = assignLaw(sampleState(), PRIVATE, "FEMA");
    expect(result.message).toBe(`FEMA added to ${PRIVATE}`);
    expect(ok(result).entityLawMap[PRIVATE]).toContain("FEMA");
    expect(assignLaw(sampleState(), "", "FEMA").message).toBe(adminMessages.assignMissing);
    expect(assignLaw(sampleState(), PRIVATE, "").message).toBe(adminMessages.assignMissing);
    expect(assignLaw(sampleState(), PRIVATE, "GST")).toEqual({
      ok: false,
      kind: "info",
      message: adminMessages.assignDuplicate,
    });
  });

  it("makes a typed, unknown law available with an empty compliance list when assigned", () => {
    const state = ok(assignLaw(sampleState(), PRIVATE, "Customs Act"));
    expect(state.availableLaws).toContain("Customs Act");
    expect(state.complianceData["Customs Act"]).toEqual([]);
  });

  it("removes a law from one entity only", () => {
    const result = removeLawFromEntity(sampleState(), PRIVATE, "GST");
    expect(result.message).toBe(`GST removed from ${PRIVATE}`);
    const state = ok(result);
    expect(state.entityLawMap[PRIVATE]).not.toContain("GST");
    expect(state.entityLawMap["Partnership Firm"]).toContain("GST");
    expect(state.complianceData.GST).toHaveLength(3);
  });

  it("deleting a law removes it everywhere and deletes its compliance data", () => {
    const result = deleteLaw(sampleState(), "GST");
    expect(result.message).toBe("Law GST deleted");
    const state = ok(result);
    expect(state.availableLaws).not.toContain("GST");
    for (const laws of Object.values(state.entityLawMap)) expect(laws).not.toContain("GST");
    expect("GST" in state.complianceData).toBe(false);
  });

  it("counts how many entities use each law", () => {
    const usage = lawUsage(sampleState());
    expect(usage.get("Income Tax Act")).toBe(4);
    expect(usage.get("FEMA")).toBe(0);
    expect(usage.get("LLP Act 2008")).toBe(1);
  });
});

describe("admin store: compliance items", () => {
  const input = {
    form: "GSTR-5",
    description: "Non-resident return",
    due: "13th",
    month: "Monthly" as const,
  };

  it("adds an item with a new id and priority defaulting to medium, marked as locally updated", () => {
    const state = ok(addItem(sampleState(), "GST", input));
    expect(state.complianceData.GST!.at(-1)).toEqual({
      ...input,
      id: "gst-gstr-5",
      priority: "medium",
      penalty: "",
      isUpdated: true,
    });
    const twice = ok(addItem(state, "GST", input));
    expect(twice.complianceData.GST!.at(-1)!.id).toBe("gst-gstr-5-2");
  });

  it("keeps a new item's basis, source link and check date, and refuses a link that is not official", () => {
    const sourced = {
      ...input,
      basis: "Rule 61 CGST Rules 2017",
      sourceUrl: "https://www.gst.gov.in/",
      verifiedOn: "2026-11-24",
    };
    expect(ok(addItem(sampleState(), "GST", sourced)).complianceData.GST!.at(-1)).toMatchObject(
      sourced,
    );
    const outcome = addItem(sampleState(), "GST", {
      ...sourced,
      sourceUrl: "https://example.com/",
    });
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toMatch(/^Official source link is not valid: must be an https link/);
  });

  it("requires form, description and due date with the spec's message", () => {
    for (const missing of ["form", "description", "due"] as const)
      expect(addItem(sampleState(), "GST", { ...input, [missing]: "  " }).message).toBe(
        adminMessages.addItemMissing,
      );
  });

  it("saves one cell of the entry named by id, validating it against the shared schema", () => {
    const state = ok(updateItemField(sampleState(), "gstr-3b", "due", "22nd of every month"));
    expect(state.complianceData.GST![0]).toMatchObject({
      due: "22nd of every month",
      isUpdated: true,
      // The schedule (and so the next due date) stays with the entry.
      schedule: { kind: "monthly", day: 20, monthOffset: 1 },
    });
    expect(state.complianceData.GST![1]!.isUpdated).toBeUndefined();
    expect(updateItemField(sampleState(), "gstr-3b", "form", " ").ok).toBe(false);
    expect(updateItemField(sampleState(), "gstr-3b", "priority", "urgent").ok).toBe(false);
    expect(updateItemField(sampleState(), "gstr-3b", "form", "x".repeat(121)).ok).toBe(false);
    expect(updateItemField(sampleState(), "gstr-3b", "verifiedOn", "2026-02-30").ok).toBe(false);
  });

  it("clears an optional field when it is emptied, and not a required one", () => {
    const state = ok(updateItemField(sampleState(), "gstr-3b", "basis", "  "));
    expect(state.complianceData.GST![0]).not.toHaveProperty("basis");
    expect(updateItemField(sampleState(), "gstr-3b", "description", "").ok).toBe(false);
  });

  it("saves into the same entry after rows above it were deleted, and says so when it is gone", () => {
    const fewer = ok(deleteItem(sampleState(), "gstr-3b"));
    const saved = ok(updateItemField(fewer, "gstr-9", "penalty", "₹200 a day"));
    expect(saved.complianceData.GST!.map((i) => [i.id, i.penalty])).toEqual([
      ["gstr-1", "₹50 a day"],
      ["gstr-9", "₹200 a day"],
    ]);
    const gone = updateItemField(fewer, "gstr-3b", "penalty", "typed text");
    expect(gone).toMatchObject({ ok: false, message: adminMessages.itemGone });
  });

  it("edits an entry's schedule with the data file's rules, or clears it", () => {
    const schedule = { kind: "annual" as const, month: 6, day: 30 };
    const state = ok(updateSchedule(sampleState(), "gstr-9", schedule));
    expect(state.complianceData.GST![2]).toMatchObject({ schedule, isUpdated: true });
    const cleared = ok(updateSchedule(state, "gstr-9", undefined));
    expect(cleared.complianceData.GST![2]).not.toHaveProperty("schedule");
    expect(updateSchedule(sampleState(), "gstr-9", { kind: "annual", month: 13, day: 1 }).ok).toBe(
      false,
    );
    expect(updateSchedule(sampleState(), "missing", schedule).message).toBe(adminMessages.itemGone);
  });

  it("deletes one item", () => {
    const state = ok(deleteItem(sampleState(), "gstr-1"));
    expect(state.complianceData.GST!.map((i) => i.form)).toEqual(["GSTR-3B", "GSTR-9"]);
  });

  it("gives entries of older data an id each, unique and readable", () => {
    const old = {
      GST: [{ form: "GSTR-1" }, { form: "GSTR-1" }, { id: "kept", form: "GSTR-9" }],
      "Income Tax Act": [{ form: "ITR-1" }],
    };
    expect(withIds(old)).toEqual({
      GST: [
        { id: "gst-gstr-1", form: "GSTR-1" },
        { id: "gst-gstr-1-2", form: "GSTR-1" },
        { id: "kept", form: "GSTR-9" },
      ],
      "Income Tax Act": [{ id: "income-tax-act-itr-1", form: "ITR-1" }],
    });
  });
});

describe("admin store: resets and repairs", () => {
  it("compliance reset restores the published items and keeps entities and laws", () => {
    let state = ok(addEntity(sampleState(), "Trust"));
    state = ok(addLaw(state, "Trusts Act"));
    state = ok(deleteItem(state, "gstr-3b"));
    const result = resetCompliance(state, sampleState());
    expect(result.message).toBe(adminMessages.resetDone);
    const after = ok(result);
    expect(after.complianceData.GST).toHaveLength(3);
    expect(after.entityLawMap.Trust).toEqual([]);
    expect(after.complianceData["Trusts Act"]).toEqual([]);
  });

  it("entity reset restores the published entity types and laws and keeps every item", () => {
    let state = ok(addEntity(sampleState(), "Trust"));
    state = ok(deleteEntity(state, PRIVATE));
    state = ok(
      addItem(state, "GST", { form: "GSTR-5", description: "x", due: "13th", month: "Monthly" }),
    );
    const result = resetEntities(state, sampleState());
    expect(result.message).toBe(adminMessages.resetDone);
    const after = ok(result);
    expect(after.entityLawMap).toEqual(sampleFile.entityLawMap);
    expect(after.availableLaws).toEqual(sampleFile.laws);
    expect(after.complianceData.GST!.map((i) => i.id)).toContain("gst-gstr-5");
  });

  it("repairs: laws in the map become available and get empty compliance lists", () => {
    const state = repair({
      entityLawMap: { Trust: ["Trusts Act"] },
      availableLaws: ["GST"],
      complianceData: {},
    });
    expect(state.availableLaws).toEqual(["GST", "Trusts Act"]);
    expect(state.complianceData).toEqual({ GST: [], "Trusts Act": [] });
    expect(repair(state)).toBe(state);
  });

  it("repairs: a law listed twice (an imported file, an older version) is kept once", () => {
    const state = repair({
      entityLawMap: { Trust: ["GST", "GST", "Trusts Act"] },
      availableLaws: ["GST", "Trusts Act", "GST"],
      complianceData: { GST: [], "Trusts Act": [] },
    });
    expect(state.availableLaws).toEqual(["GST", "Trusts Act"]);
    expect(state.entityLawMap.Trust).toEqual(["GST", "Trusts Act"]);
    // Deleting it once removes it everywhere.
    const after = ok(deleteLaw(state, "GST"));
    expect(after.availableLaws).toEqual(["Trusts Act"]);
    expect(after.entityLawMap.Trust).toEqual(["Trusts Act"]);
  });

  it("guesses the month of a new item from its due text", () => {
    expect(guessMonth("30 September")).toBe("September");
    expect(guessMonth("20th of every month")).toBe("Monthly");
    expect(guessMonth("Quarterly: 30 Jun")).toBe("Quarterly");
    expect(guessMonth("60 days after each half-year")).toBe("Half-yearly");
    expect(guessMonth("within 30 days")).toBeUndefined();
  });
});
