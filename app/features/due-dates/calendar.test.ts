import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { ComplianceData } from "~/lib/compliance-schema";
import { calendarFeedText } from "~/content/due-dates-calendar";
import { calendarFeed } from "~/lib/calendar-feed.server";
import { icsFile } from "~/lib/calendar-file";
import { deadlineEvents } from "./calendar-events";
import { toRows } from "./filter-due-dates";
import { latestChangeByEntry } from "./updates";

const data: ComplianceData = {
  GST: [
    {
      id: "gstr-3b",
      form: "GSTR-3B",
      description: "Summary return, with tax; for monthly filers",
      due: "20th of the following month",
      month: "Monthly",
      priority: "high",
      penalty: "₹50 per day (₹20 for nil returns) + 18% interest",
      schedule: { kind: "monthly", day: 20, monthOffset: 1 },
    },
  ],
  FEMA: [
    {
      id: "fc-gpr",
      form: "FC-GPR",
      description: "Report of shares issued to a foreign investor",
      due: "Within 30 days of allotment",
      month: "Event-based",
      priority: "medium",
      penalty: "₹10,000",
      schedule: { kind: "afterEvent", days: 30, event: "allotment of shares" },
    },
  ],
  "Income Tax Act": [
    {
      id: "advance-tax",
      form: "Advance tax",
      description: "Instalments",
      due: "15 June, 15 September, 15 December and 15 March",
      month: "Quarterly",
      priority: "high",
      penalty: "Interest",
      basis: "s.211 Income-tax Act 1961",
      sourceUrl: "https://www.incometax.gov.in/iec/foportal/",
      verifiedOn: "2026-11-24",
      schedule: {
        kind: "quarterly",
        dates: [
          { month: 6, day: 15 },
          { month: 9, day: 15 },
          { month: 12, day: 15 },
          { month: 3, day: 15 },
        ],
      },
    },
  ],
};
const events = deadlineEvents(toRows(data), "2026-11-22", "https://www.niyama.example/due-dates");

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents("vevent").map((c) => {
      const event = new ICAL.Event(c);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        description: event.description,
        start: event.startDate.toString(),
        isDate: event.startDate.isDate,
        end: event.endDate.toString(),
        url: c.getFirstPropertyValue("url"),
        alarm: c.getFirstSubcomponent("valarm")?.getFirstPropertyValue("trigger")?.toString(),
      };
    }),
  };
}

describe("deadline events", () => {
  it("cover the next twelve months of every scheduled entry, in date order", () => {
    const dates = events.map((e) => e.date);
    expect(dates[0]).toBe("2026-12-15");
    expect(dates.at(-1)! < "2027-11-22").toBe(true);
    expect(dates).toEqual([...dates].sort());
    expect(events.filter((e) => e.summary.startsWith("GSTR-3B"))).toHaveLength(12);
    expect(events.filter((e) => e.summary.startsWith("Advance tax"))).toHaveLength(4);
    expect(events.some((e) => e.summary.startsWith("FC-GPR"))).toBe(false);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("have UIDs that stay the same from one build to the next", () => {
    const later = deadlineEvents(
      toRows(data),
      "2027-01-01",
      "https://www.niyama.example/due-dates",
    );
    const shared = later.filter((e) => events.some((x) => x.date === e.date));
    for (const e of shared)
      expect(events.find((x) => x.date === e.date && x.summary === e.summary)?.uid).toBe(e.uid);
    expect(events[0]?.uid).toMatch(/^advance-tax-20261215@/);
  });

  it("move an extended period's event: same UID, the new date, SEQUENCE raised", () => {
    const extended: ComplianceData = {
      "Income Tax Act": [
        {
          ...data["Income Tax Act"]![0]!,
          extensions: [
            {
              period: "FY 2026-27, third instalment",
              originalDate: "2026-12-15",
              extendedDate: "2026-12-31",
              reference: "Test circular 1",
              issuedOn: "2026-12-01",
              url: "https://incometaxindia.gov.in/",
            },
          ],
        },
      ],
    };
    const before = events.find((e) => e.date === "2026-12-15")!;
    const after = deadlineEvents(toRows(extended), "2026-11-22", "https://x.example/due-dates");
    const moved = after.find((e) => e.uid === before.uid)!;
    expect(before.sequence).toBe(0);
    expect(moved).toMatchObject({ date: "2026-12-31", sequence: 1 });
    expect(moved.description).toContain("Extended from 15 December 2026 by Test circular 1");
    expect(moved.description).toContain("Legal basis: s.211 Income-tax Act 1961");
    expect(after.filter((e) => e.summary.startsWith("Advance tax"))).toHaveLength(4);
    for (const text of [
      calendarFeed(after, calendarFeedText, "2026-11-22"),
      icsFile(after, calendarFeedText),
    ]) {
      const parsed = parse(text).events.find((e) => e.uid === before.uid)!;
      expect(parsed).toMatchObject({ start: "2026-12-31", sequence: 1 });
    }
  });

  it("carry the entry's latest published change in their description, dated, with its circular", () => {
    const changes = latestChangeByEntry([
      {
        publishedAt: "2026-12-01T06:30:00.000Z",
        changes: [
          {
            id: "advance-tax",
            text: "Advance tax FY 2026-27, third instalment: due 15 Dec 2026 → 31 Dec 2026",
            reference: "Test circular 1",
            url: "https://incometaxindia.gov.in/",
          },
        ],
      },
    ]);
    const withChange = deadlineEvents(
      toRows(data),
      "2026-11-22",
      "https://x.example/due-dates",
      {},
      changes,
    );
    const advance = withChange.filter((e) => e.summary.startsWith("Advance tax"));
    expect(advance.length).toBeGreaterThan(0);
    for (const event of advance)
      expect(event.description).toContain(
        "Changed on 1 December 2026: Advance tax FY 2026-27, third instalment: due 15 Dec 2026 → 31 Dec 2026 (Test circular 1)",
      );
    expect(withChange.find((e) => e.summary.startsWith("GSTR-3B"))!.description).not.toContain(
      "Changed on",
    );
    const parsed = parse(calendarFeed(withChange, calendarFeedText, "2026-11-22")).events.find(
      (e) => e.uid === advance[0]!.uid,
    )!;
    expect(parsed.description).toContain("Changed on 1 December 2026");
  });
});

for (const [name, text] of [
  ["the build's feed", calendarFeed(events, calendarFeedText, "2026-11-22")],
  [
    "the browser's Add to calendar file",
    icsFile(events, calendarFeedText, new Date("2026-11-22T10:00:00Z")),
  ],
] as const) {
  describe(name, () => {
    const parsed = parse(text);

    it("parses as iCalendar with every event as an all-day date in India's calendar", () => {
      expect(parsed.calendar.getFirstPropertyValue("x-wr-timezone")).toBe("Asia/Kolkata");
      expect(parsed.events).toHaveLength(events.length);
      const first = parsed.events.find((e) => e.summary === "GSTR-3B due (GST)")!;
      expect(first).toMatchObject({ start: "2026-12-20", end: "2026-12-21", isDate: true });
    });

    it("carries the form, law, penalty, a link back and a reminder the day before", () => {
      const first = parsed.events.find((e) => e.summary === "GSTR-3B due (GST)")!;
      expect(first.description).toContain("Law/Act: GST");
      expect(first.description).toContain(
        "Penalty: ₹50 per day (₹20 for nil returns) + 18% interest",
      );
      expect(first.description).toContain("Summary return, with tax; for monthly filers");
      expect(first.url).toMatch(/^https?:\/\/[^/]+\/due-dates$/);
      expect(first.uid).toBe(events.find((e) => e.summary === first.summary)?.uid);
      expect(first.alarm).toBe("-P1D");
    });

    it("uses CRLF line ends and folds long lines", () => {
      expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
      for (const line of text.split("\r\n"))
        expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    });
  });
}

describe("both calendar writers", () => {
  it("write a bare carriage return and other control characters as no property of their own", () => {
    const hostile =
      "Pay the tax\rBEGIN:VALARM\rTRIGGER:-PT1M\rEND:VALARM\rATTACH:https://x.example/a\r\nX;a,b\\c\u2028d\u0000e\tf";
    const event = { ...events[0]!, summary: hostile, description: hostile };
    for (const text of [
      calendarFeed([event], calendarFeedText, "2026-11-22"),
      icsFile([event], calendarFeedText, new Date("2026-11-22T10:00:00Z")),
    ]) {
      // CR only before LF: every line is a property or a folded continuation.
      expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
      const { calendar, events: parsed } = parse(text);
      const vevent = calendar.getFirstSubcomponent("vevent")!;
      expect(vevent.getAllProperties().map((p) => p.name)).not.toContain("attach");
      const alarms = vevent.getAllSubcomponents("valarm");
      expect(alarms).toHaveLength(1);
      expect(
        alarms[0]!
          .getAllProperties()
          .map((p) => p.name)
          .sort(),
      ).toEqual(["action", "description", "trigger"]);
      const expected =
        "Pay the tax\nBEGIN:VALARM\nTRIGGER:-PT1M\nEND:VALARM\nATTACH:https://x.example/a\nX;a,b\\c\nde\tf";
      expect(parsed[0]).toMatchObject({ summary: expected, description: expected, alarm: "-P1D" });
    }
  });
});
