import { describe, expect, it } from "vitest";
import type { Schedule } from "~/lib/compliance-schema";
import { describeSchedule, fromFields, toFields } from "./schedule-fields";

const schedules: Schedule[] = [
  { kind: "annual", month: 6, day: 30 },
  {
    kind: "monthly",
    day: 7,
    monthOffset: 1,
    exceptions: [{ periodMonth: 3, due: { month: 4, day: 30 } }],
  },
  { kind: "monthly", day: 15, monthOffset: 0 },
  {
    kind: "quarterly",
    dates: [
      { month: 7, day: 31 },
      { month: 10, day: 31 },
      { month: 1, day: 31 },
      { month: 5, day: 31 },
    ],
  },
  { kind: "afterQuarterEnd", days: 45, exceptions: [{ quarterEndMonth: 3, days: 60 }] },
  { kind: "afterEvent", days: 15, event: "allotment of shares under a private placement" },
];

describe("schedule fields", () => {
  it("turn every kind of schedule into fields and back unchanged", () => {
    for (const schedule of schedules)
      expect(fromFields(toFields(schedule))).toEqual({ ok: true, schedule });
  });

  it("show exceptions and dates as words a person types", () => {
    expect(toFields(schedules[1]).exceptions).toBe("March: 30 April");
    expect(toFields(schedules[3]).dates).toBe("31 July, 31 October, 31 January, 31 May");
    expect(toFields(schedules[4]).quarterExceptions).toBe("March: 60");
  });

  it("read short month names and ordinals", () => {
    const fields = {
      ...toFields(undefined),
      kind: "quarterly" as const,
      dates: "15th Jun, 15 Sept, 15 dec",
    };
    expect(fromFields(fields)).toEqual({
      ok: true,
      schedule: {
        kind: "quarterly",
        dates: [
          { month: 6, day: 15 },
          { month: 9, day: 15 },
          { month: 12, day: 15 },
        ],
      },
    });
  });

  it("name the field of each problem, with the data file's rules", () => {
    const blank = toFields(undefined);
    expect(fromFields({ ...blank, kind: "annual", day: "" })).toMatchObject({
      ok: false,
      errors: { day: expect.any(String) },
    });
    expect(fromFields({ ...blank, kind: "annual", day: "32" })).toMatchObject({
      ok: false,
      errors: { day: expect.any(String) },
    });
    expect(fromFields({ ...blank, kind: "quarterly", dates: "31 Julember" })).toMatchObject({
      ok: false,
      errors: { dates: 'Not a date: "31 Julember" (write 31 July)' },
    });
    expect(
      fromFields({ ...blank, kind: "quarterly", dates: "1 Jan, 1 Feb, 1 Mar, 1 Apr, 1 May" }),
    ).toMatchObject({
      ok: false,
      errors: { dates: "Enter at most four dates" },
    });
    expect(
      fromFields({ ...blank, kind: "monthly", day: "20", exceptions: "March 30 April" }),
    ).toMatchObject({
      ok: false,
      errors: { exceptions: expect.stringMatching(/^Not understood/) },
    });
    expect(
      fromFields({ ...blank, kind: "afterQuarterEnd", days: "45", quarterExceptions: "April: 60" }),
    ).toMatchObject({
      ok: false,
      errors: { quarterExceptions: expect.any(String) },
    });
    expect(fromFields({ ...blank, kind: "afterEvent", days: "30", event: "x" })).toMatchObject({
      ok: false,
      errors: { event: expect.any(String) },
    });
    expect(fromFields({ ...blank, kind: "none" })).toEqual({ ok: true, schedule: undefined });
  });

  it("describe a schedule in words", () => {
    expect(describeSchedule(schedules[0])).toBe("Once a year on 30 June");
    expect(describeSchedule(schedules[1])).toBe(
      "Every month on day 7, for the previous month; March's period on 30 April",
    );
    expect(describeSchedule(schedules[5])).toBe(
      "Within 15 days of allotment of shares under a private placement",
    );
    expect(describeSchedule(undefined)).toMatch(/^None/);
  });

  it("name every line and date not understood, not only the last", () => {
    const blank = toFields(undefined);
    expect(
      fromFields({
        ...blank,
        kind: "monthly",
        day: "20",
        exceptions: "March 30 April\nApril: 30 May\nMay: someday\nJunk",
      }),
    ).toEqual({
      ok: false,
      errors: {
        exceptions:
          'Not understood: "March 30 April", "May: someday" and "Junk" (write March: 30 April)',
      },
    });
    expect(
      fromFields({ ...blank, kind: "quarterly", dates: "31 Julember, 31 October, 3 Smarch" }),
    ).toEqual({
      ok: false,
      errors: { dates: 'Not dates: "31 Julember" and "3 Smarch" (write 31 July)' },
    });
    expect(
      fromFields({
        ...blank,
        kind: "afterQuarterEnd",
        days: "45",
        quarterExceptions: "May: 60\nMarch: x",
      }),
    ).toEqual({
      ok: false,
      errors: { quarterExceptions: 'Not understood: "May: 60" and "March: x" (write March: 60)' },
    });
  });
});
