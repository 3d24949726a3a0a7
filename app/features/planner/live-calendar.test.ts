import { describe, expect, it } from "vitest";
import { exampleProfileSearch } from "~/content/planner-facts";
import { RFC5545_DURATION, durations } from "~/lib/ics-validator";
import { addDays } from "~/lib/schedule";
import { todayInIndia } from "~/lib/today";
import { liveCalendarText } from "~/content/live-calendar";
import { liveCalendarText as liveCalendarTextTe } from "~/content/te/live-calendar";
import { answerLiveCalendar } from "./live-calendar-request";
import { liveCalendar } from "./live-calendar";
import { lastModifiedByPeriod } from "./plan-calendar";
import { parseReminders, remindersToSearch } from "./reminders";
import { publishedFile, telanganaCompanyPlan } from "./test-data";
import { englishPlannerWords } from "./words/en";
import { teluguPlannerWords } from "./words/te";

// The day comes from the test clock (TEST_NOW) where one is set, else from today: the plan starts there.
const now = process.env.TEST_NOW ? new Date(process.env.TEST_NOW) : new Date();
const today = todayInIndia(now);
const context = {
  planUrl: "https://www.example.in/due-dates/plan",
  today,
  now,
  refreshHours: 1,
};
const params = (search: string) => new URLSearchParams(search);

describe("the reminders an address asks for", () => {
  it("are a week and a day before until chosen, any of the offered leads, or none", () => {
    expect(parseReminders(params("entity=llp"))).toEqual({ reminders: [7, 1] });
    expect(parseReminders(params("remind=1,15,3"))).toEqual({ reminders: [15, 3, 1] });
    expect(parseReminders(params("remind=7&remind=7"))).toEqual({ reminders: [7] });
    expect(parseReminders(params("remind=none"))).toEqual({ reminders: [] });
    expect(parseReminders(params("remind=2"))).toEqual({ problem: "2" });
    expect(parseReminders(params("remind=7,x"))).toEqual({ problem: "x" });
  });

  it("are written back as they are read", () => {
    for (const days of [[7, 1], [15], []])
      expect(parseReminders(params(remindersToSearch(days)))).toEqual({ reminders: days });
  });
});

describe("the live calendar", () => {
  it("is the plan of the address's answers, every event with its reminders and a valid duration", () => {
    const answer = liveCalendar(
      publishedFile,
      params(exampleProfileSearch),
      englishPlannerWords,
      context,
    );
    if (!answer.ok) throw new Error(JSON.stringify(answer.problems));
    const rows = telanganaCompanyPlan(today).months.flatMap((m) => m.rows);
    expect(answer.events).toBeGreaterThan(20);
    // The example profile lacks the Telangana company's ESI and professional tax: never more events than it.
    expect(answer.events).toBeLessThanOrEqual(rows.length);
    for (const value of durations(answer.text)) expect(value).toMatch(RFC5545_DURATION);
    expect(answer.text).toContain("URL:https://www.example.in/due-dates/plan?entity=private-li");
    expect(answer.text).toMatch(/\r\nUID:[a-z0-9-]+-\d{8}@www\.example\.in\r\n/);
  });

  it("names every part of the address it cannot read, and makes no calendar", () => {
    const answer = liveCalendar(
      publishedFile,
      params("entity=nobody&gst=yearly&remind=9"),
      englishPlannerWords,
      context,
    );
    expect(answer).toEqual({
      ok: false,
      problems: [
        { param: "entity", value: "nobody" },
        { param: "gst", value: "yearly" },
        { param: "remind", value: "9" },
      ],
    });
    expect(liveCalendar(publishedFile, params(""), englishPlannerWords, context)).toEqual({
      ok: false,
      problems: [{ param: "entity" }],
    });
  });

  it("dates an extended period's change: LAST-MODIFIED from the extension and the ledger, the latest of them", () => {
    const file = structuredClone(publishedFile);
    const item = Object.values(file.dueDates).flat()[0]!;
    item.extensions = [
      {
        period: "A period",
        originalDate: "2026-12-15",
        extendedDate: "2026-12-31",
        reference: "Notification 1",
        issuedOn: "2026-12-01",
        url: item.sourceUrl!,
      },
    ];
    const changed = lastModifiedByPeriod(file);
    expect(changed(item.id, "2026-12-15")).toBe("2026-11-30T18:30:00.000Z");
    expect(changed(item.id, "2027-03-15")).toBeUndefined();
    file.updates = [
      { publishedAt: "2026-12-02T06:30:00.000Z", changes: [{ id: item.id, text: "moved" }] },
    ];
    const later = lastModifiedByPeriod(file);
    expect(later(item.id, "2026-12-15")).toBe("2026-12-02T06:30:00.000Z");
    expect(later(item.id, "2027-03-15")).toBe("2026-12-02T06:30:00.000Z");
  });
});

describe("the live calendar's answer to a request", () => {
  const assets = (body: string, status = 200) => ({
    fetch: (input: Request | string | URL) => {
      expect(new URL(String(input instanceof Request ? input.url : input)).pathname).toBe(
        "/data/compliance-due-dates.json",
      );
      return Promise.resolve(new Response(body, { status }));
    },
  });
  const request = (address: string, method = "GET") =>
    new Request(`https://www.example.in${address}`, { method });

  it("answers the calendar with headers for an hourly refresh, in the plan's language", async () => {
    const response = await answerLiveCalendar(
      {
        request: request(`/te/due-dates/plan/calendar.ics?${exampleProfileSearch}`),
        env: { ASSETS: assets(JSON.stringify(publishedFile)) },
      },
      teluguPlannerWords,
      liveCalendarTextTe,
      "/te",
      now,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await response.text();
    expect(text).toContain("X-WR-CALNAME:నా కంప్లయన్స్ ప్లాన్");
    expect(text).toContain("URL:https://www.example.in/te/due-dates/plan?entity=");
    expect(text.match(/^DTSTART;VALUE=DATE:(\d{8})/m)![1]! >= today.replaceAll("-", "")).toBe(true);
    expect(text).not.toMatch(
      new RegExp(`DTSTART;VALUE=DATE:${addDays(today, -1).replaceAll("-", "")}`),
    );
  });

  it("says the data could not be read, for the calendar app to try again later", async () => {
    for (const ASSETS of [assets("", 404), assets("{not json"), assets('{"lastUpdated":"x"}')]) {
      const response = await answerLiveCalendar(
        {
          request: request(`/due-dates/plan/calendar.ics?${exampleProfileSearch}`),
          env: { ASSETS },
        },
        englishPlannerWords,
        liveCalendarText,
        "",
        now,
      );
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("3600");
      expect(await response.text()).toContain("the site's due dates could not be read");
    }
  });

  it("answers a bad address with what it could not read, and no other method than GET or HEAD", async () => {
    const env = { ASSETS: assets(JSON.stringify(publishedFile)) };
    const bad = await answerLiveCalendar(
      { request: request("/due-dates/plan/calendar.ics?entity=nobody"), env },
      englishPlannerWords,
      liveCalendarText,
      "",
      now,
    );
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("(entity=nobody)");
    const post = await answerLiveCalendar(
      { request: request("/due-dates/plan/calendar.ics", "POST"), env },
      englishPlannerWords,
      liveCalendarText,
      "",
      now,
    );
    expect(post.status).toBe(405);
    const head = await answerLiveCalendar(
      { request: request(`/due-dates/plan/calendar.ics?${exampleProfileSearch}`, "HEAD"), env },
      englishPlannerWords,
      liveCalendarText,
      "",
      now,
    );
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
  });
});
