import { describe, expect, it } from "vitest";
import type { ComplianceData, ComplianceItem } from "~/lib/compliance-schema";
import { applyPreview } from "./admin-preview";
import { parseStoredComplianceData } from "./due-dates-file";

const entry = (form: string, extra: Partial<ComplianceItem> = {}): ComplianceItem => ({
  id: form.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
  form,
  description: `${form} return`,
  due: "31 July",
  month: "July",
  priority: "medium",
  penalty: "₹100 per day",
  ...extra,
});

const published: ComplianceData = {
  GST: [entry("GSTR-1"), entry("GSTR-9", { isUpdated: true })],
  FEMA: [entry("FLA return")],
};

describe("admin preview", () => {
  it("shows nothing extra without stored edits, and drops the marker from published entries", () => {
    const { data, edited } = applyPreview(published, undefined);
    expect(edited).toBe(0);
    expect(data.GST?.[1]).not.toHaveProperty("isUpdated");
    expect(published.GST?.[1]?.isUpdated).toBe(true);
  });

  it("replaces edited entries by id, adds new ones, and ignores unedited stored entries", () => {
    const stored: ComplianceData = {
      GST: [
        entry("GSTR-1", { form: "GSTR-1 (monthly)", due: "13th", isUpdated: true }),
        entry("GSTR-9", { due: "1 January" }),
      ],
      "Labour Laws": [entry("ESI Return", { isUpdated: true })],
    };
    const { data, edited } = applyPreview(published, stored);
    expect(edited).toBe(2);
    expect(data.GST?.map((e) => [e.form, e.due, e.isUpdated])).toEqual([
      ["GSTR-1 (monthly)", "13th", true],
      ["GSTR-9", "31 July", undefined],
    ]);
    expect(data["Labour Laws"]?.[0]?.form).toBe("ESI Return");
    expect(data.FEMA).toHaveLength(1);
  });

  it("keeps an edited entry's schedule, so its next due date is still computed", () => {
    const schedule = { kind: "monthly" as const, day: 13, monthOffset: 1 };
    const stored: ComplianceData = {
      GST: [entry("GSTR-1", { due: "13th of the following month", schedule, isUpdated: true })],
    };
    const { data } = applyPreview(published, stored);
    expect(data.GST?.[0]).toMatchObject({ id: "gstr-1", schedule });
  });

  it("does not count an edit that has since been published, and moves an entry edited into another law", () => {
    const stored: ComplianceData = {
      GST: [entry("GSTR-9", { isUpdated: true })],
      "Labour Laws": [entry("FLA return", { due: "15 July", isUpdated: true })],
    };
    const { data, edited } = applyPreview(published, stored);
    expect(edited).toBe(1);
    expect(data.FEMA).toEqual([]);
    expect(data["Labour Laws"]?.map((e) => e.id)).toEqual(["fla-return"]);
  });

  it("reads stored data safely: missing, broken JSON or the wrong shape give nothing", () => {
    expect(parseStoredComplianceData(null)).toBeUndefined();
    expect(parseStoredComplianceData("{not json")).toBeUndefined();
    expect(parseStoredComplianceData('{"GST": [{"form": 1}]}')).toBeUndefined();
    expect(parseStoredComplianceData("[]")).toBeUndefined();
    const stored = parseStoredComplianceData(JSON.stringify({ GST: [entry("GSTR-1")] }));
    expect(parseStoredComplianceData('{"toString": []}')).toBeUndefined();
    expect(stored?.GST?.[0]?.form).toBe("GSTR-1");
  });
});
