import { describe, expect, it } from "vitest";
import { alarmLead } from "./alarm-lead";
import { addDays } from "./schedule";

describe("alarmLead", () => {
  it("keeps the lead when the reminder falls today or later", () => {
    expect(alarmLead("2026-12-20", "2026-11-28", 7)).toBe(7);
    expect(alarmLead("2026-12-05", "2026-11-28", 7)).toBe(7);
  });
  it("moves a reminder that would ring before today to today", () => {
    expect(alarmLead("2026-12-01", "2026-11-28", 7)).toBe(3);
    expect(alarmLead("2026-11-28", "2026-11-28", 15)).toBe(0);
  });
  it("drops the reminder of a deadline already past", () => {
    expect(alarmLead("2026-11-27", "2026-11-28", 1)).toBeUndefined();
  });
  it("never rings before today, for any lead and any deadline in the next weeks", () => {
    for (const lead of [1, 3, 7, 15])
      for (let d = -3; d < 40; d++) {
        const date = addDays("2027-02-26", d);
        const rings = alarmLead(date, "2027-02-26", lead);
        if (rings !== undefined) expect(addDays(date, -rings) >= "2027-02-26").toBe(true);
        else expect(d).toBeLessThan(0);
      }
  });
});

describe("the calendar files' reminders", () => {
  const event = (date: string) => ({
    uid: `x-${date}@example.com`,
    sequence: 0,
    date,
    summary: "GSTR-3B due (GST)",
    description: "d",
    url: "https://example.com/due-dates",
  });
  const options = { name: "n", product: "p", alarmDays: 7 };

  it("ring no earlier than today in a file made in the browser", async () => {
    const { icsFile } = await import("./calendar-file");
    const text = icsFile([event("2026-11-30"), event("2026-12-20")], {
      ...options,
      today: "2026-11-28",
    });
    expect(text.match(/TRIGGER:[^\r]*/g)).toEqual(["TRIGGER:-P2D", "TRIGGER:-P7D"]);
  });

  it("ring no earlier than the build's day in a subscribable feed", async () => {
    const { calendarFeed } = await import("./calendar-feed.server");
    const text = calendarFeed([event("2026-11-30"), event("2026-12-20")], options, "2026-11-28");
    const triggers = text.match(/TRIGGER:[^\r]*/g) ?? [];
    expect(triggers).toHaveLength(2);
    expect(triggers[0]).toMatch(/-P2D|-PT48H|-P0W2D/);
  });
});
