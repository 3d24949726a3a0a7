import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { plannerCalendarText } from "~/content/planner";
import {
  feedEntities,
  feedFile,
  feedPaths,
  feedSchemes,
  feedStates,
  isFeedState,
} from "~/content/planner-feeds";
import { calendarFeed } from "~/lib/calendar-feed.server";
import { icsFile } from "~/lib/calendar-file";
import { extensionCounts, planEvents } from "./plan-calendar";
import { buildPlan } from "./plan";
import { NO_ANSWERS } from "./profile";
import { publishedFile } from "./test-data";
import { englishPlannerWords } from "./words/en";

const profile = {
  entity: "Private Limited Company",
  state: "telangana" as const,
  gst: "monthly" as const,
  turnover: "2-5" as const,
  taxAudit: false,
  transferPricing: false,
  registrations: ["tds" as const, "pf" as const],
  auditorAppointed: false,
  privatePlacement: false,
};

describe("the plan's calendar file", () => {
  const plan = buildPlan(publishedFile, profile, "2026-11-24");
  const rows = plan.months.flatMap((m) => m.rows);
  const events = planEvents(
    rows,
    extensionCounts(publishedFile),
    "https://example.com/due-dates/plan",
    englishPlannerWords,
  );
  const text = icsFile(events, { ...plannerCalendarText, alarmDays: 7 }, new Date(0));

  it("parses with an iCalendar parser: one all-day event per deadline, each with the chosen reminder", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents).toHaveLength(rows.length);
    for (const [i, vevent] of vevents.entries()) {
      const event = new ICAL.Event(vevent);
      expect(event.startDate.isDate).toBe(true);
      expect(event.startDate.toString()).toBe(rows[i]!.date);
      const alarm = vevent.getFirstSubcomponent("valarm")!;
      expect(String(alarm.getFirstPropertyValue("trigger"))).toBe("-P7D");
    }
    expect(calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");
  });

  it("keeps the due-dates calendar's UIDs: entry id and the period's statutory date", () => {
    const uids = new Set(events.map((e) => e.uid));
    expect(uids.size).toBe(events.length);
    const row = rows[0]!;
    expect(events[0]!.uid.startsWith(`${row.id}-${row.originalDate.replaceAll("-", "")}@`)).toBe(
      true,
    );
  });

  it("folds lines at 75 octets", () => {
    for (const line of text.split("\r\n"))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });
});

describe("a subscribable feed of a plan", () => {
  const plan = buildPlan(publishedFile, { ...profile, registrations: [] }, "2026-11-24");
  const events = planEvents(
    plan.months.flatMap((m) => m.rows),
    extensionCounts(publishedFile),
    "https://example.com/due-dates/plan?entity=private-limited-company&gst=monthly",
    englishPlannerWords,
  );
  const text = calendarFeed(
    events,
    { ...plannerCalendarText, name: "Plan", alarmDays: 1 },
    "2026-11-24",
  );

  it("parses, holds the same events as the plan's download, and reminds a day before each", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents("vevent");
    expect(vevents.map((v) => new ICAL.Event(v).uid).sort()).toEqual(
      events.map((e) => e.uid).sort(),
    );
    for (const vevent of vevents)
      expect(String(vevent.getFirstSubcomponent("valarm")!.getFirstPropertyValue("trigger"))).toBe(
        "-P1D",
      );
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Plan");
  });
});

describe("the subscribable feeds", () => {
  it("are made for kinds of business the data holds, each under its own file name", () => {
    const entities = Object.keys(publishedFile.entityLawMap ?? {});
    for (const entity of feedEntities) expect(entities).toContain(entity.name);
    expect(new Set(feedPaths).size).toBe(
      feedStates.length * feedEntities.length * feedSchemes.length,
    );
  });

  it("are made per State and offered only to a business of that State", () => {
    // Telangana's keep their first addresses; another State's name its State.
    expect(feedFile("private-limited-company", "qrmp", "telangana")).toBe(
      "private-limited-company-qrmp.ics",
    );
    expect(feedFile("private-limited-company", "qrmp", "andhra-pradesh")).toBe(
      "andhra-pradesh-private-limited-company-qrmp.ics",
    );
    for (const state of feedStates) expect(isFeedState(state)).toBe(true);
    for (const state of ["karnataka", "delhi", "gujarat", undefined, ""])
      expect(isFeedState(state)).toBe(false);
  });

  it("give each State its own duties and none of another State's", () => {
    for (const state of feedStates) {
      const rows = buildPlan(
        publishedFile,
        { ...NO_ANSWERS, entity: "Private Limited Company", gst: "qrmp", state },
        "2026-12-08",
      ).months.flatMap((m) => m.rows);
      const own = state === "telangana" ? "ts-" : "ap-";
      const other = state === "telangana" ? "ap-" : "ts-";
      expect(
        rows.some((r) => r.id === `${own}pt-enrolment-tax`),
        state,
      ).toBe(true);
      expect(
        rows.filter((r) => r.id.startsWith(other)),
        state,
      ).toEqual([]);
    }
  });
});
