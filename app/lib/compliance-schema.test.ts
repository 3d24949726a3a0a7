import { describe, expect, it } from "vitest";
import {
  DEFAULT_COMPLIANCE_DATA,
  DEFAULT_ENTITY_LAW_MAP,
  DEFAULT_ENTITY_TYPES,
  DEFAULT_LAWS,
} from "../content/compliance-defaults";
import {
  adminExportSchema,
  complianceItemSchema,
  dueDatesFileSchema,
  formatIssues,
} from "./compliance-schema";

describe("compliance schemas", () => {
  it("accept the admin defaults", () => {
    const parsed = adminExportSchema.parse({
      entityLawMap: DEFAULT_ENTITY_LAW_MAP,
      availableLaws: [...DEFAULT_LAWS],
      complianceData: DEFAULT_COMPLIANCE_DATA,
    });
    expect(Object.values(parsed.complianceData).flat()).toHaveLength(16);
  });

  it("map every default entity type to laws from the canonical list only", () => {
    expect(Object.keys(DEFAULT_ENTITY_LAW_MAP).sort()).toEqual([...DEFAULT_ENTITY_TYPES].sort());
    for (const laws of Object.values(DEFAULT_ENTITY_LAW_MAP)) {
      for (const law of laws) expect(DEFAULT_LAWS).toContain(law);
    }
  });

  it("name the law, entry and field of a problem in the data file", () => {
    const result = dueDatesFileSchema.safeParse({
      lastUpdated: "2026-04-01",
      financialYear: "2026-27",
      dueDates: {
        GST: [{ form: "", description: "x", due: "x", month: "Someday", priority: "urgent" }],
      },
    });
    expect(result.success).toBe(false);
    const lines = formatIssues(result.error!);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dueDates\.GST\.0\.form: /),
        expect.stringMatching(/^dueDates\.GST\.0\.month: /),
        expect.stringMatching(/^dueDates\.GST\.0\.priority: /),
      ]),
    );
  });

  it("defaults a missing penalty to an empty string and validates schedules", () => {
    const entry = complianceItemSchema.parse({
      form: "GSTR-3B",
      description: "Summary return",
      due: "20th",
      month: "Monthly",
      priority: "high",
      schedule: { kind: "monthly", day: 20 },
    });
    expect(entry.penalty).toBe("");
    expect(entry.schedule).toEqual({ kind: "monthly", day: 20, monthOffset: 1 });
    expect(
      complianceItemSchema.safeParse({ ...entry, schedule: { kind: "annual", month: 13, day: 1 } })
        .success,
    ).toBe(false);
  });
});
