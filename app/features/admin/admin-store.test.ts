import { describe, expect, it } from "vitest";
import { adminMessages as m } from "~/content/admin-text";
import { DEFAULT_ENTITY_LAW_MAP, DEFAULT_LAWS } from "~/content/compliance-defaults";
import {
  addEntity,
  addItem,
  addLaw,
  assignLaw,
  defaultState,
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
  type AdminState,
  type Outcome,
} from "./admin-store";

const ok = (outcome: Outcome): AdminState => {
  if (!outcome.ok) throw new Error(`expected success, got ${outcome.message}`);
  return outcome.state;
};
const PRIVATE = "Private Limited Company";

describe("admin store: entities", () => {
  it("adds an entity with an empty law list, trimming the name", () => {
    const result = addEntity(defaultState(), "  Trust  ");
    expect(result).toMatchObject({ ok: true, message: m.entityAdded });
    expect(ok(result).entityLawMap.Trust).toEqual([]);
  });

  it("refuses an empty or duplicate entity name with the spec's messages", () => {
    expect(addEntity(defaultState(), "   ")).toEqual({
      ok: false,
      kind: "error",
      message: m.entityEmpty,
    });
    expect(addEntity(defaultState(), PRIVATE)).toEqual({
      ok: false,
      kind: "error",
      message: m.entityExists,
    });
  });

  it("does not treat inherited object keys as existing entities", () => {
    expect(addEntity(defaultState(), "constructor").ok).toBe(true);
  });

  it("renames an entity, moving its laws and keeping its place", () => {
    const before = defaultState();
    const after = ok(renameEntity(before, PRIVATE, "Pvt Ltd Company"));
    expect(after.entityLawMap["Pvt Ltd Company"]).toEqual(before.entityLawMap[PRIVATE]);
    expect(after.entityLawMap[PRIVATE]).toBeUndefined();
    expect(Object.keys(after.entityLawMap).indexOf("Pvt Ltd Company")).toBe(
      Object.keys(before.entityLawMap).indexOf(PRIVATE),
    );
    expect(renameEntity(before, PRIVATE, "Pvt Ltd Company").message).toBe(m.entityRenamed);
  });

  it("ignores an empty rename and refuses a duplicate one", () => {
    expect(renameEntity(defaultState(), PRIVATE, "  ")).toEqual({ ok: false, kind: "ignored" });
    expect(renameEntity(defaultState(), PRIVATE, "Partnership Firm")).toMatchObject({
      ok: false,
      message: m.renameDuplicate,
    });
  });

  it("deletes an entity and its law list, leaving the laws available", () => {
    const after = ok(deleteEntity(defaultState(), PRIVATE));
    expect(PRIVATE in after.entityLawMap).toBe(false);
    expect(after.availableLaws).toContain("Companies Act 2013");
    expect(deleteEntity(defaultState(), PRIVATE).message).toBe(`Entity ${PRIVATE} deleted`);
  });
});

describe("admin store: laws", () => {
  it("adds a law with an empty list of compliance items", () => {
    const result = addLaw(defaultState(), " Customs Act ");
    expect(result.message).toBe(m.lawAdded);
    const state = ok(result);
    expect(state.availableLaws.at(-1)).toBe("Customs Act");
    expect(state.complianceData["Customs Act"]).toEqual([]);
  });

  it("refuses an empty or duplicate law", () => {
    expect(addLaw(defaultState(), "").message).toBe(m.lawEmpty);
    expect(addLaw(defaultState(), "GST").message).toBe(m.lawExists);
  });

  it("assigns a law, with the spec's toasts for missing choices and duplicates", () => {
    const result = assignLaw(defaultState(), PRIVATE, "FEMA");
    expect(result.message).toBe(`FEMA added to ${PRIVATE}`);
    expect(ok(result).entityLawMap[PRIVATE]).toContain("FEMA");
    expect(assignLaw(defaultState(), "", "FEMA").message).toBe(m.assignMissing);
    expect(assignLaw(defaultState(), PRIVATE, "").message).toBe(m.assignMissing);
    expect(assignLaw(defaultState(), PRIVATE, "GST")).toEqual({
      ok: false,
      kind: "info",
      message: m.assignDuplicate,
    });
  });

  it("makes a typed, unknown law available with an empty compliance list when assigned", () => {
    const state = ok(assignLaw(defaultState(), PRIVATE, "Customs Act"));
    expect(state.availableLaws).toContain("Customs Act");
    expect(state.complianceData["Customs Act"]).toEqual([]);
  });

  it("removes a law from one entity only", () => {
    const result = removeLawFromEntity(defaultState(), PRIVATE, "GST");
    expect(result.message).toBe(`GST removed from ${PRIVATE}`);
    const state = ok(result);
    expect(state.entityLawMap[PRIVATE]).not.toContain("GST");
    expect(state.entityLawMap["Partnership Firm"]).toContain("GST");
    expect(state.complianceData.GST).toHaveLength(3);
  });

  it("deleting a law removes it everywhere and deletes its compliance data", () => {
    const result = deleteLaw(defaultState(), "GST");
    expect(result.message).toBe("Law GST deleted");
    const state = ok(result);
    expect(state.availableLaws).not.toContain("GST");
    for (const laws of Object.values(state.entityLawMap)) expect(laws).not.toContain("GST");
    expect("GST" in state.complianceData).toBe(false);
  });

  it("counts how many entities use each law", () => {
    const usage = lawUsage(defaultState());
    expect(usage["Income Tax Act"]).toBe(9);
    expect(usage.FEMA).toBe(1);
    expect(usage["LLP Act 2008"]).toBe(1);
  });
});

describe("admin store: compliance items", () => {
  const input = {
    form: "GSTR-5",
    description: "Non-resident return",
    due: "13th",
    month: "Monthly" as const,
  };

  it("adds an item with priority defaulting to medium, marked as locally updated", () => {
    const state = ok(addItem(defaultState(), "GST", input));
    expect(state.complianceData.GST!.at(-1)).toEqual({
      ...input,
      priority: "medium",
      penalty: "",
      isUpdated: true,
    });
  });

  it("requires form, description and due date with the spec's message", () => {
    for (const missing of ["form", "description", "due"] as const)
      expect(addItem(defaultState(), "GST", { ...input, [missing]: "  " }).message).toBe(
        m.addItemMissing,
      );
  });

  it("saves one cell, validating it against the shared schema", () => {
    const state = ok(updateItemField(defaultState(), "GST", 0, "due", "22nd of every month"));
    expect(state.complianceData.GST![0]).toMatchObject({
      due: "22nd of every month",
      isUpdated: true,
    });
    expect(state.complianceData.GST![1]!.isUpdated).toBeUndefined();
    expect(updateItemField(defaultState(), "GST", 0, "form", " ").ok).toBe(false);
    expect(updateItemField(defaultState(), "GST", 0, "priority", "urgent").ok).toBe(false);
    expect(updateItemField(defaultState(), "GST", 0, "form", "x".repeat(121)).ok).toBe(false);
  });

  it("deletes one item", () => {
    const state = ok(deleteItem(defaultState(), "GST", 1));
    expect(state.complianceData.GST!.map((i) => i.form)).toEqual(["GSTR-3B", "GSTR-9"]);
  });
});

describe("admin store: resets and repairs", () => {
  it("compliance reset restores the default items and keeps entities and laws", () => {
    let state = ok(addEntity(defaultState(), "Trust"));
    state = ok(addLaw(state, "Trusts Act"));
    state = ok(deleteItem(state, "GST", 0));
    const result = resetCompliance(state);
    expect(result.message).toBe(m.resetDone);
    const after = ok(result);
    expect(after.complianceData.GST).toHaveLength(3);
    expect(after.entityLawMap.Trust).toEqual([]);
    expect(after.complianceData["Trusts Act"]).toEqual([]);
  });

  it("entity reset restores default entities and laws and leaves only the ITR-1 item", () => {
    const result = resetEntities();
    expect(result.message).toBe(m.resetDone);
    const state = ok(result);
    expect(state.entityLawMap).toEqual(DEFAULT_ENTITY_LAW_MAP);
    expect(state.availableLaws).toEqual([...DEFAULT_LAWS]);
    const items = Object.values(state.complianceData).flat();
    expect(items.map((i) => i.form)).toEqual(["ITR-1"]);
    expect(Object.keys(state.complianceData).sort()).toEqual([...DEFAULT_LAWS].sort());
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

  it("guesses the month of a new item from its due text", () => {
    expect(guessMonth("30 September")).toBe("September");
    expect(guessMonth("20th of every month")).toBe("Monthly");
    expect(guessMonth("Quarterly: 30 Jun")).toBe("Quarterly");
    expect(guessMonth("within 30 days")).toBeUndefined();
  });
});
