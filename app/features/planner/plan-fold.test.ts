import { describe, expect, it } from "vitest";
import { plannerText as en } from "~/content/planner";
import { plannerText as te } from "~/content/te/planner";
import { teluguMonths } from "~/content/te/months";
import type { Schedule } from "~/lib/compliance-schema";
import { planEntries, type PlanRow } from "./plan";
import { foldPhrase, foldPlan, foldSchedule, type FoldedRow } from "./plan-fold";
import { publishedFile, telanganaCompanyPlan } from "./test-data";

const enMonth = (iso: string) =>
  new Intl.DateTimeFormat("en-IN", { month: "long", timeZone: "UTC" }).format(new Date(iso));
const teMonth = (iso: string) => teluguMonths[Number(iso.slice(5, 7)) - 1]!;

const row = (id: string, date: string, originalDate = date): PlanRow => ({
  key: `${id}:${originalDate}`,
  id,
  law: "GST",
  form: id,
  description: "",
  priority: "high",
  penalty: "",
  basis: "",
  sourceUrl: "https://example.invalid/",
  verifiedOn: "2026-11-28",
  date,
  originalDate,
  daysLeft: 0,
  holidays: [],
  optional: false,
});

const months = (rows: PlanRow[]) => ({ months: [{ month: "all", rows }] });
const phrase = (folded: FoldedRow, words = en.fold, dayMonth = enMonth) =>
  foldPhrase(folded.schedule!, folded.rows.length, words, dayMonth);

describe("folding the plan's recurring filings", () => {
  const schedules = new Map(planEntries(publishedFile).map((e) => [e.id, e.schedule]));
  const plan = telanganaCompanyPlan("2026-11-28");
  const folded = foldPlan(plan, schedules);
  const byId = (id: string) => {
    const found = folded.find((f) => f.id === id);
    if (!found) throw new Error(`no row ${id}`);
    return found;
  };

  it("keeps every date of the plan, one row a filing, ordered by the next date", () => {
    expect(folded.flatMap((f) => f.rows).length).toBe(plan.rowCount);
    expect(new Set(folded.map((f) => f.id)).size).toBe(folded.length);
    expect(folded.length).toBeLessThan(plan.rowCount / 2);
    const next = folded.map((f) => f.rows[0]!.date);
    expect(next).toEqual([...next].sort());
    for (const f of folded)
      expect(f.rows.map((r) => r.date)).toEqual(f.rows.map((r) => r.date).sort());
  });

  it("names a monthly filing's day: GSTR-3B on the 20th of every month", () => {
    const gstr3b = byId("gstr-3b-monthly");
    expect(gstr3b.rows).toHaveLength(12);
    expect(gstr3b.schedule).toEqual({ kind: "monthly", day: 20, varies: false });
    expect(phrase(gstr3b)).toBe("20th of every month, 12 in the plan");
  });

  it("says the day varies where the data moves a month's date (TDS for March, due 30 April)", () => {
    const tds = folded.find(
      (f) => f.rows.some((r) => r.date.endsWith("-04-30")) && f.schedule?.kind === "monthly",
    );
    expect(tds?.schedule).toMatchObject({ kind: "monthly", day: 7, varies: true });
    expect(phrase(tds!)).toMatch(/^7th of every month \(the day varies\), \d+ in the plan$/);
  });

  it("says a quarterly filing recurs every quarter", () => {
    const quarterly = folded.filter(
      (f) => f.schedule?.kind === "fixed" || f.schedule?.kind === "afterQuarterEnd",
    );
    expect(quarterly.length).toBeGreaterThan(0);
    for (const f of quarterly)
      expect(phrase(f)).toMatch(/^(Every quarter|Within \d+ days of each quarter's end)/);
  });

  it("keeps a filing with one date in the plan a row of its own, with no schedule to name", () => {
    const single = folded.filter((f) => f.rows.length === 1);
    expect(single.length).toBeGreaterThan(0);
    for (const f of single) expect(f.schedule).toBeUndefined();
  });

  it("reads a day past a short month's end as the last day of every month", () => {
    const schedule: Schedule = { kind: "monthly", day: 31, monthOffset: 0 };
    const rows = [row("pt", "2027-01-31"), row("pt", "2027-02-28"), row("pt", "2027-04-30")];
    expect(foldSchedule(schedule, rows)).toEqual({ kind: "monthly", day: "last", varies: false });
  });

  it("names an annual filing's day, and says it varies when an extension moved a date", () => {
    const schedule: Schedule = { kind: "annual", month: 9, day: 30 };
    const plain = foldPlan(
      months([row("aoc", "2027-09-30"), row("aoc", "2028-09-30")]),
      new Map([["aoc", schedule]]),
    );
    expect(phrase(plain[0]!)).toBe("Every year on 30 September, 2 in the plan");
    const moved = foldSchedule(schedule, [
      row("aoc", "2027-10-31", "2027-09-30"),
      row("aoc", "2028-09-30"),
    ]);
    expect(moved).toEqual({ kind: "annual", month: 9, day: 30, varies: true });
  });

  it("says a monthly date moved by an extension varies", () => {
    const schedule: Schedule = { kind: "monthly", day: 20, monthOffset: 1 };
    const rows = [
      row("gstr-3b-monthly", "2027-01-20"),
      row("gstr-3b-monthly", "2027-02-24", "2027-02-20"),
    ];
    expect(foldSchedule(schedule, rows)).toEqual({ kind: "monthly", day: 20, varies: true });
  });

  it("names dates that no schedule of the data gives alone as dates", () => {
    const schedule: Schedule = { kind: "afterEvent", days: 30, event: "allotment of shares" };
    expect(foldSchedule(schedule, [row("x", "2027-01-01"), row("x", "2027-03-01")])).toEqual({
      kind: "dates",
    });
    expect(foldPhrase({ kind: "dates" }, 2, en.fold, enMonth)).toBe(
      "On the dates below, 2 in the plan",
    );
  });

  it("orders one-off and recurring rows together by their next date", () => {
    const rows = [
      row("b", "2027-01-05"),
      row("a", "2027-01-10"),
      row("b", "2027-02-05"),
      row("c", "2027-01-07"),
    ];
    expect(foldPlan(months(rows), new Map()).map((f) => f.id)).toEqual(["b", "c", "a"]);
  });

  it("writes the phrase in Telugu", () => {
    expect(phrase(byId("gstr-3b-monthly"), te.fold, teMonth)).toBe(
      "ప్రతి నెల 20వ తేదీ, ఈ ప్లాన్‌లో 12\u00a0సార్లు",
    );
    expect(
      foldPhrase({ kind: "annual", month: 6, day: 30, varies: true }, 2, te.fold, teMonth),
    ).toBe("ప్రతి ఏడాది 30 జూన్ (తేదీ మారుతుంది), ఈ ప్లాన్‌లో 2\u00a0సార్లు");
    expect(foldPhrase({ kind: "fixed", perYear: 4, varies: false }, 4, te.fold, teMonth)).toBe(
      "ప్రతి త్రైమాసికం, ఈ ప్లాన్‌లో 4\u00a0సార్లు",
    );
  });
});
