import { describe, expect, it } from "vitest";
import type { Schedule } from "~/lib/compliance-schema";
import {
  addDays,
  daysBetween,
  isoDate,
  nextOccurrence,
  occurrences,
  todayInIndia,
} from "./schedule";

/** The first due date of a schedule on or after `today` (an entry without extensions). */
const nextDue = (schedule: Schedule | undefined, today: string) =>
  nextOccurrence({ schedule }, today)?.date;

const tds: Schedule = {
  kind: "monthly",
  day: 7,
  monthOffset: 1,
  exceptions: [{ periodMonth: 3, due: { month: 4, day: 30 } }],
};
const gstr3b: Schedule = { kind: "monthly", day: 20, monthOffset: 1 };
const advanceTax: Schedule = {
  kind: "quarterly",
  dates: [
    { month: 6, day: 15 },
    { month: 9, day: 15 },
    { month: 12, day: 15 },
    { month: 3, day: 15 },
  ],
};
const tdsReturn: Schedule = {
  kind: "quarterly",
  dates: [
    { month: 7, day: 31 },
    { month: 10, day: 31 },
    { month: 1, day: 31 },
    { month: 5, day: 31 },
  ],
};
const results: Schedule = {
  kind: "afterQuarterEnd",
  days: 45,
  exceptions: [{ quarterEndMonth: 3, days: 60 }],
};

describe("calendar arithmetic", () => {
  it("clamps days past a month's end, including February in leap and common years", () => {
    expect(isoDate(2026, 6, 31)).toBe("2026-06-30");
    expect(isoDate(2027, 2, 29)).toBe("2027-02-28");
    expect(isoDate(2028, 2, 29)).toBe("2028-02-29");
    expect(isoDate(2100, 2, 29)).toBe("2100-02-28");
    expect(isoDate(2000, 2, 30)).toBe("2000-02-29");
    expect(isoDate(2026, 13, 7)).toBe("2027-01-07");
  });

  it("adds and counts days across month, year and leap-day boundaries", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(daysBetween("2026-11-22", "2026-11-22")).toBe(0);
    expect(daysBetween("2028-02-01", "2028-03-01")).toBe(29);
    expect(daysBetween("2027-02-01", "2027-03-01")).toBe(28);
    expect(daysBetween("2026-03-31", "2026-03-30")).toBe(-1);
  });

  it("takes today's date in India, not the visitor's time zone", () => {
    // 18:29 UTC is 23:59 in India; 18:30 UTC is already the next day there.
    expect(todayInIndia(new Date("2026-03-31T18:29:59Z"))).toBe("2026-03-31");
    expect(todayInIndia(new Date("2026-03-31T18:30:00Z"))).toBe("2026-04-01");
    expect(todayInIndia(new Date("2027-12-31T20:00:00-05:00"))).toBe("2028-01-01");
    expect(todayInIndia(new Date("2028-02-28T19:00:00Z"))).toBe("2028-02-29");
  });
});

describe("next due date", () => {
  it("annual: on the day itself, the day after, and at the year end", () => {
    const itr: Schedule = { kind: "annual", month: 7, day: 31 };
    expect(nextDue(itr, "2026-07-31")).toBe("2026-07-31");
    expect(nextDue(itr, "2026-08-01")).toBe("2027-07-31");
    expect(nextDue(itr, "2026-12-31")).toBe("2027-07-31");
    expect(nextDue(itr, "2027-01-01")).toBe("2027-07-31");
  });

  it("annual on 29 February falls on 28 February in common years", () => {
    const leap: Schedule = { kind: "annual", month: 2, day: 29 };
    expect(nextDue(leap, "2027-01-10")).toBe("2027-02-28");
    expect(nextDue(leap, "2027-03-01")).toBe("2028-02-29");
  });

  it("monthly on the 20th of the following month, across the year end", () => {
    expect(nextDue(gstr3b, "2026-11-20")).toBe("2026-11-20");
    expect(nextDue(gstr3b, "2026-11-21")).toBe("2026-12-20");
    expect(nextDue(gstr3b, "2026-12-21")).toBe("2027-01-20");
  });

  it("monthly on the 31st falls on the last day of shorter months", () => {
    const monthEnd: Schedule = { kind: "monthly", day: 31, monthOffset: 0 };
    expect(nextDue(monthEnd, "2026-04-01")).toBe("2026-04-30");
    expect(nextDue(monthEnd, "2027-02-01")).toBe("2027-02-28");
    expect(nextDue(monthEnd, "2028-02-01")).toBe("2028-02-29");
    expect(nextDue(monthEnd, "2028-03-01")).toBe("2028-03-31");
  });

  it("TDS deposit: the 7th, except March's tax which is due on 30 April (financial-year boundary)", () => {
    expect(nextDue(tds, "2027-03-07")).toBe("2027-03-07");
    expect(nextDue(tds, "2027-03-08")).toBe("2027-04-30");
    expect(nextDue(tds, "2027-04-08")).toBe("2027-04-30");
    expect(nextDue(tds, "2027-05-01")).toBe("2027-05-07");
    expect(occurrences(tds, "2027-03-01", "2027-05-31")).toEqual([
      "2027-03-07",
      "2027-04-30",
      "2027-05-07",
    ]);
  });

  it("advance tax instalments across the financial year", () => {
    expect(nextDue(advanceTax, "2026-04-01")).toBe("2026-06-15");
    expect(nextDue(advanceTax, "2026-06-16")).toBe("2026-09-15");
    expect(nextDue(advanceTax, "2026-12-16")).toBe("2027-03-15");
    expect(nextDue(advanceTax, "2027-03-16")).toBe("2027-06-15");
  });

  it("quarterly TDS returns, including the 31 January return after the calendar year ends", () => {
    expect(nextDue(tdsReturn, "2026-11-22")).toBe("2027-01-31");
    expect(nextDue(tdsReturn, "2027-02-01")).toBe("2027-05-31");
    expect(nextDue(tdsReturn, "2027-06-01")).toBe("2027-07-31");
  });

  it("days after each quarter end, with a different March quarter", () => {
    expect(occurrences(results, "2026-04-01", "2027-03-31")).toEqual([
      "2026-05-30", // 31 Mar 2026 + 60
      "2026-08-14", // 30 Jun + 45
      "2026-11-14", // 30 Sep + 45
      "2027-02-14", // 31 Dec + 45
    ]);
    const plain: Schedule = { kind: "afterQuarterEnd", days: 45 };
    // 31 Dec 2027 + 45 days crosses February of a leap year.
    expect(nextDue(plain, "2028-01-01")).toBe("2028-02-14");
    expect(nextDue(plain, "2028-02-15")).toBe("2028-05-15");
  });

  it("event-based or missing schedules have no date", () => {
    expect(nextDue({ kind: "afterEvent", days: 30, event: "allotment" }, "2026-05-01")).toBe(
      undefined,
    );
    expect(nextDue(undefined, "2026-05-01")).toBe(undefined);
  });

  it("never returns a date before today across a whole year of days", () => {
    const schedules = [tds, gstr3b, advanceTax, tdsReturn, results];
    for (let today = "2027-09-01"; today <= "2028-08-31"; today = addDays(today, 1)) {
      for (const schedule of schedules) {
        const next = nextDue(schedule, today)!;
        expect(next >= today).toBe(true);
        // It is the first date on or after today: nothing lies between.
        expect(occurrences(schedule, today, next)).toEqual([next]);
        expect(daysBetween(today, next)).toBeLessThanOrEqual(122);
      }
    }
  });

  it("lists a year of monthly dates without gaps or repeats", () => {
    expect(occurrences(gstr3b, "2026-04-01", "2027-03-31")).toHaveLength(12);
  });
});
