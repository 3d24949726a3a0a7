import { describe, expect, it } from "vitest";
import { lateCostText as englishCostText } from "~/content/late-cost-text";
import { lateCostText as teluguCostText } from "~/content/te/late-cost-text";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { deadlineEvents } from "~/features/due-dates/calendar-events";
import { costLines } from "~/features/due-dates/cost-lines";
import { toRows } from "~/features/due-dates/filter-due-dates";
import { inTelugu } from "~/features/planner/in-telugu";
import { overdueFilings } from "~/features/planner/overdue";
import { buildPlan } from "~/features/planner/plan";
import { planEvents } from "~/features/planner/plan-calendar";
import { NO_ANSWERS } from "~/features/planner/profile";
import type { PlannerProfile } from "~/features/planner/profile-schema";
import { englishPlannerWords } from "~/features/planner/words/en";
import { teluguPlannerWords } from "~/features/planner/words/te";
import { costLineForDate, delaySummary, shortCostText } from "~/lib/late-cost/text";
import { publishedFile } from "~/lib/late-cost/test-data";
import { addDays } from "~/lib/schedule";

/*
 * One cost of delay everywhere (~/lib/late-cost): the same entry and the same delay give the same figure on the due
 * dates, in the planner's row, in its overdue list and in both calendars' texts. The day comes from the data's own
 * dates: a plan made on a due date's eve, so each entry's next date is the one the due dates price.
 */

const profile: PlannerProfile = {
  ...NO_ANSWERS,
  entity: "Private Limited Company",
  state: "andhra-pradesh",
  gst: "monthly",
  turnover: "2-5",
  registrations: ["tds", "tds-salary", "pf", "esi", "pt"],
};

// The day before the data's first December GSTR-1 date after its last check: no hand-set "today".
const day = addDays(publishedFile.lastUpdated, 1);
const en = { costText: englishCostText };
const te = { costText: teluguCostText };

/** A month's figure of a line "<label>: <figure>" or "<label> <figure>": the part after the month's label. */
const afterLabel = (line: string, label: string) => line.slice(line.indexOf(label) + label.length);

describe("the same delay costs the same on every page", () => {
  const plan = buildPlan(publishedFile, profile, day);
  const rows = plan.months.flatMap((m) => m.rows);
  const dueDates = costLines(publishedFile.dueDates, en, day).lines;

  for (const id of [
    "gstr-1-monthly",
    "gstr-3b-monthly",
    "advance-tax",
    "pf-ecr",
    "ap-professional-tax-employer",
  ]) {
    it(`${id}: the due dates, the planner's row, its overdue list and the calendars agree`, () => {
      const row = rows.find((r) => r.id === id)!;
      expect(row, `${id} is in the plan`).toBeDefined();
      const month = row.cost!.oneMonth;
      const label = englishCostText.costMonth(month.daysLate);
      // The due dates' line for the entry's next date: the figure after the month's label.
      const line = dueDates[id]!;
      expect(line.startsWith(label)).toBe(true);
      const figure = afterLabel(line, `${label}: `);
      expect(figure).not.toBe(englishCostText.costShortNone);
      // The planner's row: its month in the summary, and the same estimate in short.
      expect(delaySummary([{ label, estimate: month }], englishPlannerWords)).toBe(line);
      expect(shortCostText(month, englishPlannerWords)).toBe(figure);
      // The overdue list, the same number of days after the same date.
      const overdue = overdueFilings(
        publishedFile,
        profile,
        { version: 1, trackingSince: day, marks: [] },
        addDays(row.date, month.daysLate),
      ).find((o) => o.id === id && o.date === row.date)!;
      expect(overdue.daysLate).toBe(month.daysLate);
      expect(shortCostText(overdue.cost!, englishPlannerWords)).toBe(figure);
      // The planner's calendar file and the due dates' feed.
      const [event] = planEvents([row], new Map(), "https://example.com", englishPlannerWords);
      expect(event!.description).toContain(`${englishCostText.costSummary}: ${line}`);
      const feed = deadlineEvents(
        toRows(publishedFile.dueDates).filter((r) => r.id === id),
        day,
        "https://example.com",
        { costLine: (entry, date) => costLineForDate(row.cost && lateCostOf(entry), date, en) },
      ).find((e) => e.date === row.date)!;
      expect(feed.description).toContain(`${englishCostText.costSummary}: ${line}`);
    });
  }

  it("gives GSTR-1's ₹50 a day as a figure on the due dates, as the planner does, not a pointer to the law", () => {
    expect(dueDates["gstr-1-monthly"]).toMatch(
      /^One month late \((28|29|30|31) days\): ₹1,[45]\d0 in fees$/,
    );
  });

  it("gives the same figures in Telugu, on the due dates and in the Telugu planner", () => {
    const teluguDueDates = costLines(publishedFile.dueDates, te, day, lateCostWordsTe).lines;
    const teluguPlan = buildPlan(
      inTelugu(publishedFile, { entries: {}, lateCosts: lateCostWordsTe }),
      profile,
      day,
    );
    for (const id of ["gstr-1-monthly", "advance-tax", "pf-ecr"]) {
      const row = teluguPlan.months.flatMap((m) => m.rows).find((r) => r.id === id)!;
      const month = row.cost!.oneMonth;
      expect(
        delaySummary(
          [{ label: teluguCostText.costMonth(month.daysLate), estimate: month }],
          teluguPlannerWords,
        ),
      ).toBe(teluguDueDates[id]);
      // Its rupees are the English line's.
      expect(teluguDueDates[id]!.match(/₹[\d,]+/g)).toEqual(dueDates[id]!.match(/₹[\d,]+/g));
    }
  });
});

function lateCostOf(id: string) {
  return Object.values(publishedFile.dueDates)
    .flat()
    .find((e) => e.id === id)?.lateCost;
}
