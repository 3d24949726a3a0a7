import { describe, expect, it } from "vitest";
import {
  interestOn,
  delayCosts,
  estimateCost,
  monthsLate,
  oneMonthLate,
  pastFilingBar,
  type CostEstimate,
  type CostLine,
} from "./estimate";
import { lateCostOf } from "./test-data";

const LAKH = 100_000;
const CRORE = 100 * LAKH;
/** The planner's turnover bands by their ids, in crore: "2-5" is above ₹2 crore up to ₹5 crore. */
const band = (id: string) => {
  const [above, upTo] = id.split("-").map((n) => (n === "over" ? undefined : Number(n) * CRORE));
  return {
    turnover: id.startsWith("over-")
      ? { above: Number(id.slice(5)) * CRORE }
      : { above: above!, upTo },
  };
};
const only = <K extends CostLine["kind"]>(estimate: CostEstimate, kind: K, applies = "yes") => {
  const lines = estimate.lines.filter((l) => l.kind === kind && l.applies === applies);
  if (lines.length !== 1)
    throw new Error(`expected one ${applies} ${kind} line, got ${lines.length}`);
  return lines[0] as Extract<CostLine, { kind: K }>;
};

describe("calendar arithmetic for delays", () => {
  it("counts a part of a month as a month, from the day after the due date", () => {
    expect(monthsLate(0, "2027-07-31")).toBe(0);
    expect(monthsLate(1, "2027-07-31")).toBe(1);
    expect(monthsLate(31, "2027-07-31")).toBe(1); // 31 August
    expect(monthsLate(32, "2027-07-31")).toBe(2);
    expect(monthsLate(29, "2028-01-31")).toBe(1); // 29 February 2028, a leap day
    expect(monthsLate(30, "2028-01-31")).toBe(2);
    expect(monthsLate(30)).toBe(1);
    expect(monthsLate(31)).toBe(2);
  });

  it("a month late is the same day of the next month, the month's end where it has none", () => {
    expect(oneMonthLate("2027-01-31")).toBe(28);
    expect(oneMonthLate("2028-01-31")).toBe(29);
    expect(oneMonthLate("2027-12-15")).toBe(31);
    expect(oneMonthLate("2027-09-30")).toBe(30);
    expect(oneMonthLate()).toBe(30);
  });
});

describe("the cost of filing late", () => {
  it("costs nothing on the due date itself", () => {
    expect(estimateCost(lateCostOf("gstr-1-monthly"), 0, band("0.5-1"))).toEqual({
      estimate: true,
      daysLate: 0,
      fees: { from: 0, to: 0 },
      lines: [],
    });
  });

  it("GSTR-1: ₹50 a day, capped by the turnover band; the nil-return rate beside it", () => {
    const cost = lateCostOf("gstr-1-monthly");
    const small = (days: number) => only(estimateCost(cost, days, band("0.5-1")), "perDay");
    expect(small(7)).toMatchObject({ perDay: 50, days: 7, amount: 350, capped: false });
    expect(small(40)).toMatchObject({ amount: 2000, cap: 2000, capped: true });
    expect(small(365).amount).toBe(2000);
    expect(only(estimateCost(cost, 365, band("1.5-2")), "perDay").amount).toBe(5000);
    expect(only(estimateCost(cost, 365, band("2-5")), "perDay").amount).toBe(5000);
    expect(only(estimateCost(cost, 365, band("5-10")), "perDay").amount).toBe(10000);
    expect(only(estimateCost(cost, 365, band("over-20")), "perDay").amount).toBe(10000);
    // A nil return: ₹20 a day up to ₹500, an "if" for the page to word.
    const nil = only(estimateCost(cost, 30, band("0.5-1")), "perDay", "if");
    expect(nil).toMatchObject({ perDay: 20, amount: 500, capped: true });
    expect(nil.condition).toMatch(/^nil return/);
    expect(estimateCost(cost, 40, band("0.5-1")).fees).toEqual({ from: 2000, to: 2000 });
  });

  it("GSTR-1 without a turnover band: every band is an 'if', and the fees are the range over the bands", () => {
    const estimate = estimateCost(lateCostOf("gstr-1-monthly"), 30);
    expect(estimate.lines.map((l) => l.applies)).toEqual(["if", "if", "if", "if"]);
    expect(estimate.lines.map((l) => l.dependsOn)).toEqual([
      "turnover",
      "turnover",
      "turnover",
      "nilReturn",
    ]);
    // ₹50 a day for 30 days is under every band's cap: one figure whatever the turnover, as with a band known.
    expect(estimate.fees).toEqual({ from: 1500, to: 1500 });
    expect(estimate.fees).toEqual(estimateCost(lateCostOf("gstr-1-monthly"), 30, band("2-5")).fees);
    expect(estimate.feesDependOn).toEqual({ on: "turnover" });
    // 45 days: ₹2,250, or the ₹2,000 cap up to ₹1.5 crore of turnover. The nil return is not a case of the range.
    expect(estimateCost(lateCostOf("gstr-1-monthly"), 45).fees).toEqual({ from: 2000, to: 2250 });
    expect(estimateCost(lateCostOf("gstr-1-monthly"), 45, band("0.5-1")).fees).toEqual({
      from: 2000,
      to: 2000,
    });
  });

  it("QRMP GSTR-1 has no band above ₹5 crore (the scheme's ceiling)", () => {
    const estimate = estimateCost(lateCostOf("gstr-1-quarterly-qrmp"), 30, band("5-10"));
    expect(estimate.lines.filter((l) => l.kind === "perDay" && l.applies === "yes")).toEqual([]);
  });

  it("GSTR-3B: the late fee and 18% a year on tax paid late, per ₹1 lakh", () => {
    const cost = lateCostOf("gstr-3b-monthly");
    const week = estimateCost(cost, 7, band("2-5"));
    expect(only(week, "perDay").amount).toBe(350);
    expect(only(week, "interest")).toMatchObject({
      ratePercent: 18,
      per: "year",
      perLakh: 345,
      atLeast: false,
    });
    expect(only(estimateCost(cost, 30, band("2-5")), "interest").perLakh).toBe(1479);
    expect(only(estimateCost(cost, 365, band("2-5")), "interest").perLakh).toBe(18000);
  });

  it("GSTR-9: a cap that is a share of turnover gives a range within the band", () => {
    const cost = lateCostOf("gstr-9");
    // ₹2-5 crore: ₹50 a day, at most 0.04% of turnover (₹8,000 to ₹20,000).
    expect(only(estimateCost(cost, 100, band("2-5")), "perDay")).toMatchObject({
      amount: 5000,
      capped: false,
    });
    const long = only(estimateCost(cost, 200, band("2-5")), "perDay");
    expect(long).toMatchObject({ amount: 10000, minAmount: 8000 });
    expect(estimateCost(cost, 200, band("2-5")).fees).toEqual({ from: 8000, to: 10000 });
    expect(only(estimateCost(cost, 500, band("2-5")), "perDay")).toMatchObject({
      amount: 20000,
      minAmount: 8000,
      capped: true,
    });
    // ₹5-20 crore: ₹100 a day; above ₹20 crore: ₹200 a day up to 0.5%.
    expect(only(estimateCost(cost, 30, band("10-20")), "perDay").amount).toBe(3000);
    expect(only(estimateCost(cost, 30, band("over-20")), "perDay")).toMatchObject({
      amount: 6000,
      capped: false,
    });
  });

  it("the tax audit report: ₹75,000 for a delay up to a month, ₹1,50,000 beyond", () => {
    const cost = lateCostOf("tax-audit-report");
    expect(estimateCost(cost, 1).fees).toEqual({ from: 75000, to: 75000 });
    expect(estimateCost(cost, 30).fees).toEqual({ from: 75000, to: 75000 });
    expect(estimateCost(cost, 31).fees).toEqual({ from: 150000, to: 150000 });
    expect(estimateCost(cost, 400).lines).toHaveLength(1);
    const { oneWeek, oneMonth } = delayCosts(cost, { dueDate: "2027-09-30" });
    expect([oneWeek.daysLate, oneWeek.fees.to, oneMonth.daysLate, oneMonth.fees.to]).toEqual([
      7, 75000, 30, 75000,
    ]);
  });

  it("a late return: ₹5,000 or ₹1,000 by income (both 'if'), and 1% a month of unpaid tax", () => {
    const cost = lateCostOf("itr-6");
    const { oneWeek, oneMonth } = delayCosts(cost, { dueDate: "2027-10-31" });
    expect(
      oneWeek.lines
        .filter((l) => l.kind === "flat")
        .map((l) => [l.applies, l.kind === "flat" && l.amount]),
    ).toEqual([
      ["if", 5000],
      ["if", 1000],
    ]);
    // The total income decides, which no page asks: the range, naming the dearer case.
    expect(oneWeek.fees).toEqual({ from: 1000, to: 5000 });
    expect(oneWeek.feesDependOn).toEqual({ on: "case", dearest: "total income above ₹5 lakh" });
    expect(only(oneWeek, "interest")).toMatchObject({ months: 1, perLakh: 1000 });
    expect(oneMonth.daysLate).toBe(30);
    expect(only(oneMonth, "interest")).toMatchObject({ months: 1, perLakh: 1000 });
    expect(only(estimateCost(cost, 31, { dueDate: "2027-10-31" }), "interest").perLakh).toBe(2000);
    expect(only(oneWeek, "textOnly").text).toMatch(/carry forward/);
  });

  it("TDS paid late: 1.5% a month from deduction, so at least that much", () => {
    const estimate = estimateCost(lateCostOf("tds-deposit"), 7, { dueDate: "2028-01-07" });
    expect(only(estimate, "interest")).toMatchObject({
      ratePercent: 1.5,
      months: 1,
      perLakh: 1500,
      atLeast: true,
    });
  });

  it("advance tax: interest for a block of months however short the delay", () => {
    const lines = estimateCost(lateCostOf("advance-tax"), 7).lines;
    expect(lines.map((l) => l.kind === "interest" && [l.applies, l.months, l.perLakh])).toEqual([
      ["if", 3, 3000],
      ["if", 1, 1000],
      ["if", 1, 1000],
    ]);
  });

  it("advance tax: the due date's month picks the instalment's block, so a late instalment has its figure", () => {
    const december = estimateCost(lateCostOf("advance-tax"), 7, { dueDate: "2026-12-15" }).lines;
    expect(december.map((l) => l.kind === "interest" && [l.applies, l.months, l.perLakh])).toEqual([
      ["yes", 3, 3000],
      // The year-end interest waits on the 90% test, an answer no page has.
      ["if", 1, 1000],
    ]);
    const march = estimateCost(lateCostOf("advance-tax"), 7, { dueDate: "2027-03-15" }).lines;
    expect(march.map((l) => l.kind === "interest" && [l.applies, l.months, l.perLakh])).toEqual([
      ["yes", 1, 1000],
      ["if", 1, 1000],
    ]);
  });

  it("TDS statements: ₹200 a day, the cap being the tax deducted (in words)", () => {
    const line = only(estimateCost(lateCostOf("form-140-tds-non-salary"), 29), "perDay");
    expect(line).toMatchObject({ amount: 5800, capped: false });
    expect(line.capText).toMatch(/tax deductible/);
  });

  it("ADT-1: a multiple of the normal fee by delay band, as a range over the normal fees", () => {
    const cost = lateCostOf("adt-1");
    expect(only(estimateCost(cost, 15), "textOnly")).toMatchObject({
      multiple: 1,
      feeRange: [200, 600],
    });
    expect(only(estimateCost(cost, 16), "textOnly")).toMatchObject({
      multiple: 2,
      feeRange: [400, 1200],
    });
    expect(only(estimateCost(cost, 181), "textOnly")).toMatchObject({
      multiple: 12,
      feeRange: [2400, 7200],
    });
    expect(estimateCost(cost, 16).fees).toEqual({ from: 400, to: 1200 });
  });

  it("CHG-1: a small company's multiple and an ad valorem fee after 30 days; none past 90", () => {
    const cost = lateCostOf("chg-1");
    expect(only(estimateCost(cost, 45), "textOnly")).toMatchObject({
      multiple: 6,
      smallMultiple: 3,
      smallMeans: "small company or OPC",
      feeRange: [600, 3600],
      adValorem: { percent: 0.05, cap: 500000, smallPercent: 0.025, smallCap: 100000 },
    });
    expect(only(estimateCost(cost, 100), "textOnly")).toMatchObject({ beyondBands: true });
    expect(only(estimateCost(cost, 100), "textOnly").multiple).toBeUndefined();
  });

  it("LLP forms: small and other multiples up to 360 days; beyond, not confirmed", () => {
    const cost = lateCostOf("llp-form-11");
    expect(only(estimateCost(cost, 20), "textOnly")).toMatchObject({
      multiple: 4,
      smallMultiple: 2,
      smallMeans: "small LLP",
    });
    expect(only(estimateCost(cost, 20), "textOnly").feeRange).toBeUndefined();
    expect(only(estimateCost(cost, 400), "textOnly")).toMatchObject({ beyondBands: true });
  });

  it("PAS-3: the higher fee for a repeat default is an 'if'", () => {
    const lines = estimateCost(lateCostOf("pas-3-private-placement"), 20).lines;
    expect(lines.map((l) => l.kind === "textOnly" && [l.applies, l.multiple])).toEqual([
      ["yes", 2],
      ["if", 3],
    ]);
  });

  it("penalties imposed by order are shown, never counted as fees; an officer's are his own", () => {
    const estimate = estimateCost(lateCostOf("inc-20a"), 200);
    expect(
      estimate.lines.map((l) => [l.kind, l.payer, l.byOrder, "amount" in l && l.amount]),
    ).toEqual([
      ["flat", "business", true, 50000],
      ["perDay", "officer", true, 100000],
    ]);
    expect(estimate.fees).toEqual({ from: 0, to: 0 });
    // s.450: ₹1,000 a day after the first.
    expect(only(estimateCost(lateCostOf("pas-6"), 7), "perDay")).toMatchObject({
      days: 6,
      amount: 6000,
    });
  });

  it("FEMA returns: the fixed late submission fee, and the variable part per ₹1 lakh", () => {
    const estimate = estimateCost(lateCostOf("fc-gpr"), 30, { dueDate: "2027-05-10" });
    expect(estimate.fees).toEqual({ from: 7500, to: 7500 });
    expect(only(estimate, "interest")).toMatchObject({ months: 1, perLakh: 2 });
  });

  it("PF: 12% a year, by the day", () => {
    expect(only(estimateCost(lateCostOf("pf-ecr"), 30), "interest").perLakh).toBe(986);
  });

  it("names what each interest runs on: tax unpaid, a contribution, a shortfall, an amount involved", () => {
    const baseOf = (id: string) =>
      estimateCost(lateCostOf(id), 30, { dueDate: "2027-05-10" }).lines.flatMap((l) =>
        l.kind === "interest" ? [l.base] : [],
      );
    expect(baseOf("gstr-3b-monthly")).toEqual(["tax"]);
    expect(baseOf("pf-ecr")).toEqual(["contribution"]);
    expect(baseOf("esi-contribution")).toEqual(["contribution"]);
    expect(new Set(baseOf("advance-tax"))).toEqual(new Set(["shortfall"]));
    expect(baseOf("fc-gpr")).toEqual(["amount"]);
  });

  it("keeps the share of the base, so a typed amount gives rupees, and why a short delay costs a month", () => {
    const line = only(
      estimateCost(lateCostOf("tds-deposit"), 7, { dueDate: "2028-01-07" }),
      "interest",
    );
    expect(line).toMatchObject({ monthRule: "part", share: 0.015 });
    expect(interestOn(line, 2_00_000)).toBe(3000);
    const block = estimateCost(lateCostOf("advance-tax"), 7).lines.find(
      (l) => l.kind === "interest" && l.monthRule === "block",
    );
    expect(block).toBeDefined();
  });
});

describe("a return past its time bar", () => {
  const bar = { years: 3 };

  it("can be filed up to the same day three years after its due date, not a day later", () => {
    // GSTR-3B for April 2027, due 20 May 2027: the last day is 20 May 2030 (1,096 days: 2028 is a leap year).
    expect(pastFilingBar(bar, 1096, "2027-05-20")).toBe(false);
    expect(pastFilingBar(bar, 1097, "2027-05-20")).toBe(true);
    // Three years without a leap day.
    expect(pastFilingBar(bar, 1095, "2028-05-20")).toBe(false);
    expect(pastFilingBar(bar, 1096, "2028-05-20")).toBe(true);
    // Due on a leap day: three years on is 28 February of a common year.
    expect(pastFilingBar(bar, 1095, "2028-02-29")).toBe(false);
    expect(pastFilingBar(bar, 1096, "2028-02-29")).toBe(true);
    expect(pastFilingBar(bar, 0, "2027-05-20")).toBe(false);
  });

  it("without a due date, counts average years", () => {
    expect(pastFilingBar(bar, 1095)).toBe(false);
    expect(pastFilingBar(bar, 1096)).toBe(true);
  });

  it("a delay of three years and one day: can no longer be filed, so no fee is estimated", () => {
    const cost = lateCostOf("gstr-3b-monthly");
    const late = estimateCost(cost, 1097, { ...band("1.5-2"), dueDate: "2027-05-20" });
    expect(late.barred).toBe(true);
    expect(late.fees).toEqual({ from: 0, to: 0 });
    expect(late.lines).toEqual([
      expect.objectContaining({ kind: "barred", years: 3, applies: "yes" }),
    ]);
    expect((late.lines[0] as { basis: string }).basis).toMatch(/s\.39\(11\) CGST Act/);
    // On the bar's last day the late fee is still due, at its cap.
    const lastDay = estimateCost(cost, 1096, { ...band("1.5-2"), dueDate: "2027-05-20" });
    expect(lastDay.barred).toBeUndefined();
    expect(lastDay.fees).toEqual({ from: 5000, to: 5000 });
  });

  it("is carried by every GST return, and by nothing that is not a return", () => {
    for (const id of ["gstr-1-monthly", "gstr-1-quarterly-qrmp", "gstr-4", "gstr-9", "gstr-9c"])
      expect(lateCostOf(id).filingBar?.years, id).toBe(3);
    for (const id of ["pmt-06-first-month", "cmp-08", "itr-6"])
      expect(lateCostOf(id).filingBar, id).toBeUndefined();
  });
});
