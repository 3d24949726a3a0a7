import { describe, expect, it } from "vitest";
import { lateCostText as englishCostText } from "~/content/late-cost-text";
import { lateCostText as teluguCostText } from "~/content/te/late-cost-text";
import { lateCostWordsTe } from "~/content/te/late-cost-words";
import { loadDueDatesFile } from "./load-due-dates.server";
import { costLines } from "./cost-lines";

const data = loadDueDatesFile().dueDates;
const englishPlannerWords = { costText: englishCostText };
const teluguPlannerWords = { costText: teluguCostText };

describe("each entry's cost of a month's delay in one line", () => {
  it("gives the fees and the interest together, naming what the interest runs on, in the planner's words", () => {
    const { label, lines } = costLines(data, englishPlannerWords, "2026-11-28");
    expect(label).toBe(englishCostText.costSummary);
    // GSTR-3B due 20 December: one calendar month late is 31 days (to 20 January): ₹50 a day, under every
    // turnover's cap, and the 18% interest (a nil return's lower fee is in the penalty).
    expect(lines["gstr-3b-monthly"]).toBe(
      "One month late (31 days): ₹1,550 in fees + interest ₹1,529 (18% a year on the tax unpaid, per ₹1 lakh)",
    );
    // PF and ESI interest runs on the contribution: never "per ₹1 lakh of tax".
    expect(lines["pf-ecr"]).toMatch(
      /interest ₹[\d,]+ \(12% a year on the contribution paid late, per ₹1 lakh\)/,
    );
    expect(lines["esi-contribution"]).toMatch(/on the contribution paid late/);
    // Advance tax: the instalment's block of interest, from its due date's month.
    expect(lines["advance-tax"]).toMatch(
      /interest ₹3,000 \(1% a month on the shortfall, per ₹1 lakh\)$/,
    );
    // A late return's fee by the total income, which the page does not ask: the range and the answer.
    expect(lines["itr-6"]).toMatch(
      /₹1,000 to ₹5,000 in fees \(₹5,000 if total income above ₹5 lakh\)/,
    );
    for (const line of Object.values(lines))
      expect(line).toMatch(/^One month late \((28|29|30|31) days\): /);
  });

  it("counts the month from the next due date on the day given", () => {
    // Due 15 January: a month late is 31 days; due 15 February, 28.
    expect(costLines(data, englishPlannerWords, "2027-01-01").lines["pf-ecr"]).toMatch(
      /\(31 days\)/,
    );
    expect(costLines(data, englishPlannerWords, "2027-02-01").lines["pf-ecr"]).toMatch(
      /\(28 days\)/,
    );
  });

  it("has a line only for an entry with a confirmed figure, and the same lines in Telugu", () => {
    const en = costLines(data, englishPlannerWords, "2026-11-28").lines;
    const te = costLines(data, teluguPlannerWords, "2026-11-28", lateCostWordsTe).lines;
    const withCost = Object.values(data)
      .flat()
      .filter((item) => item.lateCost)
      .map((item) => item.id);
    expect(Object.keys(en).every((id) => withCost.includes(id))).toBe(true);
    // No "see the penalty" where the line would be: an entry without a figure has none (its penalty is in the row).
    expect(Object.values(en).some((l) => l.includes(englishCostText.costShortNone))).toBe(false);
    expect(en["gstr-9c"]).toBeUndefined();
    expect(Object.keys(te)).toEqual(Object.keys(en));
    // "నెల (31 రోజులు) ఆలస్యానికి ఆలస్య రుసుము\u00a0₹1,550 + వడ్డీ\u00a0₹1,529 (...)": the label, then the figures; no colon between.
    expect(te["gstr-3b-monthly"]).toBe(
      "నెల (31\u00a0రోజులు) ఆలస్యానికి\u00a0ఆలస్య రుసుము\u00a0₹1,550 + వడ్డీ\u00a0₹1,529 (ప్రతి ₹1\u00a0లక్ష చెల్లించని పన్నుపై ఏడాదికి 12%)".replace(
        "12%",
        "18%",
      ),
    );
    expect(te["gstr-3b-monthly"]).not.toMatch(/One month|in fees|tax unpaid|ఫీజులు|:/);
    // The case a range depends on, in Telugu words.
    expect(te["itr-6"]).toMatch(/మొత్తం ఆదాయం ₹5 లక్షలకు పైన: ₹5,000/);
  });
});
