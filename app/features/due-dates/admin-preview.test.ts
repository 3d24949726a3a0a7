import { describe, expect, it } from "vitest";
import type { ComplianceData, ComplianceItem } from "~/lib/compliance-schema";
import { applyPreview } from "./admin-preview";
import { parseStoredComplianceData } from "./due-dates-file";

const entry = (form: string, extra: Partial<ComplianceItem> = {}): ComplianceItem => ({
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

  it("replaces edited entries, adds new ones, and ignores unedited stored entries", () => {
    const stored: ComplianceData = {
      GST: [
        entry("gstr-1", { due: "13th", isUpdated: true }),
        entry("GSTR-9", { due: "1 January" }),
      ],
      "Labour Laws": [entry("ESI Return", { isUpdated: true })],
    };
    const { data, edited } = applyPreview(published, stored);
    expect(edited).toBe(2);
    expect(data.GST?.map((e) => [e.form, e.due, e.isUpdated])).toEqual([
      ["gstr-1", "13th", true],
      ["GSTR-9", "31 July", undefined],
    ]);
    expect(data["Labour Laws"]?.[0]?.form).toBe("ESI Return");
    expect(data.FEMA).toHaveLength(1);
  });

  it("reads stored data safely: missing, broken JSON or the wrong shape give nothing", () => {
    expect(parseStoredComplianceData(null)).toBeUndefined();
    expect(parseStoredComplianceData("{not json")).toBeUndefined();
    expect(parseStoredComplianceData('{"GST": [{"form": 1}]}')).toBeUndefined();
    expect(parseStoredComplianceData("[]")).toBeUndefined();
    const stored = parseStoredComplianceData(JSON.stringify({ GST: [entry("GSTR-1")] }));
    expect(stored?.GST?.[0]?.form).toBe("GSTR-1");
  });
});
