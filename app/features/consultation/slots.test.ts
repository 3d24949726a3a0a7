import { describe, expect, it } from "vitest";
import { timeSlots } from "~/content/consultation";
import { site } from "~/config/site";
import { teluguDayPeriods } from "~/content/te/months";
import { isBookableDay, isoWeekday, officeDate, openSlots, slotStart, slotTimes } from "./slots";

const hours = { days: [1, 2, 3, 4, 5, 6], opens: "10:00", closes: "18:30" };
const slots = ["10:00", "11:00", "12:00", "14:00", "15:00", "16:00", "17:00"];
// Tuesday 1 December 2026, 11:30 in India (06:00 UTC).
const tuesdayLateMorning = new Date("2026-12-01T06:00:00Z");

describe("the office's calendar", () => {
  it("takes today's date in India, whatever the visitor's zone", () => {
    expect(officeDate(new Date("2026-11-30T18:29:00Z"))).toBe("2026-11-30");
    expect(officeDate(new Date("2026-11-30T18:30:00Z"))).toBe("2026-12-01");
  });

  it("places a slot at its moment in India (UTC+05:30)", () => {
    expect(slotStart("2026-12-01", "14:00").toISOString()).toBe("2026-12-01T08:30:00.000Z");
    expect(slotStart("2026-12-01", "10:00").toISOString()).toBe("2026-12-01T04:30:00.000Z");
  });

  it("names weekdays from Monday 1 to Sunday 7", () => {
    expect(isoWeekday("2026-11-30")).toBe(1);
    expect(isoWeekday("2026-12-06")).toBe(7);
  });
});

describe("bookable days and slots", () => {
  it("offers no slot on a day the office is closed (Sunday)", () => {
    expect(openSlots("2026-12-06", tuesdayLateMorning, slots, hours)).toEqual([]);
    expect(isBookableDay("2026-12-06", tuesdayLateMorning, slots, hours)).toBe(false);
    expect(isBookableDay("2026-12-05", tuesdayLateMorning, slots, hours)).toBe(true);
  });

  it("offers only the hours still ahead today, and every hour of a later open day", () => {
    expect(openSlots("2026-12-01", tuesdayLateMorning, slots, hours)).toEqual(slots.slice(2));
    expect(openSlots("2026-12-02", tuesdayLateMorning, slots, hours)).toEqual(slots);
  });

  it("offers nothing on a past day or on today once its last slot has begun", () => {
    expect(isBookableDay("2026-11-30", tuesdayLateMorning, slots, hours)).toBe(false);
    const evening = new Date("2026-12-01T11:31:00Z"); // 17:01 in India
    expect(isBookableDay("2026-12-01", evening, slots, hours)).toBe(false);
  });

  it("keeps slots within the opening hours", () => {
    expect(openSlots("2026-12-02", tuesdayLateMorning, ["09:00", "18:30", "18:00"], hours)).toEqual(
      ["18:00"],
    );
  });

  it("has the site's slots within the site's opening hours", () => {
    expect(openSlots("2026-12-02", tuesdayLateMorning, timeSlots, site.openingHours)).toEqual([
      ...timeSlots,
    ]);
  });
});

describe("a slot in India's time and the visitor's", () => {
  it("shows India's time alone to a visitor in India", () => {
    expect(slotTimes("2026-12-01", "14:00", "en-US", "Asia/Kolkata")).toEqual({
      office: "2:00 PM",
    });
  });

  it("adds the visitor's time and zone abroad", () => {
    expect(slotTimes("2026-12-01", "14:00", "en-US", "Europe/London")).toEqual({
      office: "2:00 PM",
      visitor: "8:30 AM GMT",
    });
  });

  it("names the visitor's day when it differs from India's", () => {
    const { visitor } = slotTimes("2026-12-01", "10:00", "en-US", "America/New_York");
    expect(visitor).toBe("Mon, 11:30 PM EST");
  });

  it("writes a Telugu time with the part of the day before it, as the office hours are written", () => {
    const te = (time: string, zone = "Asia/Kolkata") =>
      slotTimes("2026-12-01", time, "te-IN", zone, teluguDayPeriods);
    expect(timeSlots.map((time) => te(time).office)).toEqual([
      "ఉదయం 10:00",
      "ఉదయం 11:00",
      "మధ్యాహ్నం 12:00",
      "మధ్యాహ్నం 2:00",
      "మధ్యాహ్నం 3:00",
      "సాయంత్రం 4:00",
      "సాయంత్రం 5:00",
    ]);
    expect(te("14:00", "Europe/London")).toEqual({
      office: "మధ్యాహ్నం 2:00",
      visitor: expect.stringMatching(/^ఉదయం 8:30 \S+$/),
    });
    // UTC: 4:30 before dawn; New York: 11:30 at night the day before, with that day's name.
    expect(te("10:00", "UTC").visitor).toBe("తెల్లవారుజాము 4:30 UTC");
    expect(te("10:00", "America/New_York").visitor).toMatch(/^\S+, రాత్రి 11:30 \S+$/);
  });
});
