import { describe, expect, it } from "vitest";
import { englishPlannerWords } from "~/features/planner/words/en";
import { teluguPlannerWords } from "~/features/planner/words/te";
import { loadDueDatesFile } from "./load-due-dates.server";
import { costLines } from "./cost-lines";

const data = loadDueDatesFile().dueDates;

describe("each entry's cost of a month's delay in one line", () => {
  it("gives the fees and the interest together, naming what the interest runs on, in the planner's words", () => {
    const { label, lines } = costLines(data, englishPlannerWords, "2026-11-28");
    expect(label).toBe(englishPlannerWords.plannerText.costSummary);
    // GSTR-3B due 20 December: one calendar month late is 31 days (to 20 January), and the 18% interest is in it
    // (its late fee depends on whether the return is nil, which the page does not know: the penalty says).
    expect(lines["gstr-3b-monthly"]).toBe(
      "One month late (31 days): interest 18% a year on the tax unpaid (₹1,529 per ₹1 lakh)",
    );
    // PF and ESI interest runs on the contribution: never "per ₹1 lakh of tax".
    expect(lines["pf-ecr"]).toMatch(/interest 12% a year on the contribution paid late/);
    expect(lines["esi-contribution"]).toMatch(/on the contribution paid late/);
    // Fees and interest together where both certainly run.
    expect(Object.values(lines).some((l) => /₹[\d,]+ in fees \+ interest /.test(l))).toBe(true);
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

  it("has a line only for an entry with a structured late-filing cost, and the same lines in Telugu", () => {
    const en = costLines(data, englishPlannerWords, "2026-11-28").lines;
    const te = costLines(data, teluguPlannerWords, "2026-11-28").lines;
    const withCost = Object.values(data)
      .flat()
      .filter((item) => item.lateCost)
      .map((item) => item.id);
    expect(Object.keys(en).sort()).toEqual([...withCost].sort());
    expect(Object.keys(te)).toEqual(Object.keys(en));
    expect(te["gstr-3b-monthly"]).toMatch(/^నెల ఆలస్యానికి \(31 రోజులు\): /);
    expect(te["gstr-3b-monthly"]).not.toMatch(/One month|in fees|tax unpaid/);
  });
});
