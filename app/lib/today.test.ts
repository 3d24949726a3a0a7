import { describe, expect, it } from "vitest";
import { CLOCK_RANGE, clockToday, todayInIndia } from "./today";

describe("todayInIndia", () => {
  it("is the calendar day in India, whatever the time zone", () => {
    expect(todayInIndia(new Date("2026-11-27T18:29:59Z"))).toBe("2026-11-27");
    expect(todayInIndia(new Date("2026-11-27T18:30:00Z"))).toBe("2026-11-28");
  });
});

describe("clockToday", () => {
  it("gives today in India for a plausible clock", () => {
    expect(clockToday(new Date("2027-01-01T00:00:00Z"))).toBe("2027-01-01");
    expect(clockToday(new Date("2026-11-27T20:00:00Z"))).toBe("2026-11-28");
  });

  it("refuses a clock outside the range, to the minute in India", () => {
    expect(clockToday(new Date(`${CLOCK_RANGE.first}T00:00:00+05:30`))).toBe(CLOCK_RANGE.first);
    expect(clockToday(new Date(`${CLOCK_RANGE.first}T00:00:00+05:31`))).toBeUndefined();
    expect(clockToday(new Date(`${CLOCK_RANGE.last}T23:59:59+05:30`))).toBe(CLOCK_RANGE.last);
    expect(clockToday(new Date(`${CLOCK_RANGE.last}T23:59:59+05:29`))).toBeUndefined();
  });

  it("refuses a reset clock, year 9999 and beyond, and no time at all", () => {
    expect(clockToday(new Date(0))).toBeUndefined();
    expect(clockToday(new Date("9999-12-31T23:00:00Z"))).toBeUndefined();
    expect(clockToday(new Date(8.64e15))).toBeUndefined();
    expect(clockToday(new Date(Number.NaN))).toBeUndefined();
  });
});
