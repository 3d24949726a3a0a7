import { describe, expect, it } from "vitest";
import { halfYearDues, halfYearOf } from "./board-meetings";

describe("the half-year rule for board meetings (s.173(5))", () => {
  it("splits the calendar year at 30 June", () => {
    expect(halfYearOf("2027-06-30")).toEqual({ from: "2027-01-01", to: "2027-06-30" });
    expect(halfYearOf("2027-07-01")).toEqual({ from: "2027-07-01", to: "2027-12-31" });
  });

  it("without a last meeting, every half-year's last day stands", () => {
    expect(halfYearDues(["2026-12-31", "2027-06-30"])).toEqual([
      { date: "2026-12-31" },
      { date: "2027-06-30" },
    ]);
  });

  it("across the year end: a meeting in December meets that half-year; the next is in January-June, 90 days on", () => {
    expect(halfYearDues(["2026-12-31", "2027-06-30", "2027-12-31"], "2026-12-20")).toEqual([
      { date: "2027-06-30", notBefore: "2027-03-20" },
      { date: "2027-12-31" },
    ]);
    // A meeting in October: the 90 days end in January, inside the next half-year.
    expect(halfYearDues(["2026-12-31", "2027-06-30"], "2026-10-15")).toEqual([
      { date: "2027-06-30", notBefore: "2027-01-13" },
    ]);
  });

  it("a meeting early in the first half leaves the second half open from its first day", () => {
    // 1 March + 90 days is 30 May, before July: no earliest day to state.
    expect(halfYearDues(["2027-06-30", "2027-12-31"], "2027-03-01")).toEqual([
      { date: "2027-12-31" },
    ]);
    // 15 June + 90 days is 13 September.
    expect(halfYearDues(["2027-06-30", "2027-12-31"], "2027-06-15")).toEqual([
      { date: "2027-12-31", notBefore: "2027-09-13" },
    ]);
  });
});
