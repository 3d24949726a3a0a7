import { describe, expect, it } from "vitest";
import { teluguMonths } from "~/content/te/months";
import { formatLongDate, formatShortDate, isCalendarDate } from "./dates";
import { formatLongDateWith } from "./dates-in-language";

describe("date formatting", () => {
  it("formats calendar dates without time-zone drift", () => {
    expect(formatLongDate("2026-03-31")).toBe("31 March 2026");
    expect(formatShortDate("2026-11-23")).toBe("23 Nov 2026");
    expect(formatShortDate("2028-02-29")).toBe("29 Feb 2028");
    expect(formatShortDate("2026-09-05")).toBe("5 Sep 2026");
    expect(formatLongDate("2027-01-01")).toBe("1 January 2027");
  });

  it("rejects impossible dates instead of rolling them over", () => {
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("31/03/2026")).toBe(false);
    expect(() => formatLongDate("2026-02-30")).toThrow(RangeError);
  });
});

describe("dates in another language", () => {
  it("writes the day, the month's name in that language and the year", () => {
    expect(formatLongDateWith("2026-07-31", teluguMonths)).toBe("31 జులై 2026");
    expect(formatLongDateWith("2027-01-05", teluguMonths)).toBe("5 జనవరి 2027");
  });
});
