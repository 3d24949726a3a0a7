import { describe, expect, it } from "vitest";
import { entityApplies, underTaxAudit, verdict } from "./applicability";
import { NO_ANSWERS, type PlannerProfile } from "./profile";
import { entry, publishedFile } from "./test-data";

const profile = (p: Partial<PlannerProfile>): PlannerProfile => ({
  entity: "Private Limited Company",
  ...NO_ANSWERS,
  ...p,
});
const map = publishedFile.entityLawMap;

describe("whether an entry applies", () => {
  it("by entity type first: its laws, then the entry's own entity types", () => {
    expect(entityApplies(entry("itr-6"), "Private Limited Company", map)).toBe(true);
    expect(entityApplies(entry("itr-6"), "Partnership Firm", map)).toBe(false);
    expect(entityApplies(entry("llp-form-11"), "Private Limited Company", map)).toBe(false);
    // A name from the address that is a member of every object reaches no law.
    expect(entityApplies(entry("advance-tax"), "toString", map)).toBe(false);
    // A file without entity types: the entry's own list alone decides.
    expect(entityApplies(entry("advance-tax"), "Trust", undefined)).toBe(true);
  });

  it("GSTR-9 is optional up to ₹2 crore, a duty above, undecided without a turnover", () => {
    const gst = { gst: "monthly" } as const;
    expect(verdict(entry("gstr-9"), profile({ ...gst, turnover: "1.5-2" }), map)).toEqual({
      kind: "applies",
      optional: true,
    });
    expect(verdict(entry("gstr-9"), profile({ ...gst, turnover: "2-5" }), map)).toEqual({
      kind: "applies",
      optional: false,
    });
    expect(verdict(entry("gstr-9"), profile(gst), map)).toEqual({
      kind: "applies",
      optional: "depends-on-turnover",
    });
    expect(verdict(entry("gstr-9c"), profile(gst), map)).toEqual({
      kind: "check",
      needs: ["turnover"],
    });
    expect(verdict(entry("gstr-9c"), profile({ ...gst, turnover: "5-10" }), map).kind).toBe(
      "applies",
    );
    expect(verdict(entry("gstr-9c"), profile({ ...gst, turnover: "2-5" }), map).kind).toBe(
      "excluded",
    );
    expect(verdict(entry("gstr-9"), profile({ gst: "composition" }), map).kind).toBe("excluded");
  });

  it("a condition that fails excludes, whatever else is unknown", () => {
    // GSTR-3B quarterly: not on QRMP, so the State does not matter.
    expect(verdict(entry("gstr-3b-quarterly-ap-ts"), profile({ gst: "monthly" }), map).kind).toBe(
      "excluded",
    );
    expect(verdict(entry("gstr-3b-quarterly-ap-ts"), profile({ gst: "qrmp" }), map)).toEqual({
      kind: "check",
      needs: ["state"],
    });
  });

  it("registrations: any one of the listed", () => {
    expect(
      verdict(entry("tds-deposit"), profile({ registrations: ["tds-non-resident"] }), map).kind,
    ).toBe("applies");
    expect(
      verdict(entry("form-140-tds-non-salary"), profile({ registrations: ["tds-salary"] }), map)
        .kind,
    ).toBe("excluded");
    expect(verdict(entry("esi-contribution"), profile({ registrations: ["pf"] }), map).kind).toBe(
      "excluded",
    );
  });

  it("tax audit: the answer, or a turnover above ₹10 crore", () => {
    expect(underTaxAudit(profile({ turnover: "5-10" }))).toBe(false);
    expect(underTaxAudit(profile({ turnover: "5-10", taxAudit: true }))).toBe(true);
    expect(underTaxAudit(profile({ turnover: "10-20" }))).toBe(true);
  });
});
