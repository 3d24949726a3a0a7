import { describe, expect, it } from "vitest";
import { periodBefore } from "./period";

describe("the period a filing reports on", () => {
  it("months: the month before, across the year's end and February in leap and common years", () => {
    expect(periodBefore("month", "2028-01-20")).toEqual({
      unit: "month",
      from: "2027-12-01",
      to: "2027-12-31",
    });
    expect(periodBefore("month", "2028-03-20")).toMatchObject({
      from: "2028-02-01",
      to: "2028-02-29",
    });
    expect(periodBefore("month", "2027-03-15")).toMatchObject({
      from: "2027-02-01",
      to: "2027-02-28",
    });
    // Tax deducted in March is due on 30 April: still March's.
    expect(periodBefore("month", "2028-04-30")).toMatchObject({
      from: "2028-03-01",
      to: "2028-03-31",
    });
  });

  it("quarters: the last quarter ended, even when the filing falls two months after it", () => {
    expect(periodBefore("quarter", "2028-01-22")).toMatchObject({
      from: "2027-10-01",
      to: "2027-12-31",
    });
    expect(periodBefore("quarter", "2028-04-13")).toMatchObject({
      from: "2028-01-01",
      to: "2028-03-31",
    });
    expect(periodBefore("quarter", "2028-05-31")).toMatchObject({
      from: "2028-01-01",
      to: "2028-03-31",
    });
    expect(periodBefore("quarter", "2028-06-15")).toMatchObject({
      from: "2028-01-01",
      to: "2028-03-31",
    });
    expect(periodBefore("quarter", "2027-10-31")).toMatchObject({
      from: "2027-07-01",
      to: "2027-09-30",
    });
  });

  it("half-years of the financial year, and financial years", () => {
    expect(periodBefore("half-year", "2028-04-30")).toMatchObject({
      from: "2027-10-01",
      to: "2028-03-31",
    });
    expect(periodBefore("half-year", "2027-10-31")).toMatchObject({
      from: "2027-04-01",
      to: "2027-09-30",
    });
    expect(periodBefore("financial-year", "2027-12-31")).toMatchObject({
      from: "2026-04-01",
      to: "2027-03-31",
    });
    expect(periodBefore("financial-year", "2027-07-31")).toMatchObject({
      from: "2026-04-01",
      to: "2027-03-31",
    });
    expect(periodBefore("financial-year", "2028-03-31")).toMatchObject({
      from: "2026-04-01",
      to: "2027-03-31",
    });
    expect(periodBefore("financial-year", "2028-04-01")).toMatchObject({
      from: "2027-04-01",
      to: "2028-03-31",
    });
  });
});
