import { describe, expect, it } from "vitest";
import { holidayMarks } from "./holidays";

describe("holiday marks", () => {
  it("marks Sundays, in any year, leap days included", () => {
    expect(holidayMarks("2027-12-19")).toEqual(["sunday"]);
    expect(holidayMarks("2028-02-20")).toEqual(["sunday"]);
    expect(holidayMarks("2032-02-29")).toEqual(["sunday"]);
    expect(holidayMarks("2027-12-20")).toEqual([]);
    expect(holidayMarks("2028-02-29")).toEqual([]);
  });

  it("marks the three national holidays, and both marks when one falls on a Sunday", () => {
    expect(holidayMarks("2027-01-26")).toEqual(["republic-day"]);
    expect(holidayMarks("2027-08-15")).toEqual(["sunday", "independence-day"]);
    expect(holidayMarks("2028-08-15")).toEqual(["independence-day"]);
    expect(holidayMarks("2026-10-02")).toEqual(["gandhi-jayanti"]);
    expect(holidayMarks("2033-10-02")).toEqual(["sunday", "gandhi-jayanti"]);
    expect(holidayMarks("2027-10-03")).toEqual(["sunday"]);
  });
});
