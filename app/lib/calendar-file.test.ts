import { describe, expect, it } from "vitest";
import { calendarFeed } from "./calendar-feed.server";
import { alarmLeads, alarmTrigger, icsFile, type CalendarEvent } from "./calendar-file";
import { addDays } from "./schedule";
import { durations, readStrictly, RFC5545_DURATION, strictReadersInstalled } from "./ics-validator";

const event = (date: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  uid: `gstr-3b-${date.replaceAll("-", "")}@example.com`,
  sequence: 0,
  date,
  summary: "GSTR-3B due (GST)",
  description: "Summary return",
  url: "https://example.com/due-dates",
  ...extra,
});
const options = { name: "Plan", product: "Compliance plan" };
const today = "2026-12-08";
// Deadlines from today (a reminder on the day) to a year on, and one already past.
const events = [-1, 0, 1, 2, 6, 7, 8, 14, 15, 16, 30, 364].map((d) => event(addDays(today, d)));

describe("the RFC 5545 grammar of a duration", () => {
  it("takes days, weeks and times, and no T without a time after it", () => {
    for (const ok of ["-P1D", "-P0D", "P7D", "-PT24H", "-P1DT12H", "PT1H30M", "PT0S", "-P2W"])
      expect(ok).toMatch(RFC5545_DURATION);
    for (const bad of ["-P1DT", "-PT", "P", "-P1D1H", "-P1H", "P1W2D", "-P 1D", "-P1.5D"])
      expect(bad).not.toMatch(RFC5545_DURATION);
  });
});

describe("every calendar writer", () => {
  const writers = [
    ["a file made in the browser", icsFile(events, { ...options, alarmDays: [15, 7, 1], today })],
    ["a file made with no day to count from", icsFile(events, { ...options, alarmDays: 7 })],
    ["the build's feed", calendarFeed(events, { ...options, alarmDays: 1 }, today)],
    ["a live calendar", icsFile(events, { ...options, alarmDays: [7, 1], today, refreshHours: 1 })],
  ] as const;

  for (const [name, text] of writers)
    it(`writes every duration as RFC 5545 allows: ${name}`, () => {
      const found = durations(text);
      expect(found.length).toBeGreaterThan(events.length - 2);
      for (const value of found) expect(value).toMatch(RFC5545_DURATION);
      expect(text).not.toMatch(/TRIGGER:[^\r]*T\r\n/);
    });

  it("refuses a lead that is no whole number of days", () => {
    expect(alarmTrigger(7)).toBe("TRIGGER:-P7D");
    expect(alarmTrigger(0)).toBe("TRIGGER:-P0D");
    expect(() => alarmTrigger(-1)).toThrow(RangeError);
    expect(() => alarmTrigger(1.5)).toThrow(RangeError);
  });

  it.skipIf(!strictReadersInstalled() && !process.env.CI)(
    "are read by Python's icalendar and libical without a problem, no reminder before today",
    () => {
      const readings = readStrictly(
        writers
          .filter(([name]) => name !== "a file made with no day to count from")
          .map(([, t]) => t),
        today,
      );
      for (const reading of readings) {
        expect(reading.problems).toEqual([]);
        expect(reading.events).toBe(events.length);
        expect(reading.firstAlarm! >= today).toBe(true);
      }
      // The reader itself finds what the writers must not write.
      const [bad] = readStrictly(
        [icsFile([event("2026-12-20")], { ...options, alarmDays: 1 }).replace("-P1D", "-P1DT")],
        today,
      );
      expect(bad!.problems.join()).toMatch(/not an RFC 5545 duration: TRIGGER:-P1DT/);
      const [early] = readStrictly(
        [icsFile([event("2026-12-10")], { ...options, alarmDays: 7 })],
        today,
      );
      expect(early!.problems.join()).toMatch(/a reminder on 2026-12-03, before 2026-12-08/);
    },
  );
});

describe("reminders the visitor chooses", () => {
  it("ring at each chosen lead, the earliest first, never before today, each day once", () => {
    expect(alarmLeads("2026-12-31", [1, 7], today)).toEqual([7, 1]);
    // Four days left: the week's reminder rings today instead, the day's stays.
    expect(alarmLeads("2026-12-12", [7, 1], today)).toEqual([4, 1]);
    // Due tomorrow: the week's and the day's reminders are the same one.
    expect(alarmLeads("2026-12-09", [7, 1], today)).toEqual([1]);
    expect(alarmLeads("2026-12-07", [7, 1], today)).toEqual([]);
    expect(alarmLeads("2026-12-31", [], today)).toEqual([]);
  });

  it("are written as one alarm each in the file", () => {
    const text = icsFile([event("2026-12-31")], { ...options, alarmDays: [7, 1], today });
    expect(text.match(/TRIGGER:[^\r]*/g)).toEqual(["TRIGGER:-P7D", "TRIGGER:-P1D"]);
    expect(text.match(/BEGIN:VALARM/g)).toHaveLength(2);
  });
});

describe("a calendar that changes", () => {
  it("writes LAST-MODIFIED in UTC where an event's facts changed, and none where they did not", () => {
    const text = icsFile(
      [
        event("2026-12-31", { sequence: 1, lastModified: "2026-12-01T00:00:00+05:30" }),
        event("2027-01-20"),
      ],
      { ...options, alarmDays: 1, today },
      new Date("2026-12-08T04:00:00Z"),
    );
    expect(text.match(/LAST-MODIFIED:[^\r]*/g)).toEqual(["LAST-MODIFIED:20261130T183000Z"]);
    expect(text.match(/SEQUENCE:[^\r]*/g)).toEqual(["SEQUENCE:1", "SEQUENCE:0"]);
    expect(text).toContain("DTSTAMP:20261208T040000Z");
  });

  it("asks a subscribed calendar to read it again every hour when it answers live", () => {
    const text = icsFile([event("2026-12-31")], {
      ...options,
      alarmDays: 1,
      today,
      refreshHours: 1,
    });
    expect(text).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n");
    expect(text).toContain("\r\nX-PUBLISHED-TTL:PT1H\r\n");
    expect(icsFile([event("2026-12-31")], { ...options, alarmDays: 1 })).not.toContain("REFRESH");
  });
});
