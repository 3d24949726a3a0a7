import { describe, expect, it } from "vitest";
import { planGlance, quarterEnd } from "./plan-glance";
import { telanganaCompanyPlan } from "./test-data";

describe("the plan at a glance", () => {
  it("knows the end of the financial year's quarter", () => {
    expect(quarterEnd("2026-11-28")).toBe("2026-12-31");
    expect(quarterEnd("2027-01-01")).toBe("2027-03-31");
    expect(quarterEnd("2027-06-30")).toBe("2027-06-30");
    expect(quarterEnd("2027-08-15")).toBe("2027-09-30");
  });

  it("splits the plan into the next 30 days, the rest of the quarter and the year", () => {
    const plan = telanganaCompanyPlan("2026-11-28");
    const glance = planGlance(plan);
    expect(glance.year).toBe(plan.rowCount);
    expect(glance.next.length).toBeGreaterThan(0);
    expect(glance.next.every((row) => row.daysLeft <= 30)).toBe(true);
    expect(glance.next.map((row) => row.id)).toContain("gstr-3b-monthly");
    const rows = plan.months.flatMap((m) => m.rows);
    expect(glance.restOfQuarter).toBe(
      rows.filter((row) => row.daysLeft > 30 && row.date <= "2026-12-31").length,
    );
  });
});
