import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { dueContradiction, scheduleWords } from "./due-words";
import type { Schedule } from "./compliance-schema";

const published = JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")) as {
  dueDates: Record<string, { id: string; due: string; schedule?: Schedule }[]>;
};

const schedules: Schedule[] = [
  { kind: "annual", month: 7, day: 31 },
  {
    kind: "quarterly",
    dates: [
      { month: 6, day: 15 },
      { month: 9, day: 15 },
      { month: 12, day: 15 },
      { month: 3, day: 15 },
    ],
  },
  { kind: "monthly", day: 20, monthOffset: 1 },
  { kind: "monthly", day: 1, monthOffset: 0 },
  {
    kind: "monthly",
    day: 7,
    monthOffset: 1,
    exceptions: [{ periodMonth: 3, due: { month: 4, day: 30 } }],
  },
  { kind: "afterQuarterEnd", days: 45, exceptions: [{ quarterEndMonth: 3, days: 60 }] },
  { kind: "afterEvent", days: 30, event: "allotment of shares" },
];

describe("the words a schedule means", () => {
  it("are written for every kind of schedule, and agree with it", () => {
    expect(schedules.map(scheduleWords)).toEqual([
      "31 July",
      "15 June, 15 September, 15 December and 15 March",
      "20th of the following month",
      "1st of the same month",
      "7th of the following month; for March, 30 April",
      "Within 45 days of each quarter end (60 days for the March quarter)",
      "Within 30 days of the allotment of shares",
    ]);
    for (const s of schedules) expect(dueContradiction(scheduleWords(s), s)).toBeUndefined();
  });
});

describe("words that contradict the schedule", () => {
  it("are found: another date, another day of the month, another number of days", () => {
    expect(dueContradiction("31 August after the year", schedules[0])).toBe(
      "the words say 31 August, but the schedule says “31 July”",
    );
    expect(dueContradiction("15 June, 15 September and 15 December", schedules[1])).toMatch(
      /the words say 15 June, 15 September and 15 December/,
    );
    expect(dueContradiction("22nd of the following month", schedules[2])).toMatch(
      /the words say 22nd of the following month/,
    );
    expect(dueContradiction("20th of the same month", schedules[2])).toBeDefined();
    expect(dueContradiction("7th of the following month; March by 31 May", schedules[4])).toMatch(
      /31 May/,
    );
    expect(dueContradiction("Within 30 days of each quarter end", schedules[5])).toMatch(
      /Within 30 days/,
    );
    expect(dueContradiction("Within 60 days of allotment", schedules[6])).toMatch(/Within 60 days/);
  });

  it("leave notes in parentheses and words without a date alone", () => {
    expect(
      dueContradiction("31 July after the year (31 October with a tax audit)", schedules[0]),
    ).toBeUndefined();
    expect(dueContradiction("By the end of July", schedules[0])).toBeUndefined();
    expect(dueContradiction("Anything at all", undefined)).toBeUndefined();
  });

  it("are none in the published data file", () => {
    const found = Object.values(published.dueDates)
      .flat()
      .flatMap((e) => {
        const why = dueContradiction(e.due, e.schedule);
        return why ? [`${e.id}: ${why}`] : [];
      });
    expect(found).toEqual([]);
  });
});
