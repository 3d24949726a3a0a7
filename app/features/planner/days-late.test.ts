import { describe, expect, it } from "vitest";
import { MAX_DAYS_LATE, parseDaysLate } from "./days-late";

describe("the days-late field", () => {
  it("takes a plain whole number of days, with spaces around it", () => {
    expect(parseDaysLate("45")).toEqual({ ok: true, days: 45 });
    expect(parseDaysLate(" 7 ")).toEqual({ ok: true, days: 7 });
    expect(parseDaysLate("007")).toEqual({ ok: true, days: 7 });
    expect(parseDaysLate(String(MAX_DAYS_LATE))).toEqual({ ok: true, days: 1000 });
  });

  it("takes Telugu digits, as a Telugu keyboard types them", () => {
    expect(parseDaysLate("౪౫")).toEqual({ ok: true, days: 45 });
    expect(parseDaysLate("౧౦౦౦")).toEqual({ ok: true, days: 1000 });
    expect(parseDaysLate("౧5")).toEqual({ ok: true, days: 15 });
  });

  it("is empty when nothing is typed", () => {
    expect(parseDaysLate("")).toEqual({ ok: true, days: undefined });
    expect(parseDaysLate("   ")).toEqual({ ok: true, days: undefined });
  });

  it("refuses what Number() would take but a person does not mean", () => {
    for (const text of [
      "1e3",
      "0x10",
      "0b11",
      "0o7",
      "1_000",
      "1,000",
      "1.5",
      "+5",
      "-3",
      "Infinity",
      "5 days",
    ])
      expect(parseDaysLate(text), text).toEqual({ ok: false });
  });

  it("refuses 0 and more than the most", () => {
    expect(parseDaysLate("0")).toEqual({ ok: false });
    expect(parseDaysLate("1001")).toEqual({ ok: false });
    expect(parseDaysLate("౦")).toEqual({ ok: false });
  });
});
