import { describe, expect, it } from "vitest";
import { lateCostText as englishCostText } from "~/content/late-cost-text";
import { lateCostText as teluguCostText } from "~/content/te/late-cost-text";
import { estimateCost, type CostEstimate, type CostLine } from "./estimate";
import { lateCostOf } from "./test-data";
import {
  costComponents,
  costLineText,
  delaySummary,
  feesText,
  rupees,
  shortCostText,
} from "./text";

const en = { costText: englishCostText };
const te = { costText: teluguCostText };

describe("the cost of a delay in words", () => {
  it("writes rupees in the Indian grouping", () => {
    expect(rupees(0)).toBe("₹0");
    expect(rupees(950)).toBe("₹950");
    expect(rupees(1500)).toBe("₹1,500");
    expect(rupees(150000)).toBe("₹1,50,000");
    expect(rupees(12345678)).toBe("₹1,23,45,678");
  });

  it("words fees and lines with their basis", () => {
    expect(feesText({ estimate: true, daysLate: 7, fees: { from: 0, to: 0 }, lines: [] }, en)).toBe(
      undefined,
    );
    expect(
      feesText({ estimate: true, daysLate: 7, fees: { from: 350, to: 700 }, lines: [] }, en),
    ).toBe("₹350 to ₹700");
    const line = costLineText(
      {
        kind: "interest",
        applies: "yes",
        payer: "business",
        byOrder: false,
        basis: "s.50 CGST Act",
        ratePercent: 18,
        per: "year",
        runsOn: "tax unpaid",
        base: "tax",
        share: 0.00345,
        perLakh: 345,
        atLeast: false,
      },
      en,
    );
    expect(line).toEqual({
      text: "Interest at 18% a year on the tax unpaid: ₹345 per ₹1 lakh",
      basis: "s.50 CGST Act",
    });
  });

  it("gives each cost component once, with its figure for each delay and its basis and note once", () => {
    const fee = (days: number): CostLine => ({
      kind: "perDay",
      applies: "yes",
      payer: "business",
      byOrder: false,
      basis: "s.403(1) Companies Act 2013",
      note: "On top of the normal fee",
      perDay: 100,
      days,
      amount: 100 * days,
      capped: false,
    });
    const penalty: CostLine = {
      kind: "textOnly",
      applies: "yes",
      payer: "business",
      byOrder: true,
      basis: "s.92(5) Companies Act 2013",
      text: "Separate adjudicated penalty",
    };
    const late = (days: number, lines: CostLine[]): CostEstimate => ({
      estimate: true,
      daysLate: days,
      fees: { from: 0, to: 0 },
      lines,
    });
    const components = costComponents(
      [
        { label: "One week late", estimate: late(7, [fee(7), penalty]) },
        { label: "One month late", estimate: late(30, [fee(30), penalty]) },
      ],
      en,
    );
    expect(components).toEqual([
      {
        basis: "s.403(1) Companies Act 2013",
        note: "On top of the normal fee",
        figures: [
          { label: "One week late", text: "₹100 a day for 7 days: ₹700" },
          { label: "One month late", text: "₹100 a day for 30 days: ₹3,000" },
        ],
      },
      {
        basis: "s.92(5) Companies Act 2013",
        // The same words for every delay: said once, without a label.
        figures: [
          {
            text: "Separate adjudicated penalty (A penalty an officer or court may impose)",
            dataWords: "Separate adjudicated penalty",
          },
        ],
      },
    ]);
    // A component only one delay reaches keeps its label.
    const banded = costComponents(
      [
        { label: "One week late", estimate: late(7, []) },
        { label: "One month late", estimate: late(30, [penalty]) },
      ],
      en,
    );
    expect(banded[0]!.figures).toEqual([
      {
        label: "One month late",
        text: "Separate adjudicated penalty (A penalty an officer or court may impose)",
        dataWords: "Separate adjudicated penalty",
      },
    ]);
    expect(costComponents([{ label: "One week late", estimate: late(7, []) }], en)).toEqual([]);
  });

  it("says the cap the law puts in words, reached or not, so a long delay is never shown above it", () => {
    const perDay = {
      kind: "perDay",
      applies: "yes",
      payer: "business",
      byOrder: false,
      basis: "s.427 Income-tax Act 2025",
      perDay: 200,
      days: 30,
      amount: 6000,
      capped: false,
      capText: "the total tax deductible shown in the statement",
    } as const;
    expect(costLineText(perDay, en).text).toBe(
      "₹200 a day for 30 days: ₹6,000 (at most: the total tax deductible shown in the statement)",
    );
    expect(costLineText({ ...perDay, capped: true }, en).text).toBe(
      "₹200 a day for 30 days: ₹6,000 (cap reached: the total tax deductible shown in the statement)",
    );
    expect(costLineText(perDay, te).text).toContain(`(${te.costText.atMost}: `);
    const interest = costLineText(
      {
        kind: "interest",
        applies: "yes",
        payer: "business",
        byOrder: false,
        basis: "Regulation 4 FEMA (Non-debt Instruments) Regulations",
        ratePercent: 1.5,
        per: "month",
        runsOn: "the amount involved",
        base: "amount",
        share: 0.015,
        perLakh: 1500,
        atLeast: false,
        capText: "the amount involved",
      },
      en,
    );
    expect(interest.text).toMatch(/\(at most: the amount involved\)$/);
  });

  it("follows a sentence of the data with its figure without a stray full stop", () => {
    const base = {
      kind: "textOnly",
      applies: "yes",
      payer: "business",
      byOrder: false,
      basis: "Rule 12 Companies (Registration Offices and Fees) Rules 2014",
      text: "Additional fee by the normal fee (₹200 to ₹600 by capital, or more).",
    } as const;
    expect(costLineText({ ...base, feeRange: [400, 1200] }, en).text).toBe(
      "Additional fee by the normal fee (₹200 to ₹600 by capital, or more): ₹400 to ₹1,200",
    );
    expect(costLineText({ ...base, multiple: 2 }, en).text).not.toContain(".:");
    expect(costLineText({ ...base, beyondBands: true }, en).text).not.toContain(". (");
    expect(costLineText(base, en).text).toBe(base.text);
  });

  describe("cost summaries: fee and interest together, the amount they run on named", () => {
    const interest = (over: Partial<Extract<CostLine, { kind: "interest" }>>): CostLine => ({
      kind: "interest",
      applies: "yes",
      payer: "business",
      byOrder: false,
      basis: "s.50(1) CGST Act",
      ratePercent: 18,
      per: "year",
      runsOn: "tax paid late",
      base: "tax",
      share: 0.00345,
      perLakh: 345,
      atLeast: false,
      ...over,
    });
    const estimate = (daysLate: number, fees: number, lines: CostLine[]): CostEstimate => ({
      estimate: true,
      daysLate,
      fees: { from: fees, to: fees },
      lines,
    });

    it("puts the fee and the interest in one summary (GSTR-3B)", () => {
      const week = estimate(7, 350, [interest({})]);
      const month = estimate(31, 1550, [interest({ share: 0.0153, perLakh: 1529 })]);
      expect(
        delaySummary(
          [
            { label: "One week late", estimate: week },
            { label: en.costText.costMonth(31), estimate: month },
          ],
          en,
        ),
      ).toBe(
        // Each figure after its label; what the interest runs on said once, as it is the same for both delays.
        "One week late: ₹350 in fees + interest ₹345; " +
          "One month late (31 days): ₹1,550 in fees + interest ₹1,529 (18% a year on the tax unpaid, per ₹1 lakh)",
      );
    });

    it("names a contribution and a shortfall, never tax, and works rupees out on the amount typed", () => {
      const pf = estimate(7, 0, [
        interest({ base: "contribution", ratePercent: 12, share: 0.0023 }),
      ]);
      const [text] = delaySummary([{ label: "One week late", estimate: pf }], en).split("; ");
      expect(text).toContain("on the contribution paid late");
      expect(text).not.toContain("of tax");
      expect(delaySummary([{ label: "One week late", estimate: pf }], en, 2_00_000)).toBe(
        "One week late: interest ₹460 (12% a year on ₹2,00,000 of contribution paid late)",
      );
      const advance = estimate(7, 0, [
        interest({ base: "shortfall", per: "month", ratePercent: 1 }),
      ]);
      expect(delaySummary([{ label: "One week late", estimate: advance }], en)).toContain(
        "on the shortfall",
      );
      expect(delaySummary([{ label: "x", estimate: pf }], te)).toContain(
        te.costText.bases.contribution,
      );
    });

    it("puts the cost, not the amount typed, right after each delay in Telugu, each number kept with its word", () => {
      // PF paid late, ₹2,50,000 typed: "a week late: interest ₹575", the amount only in the bracket at the end.
      const pf = (days: number, share: number) =>
        estimate(days, 0, [
          interest({
            base: "contribution",
            ratePercent: 12,
            share,
            perLakh: Math.round(share * 1e5),
          }),
        ]);
      const line = delaySummary(
        [
          { label: te.costText.costWeek, estimate: pf(7, 0.0023) },
          { label: te.costText.costMonth(31), estimate: pf(31, 0.010192) },
          { label: te.costText.costDays(45), estimate: pf(45, 0.014795) },
        ],
        te,
        2_50_000,
      );
      expect(line).toBe(
        "వారం ఆలస్యానికి\u00a0వడ్డీ\u00a0₹575; నెల (31\u00a0రోజులు) ఆలస్యానికి\u00a0వడ్డీ\u00a0₹2,548; " +
          "45\u00a0రోజుల ఆలస్యానికి\u00a0వడ్డీ\u00a0₹3,699 (₹2,50,000\u00a0కంట్రిబ్యూషన్‌పై ఏడాదికి 12%)",
      );
      expect(line).not.toMatch(/ఆలస్యానికి\s₹2,50,000/);
      // No number ends a line's last word apart from its word: every "₹1 లక్ష", "31 రోజులు" is joined.
      const perLakh = delaySummary([{ label: te.costText.costWeek, estimate: pf(7, 0.0023) }], te);
      expect(perLakh).toBe("వారం ఆలస్యానికి\u00a0వడ్డీ\u00a0₹230 (ప్రతి ₹1\u00a0లక్ష కంట్రిబ్యూషన్‌పై ఏడాదికి 12%)");
      // The late fee is the glossary's ఆలస్య రుసుము, never ఫీజులు.
      expect(delaySummary([{ label: "x", estimate: estimate(31, 1550, []) }], te)).toBe(
        "x\u00a0ఆలస్య రుసుము\u00a0₹1,550",
      );
    });

    it("gives a range and the answer it depends on where the page does not have it", () => {
      const gstr1 = estimateCost(lateCostOf("gstr-1-monthly"), 45);
      expect(shortCostText(gstr1, en)).toBe("₹2,000 to ₹2,250 in fees (by last year's turnover)");
      expect(shortCostText(gstr1, te)).toBe(
        "ఆలస్య రుసుము\u00a0₹2,000 నుంచి ₹2,250 వరకు (గత ఏడాది టర్నోవర్‌ను బట్టి)",
      );
      const itr = estimateCost(lateCostOf("itr-6"), 7, { dueDate: "2027-10-31" });
      expect(shortCostText(itr, en)).toBe(
        "₹1,000 to ₹5,000 in fees (₹5,000 if total income above ₹5 lakh) + interest ₹1,000 (1% a month on the tax unpaid, per ₹1 lakh)",
      );
    });

    it("says why a week costs what a month does", () => {
      const tds = interest({
        per: "month",
        ratePercent: 1.5,
        share: 0.015,
        perLakh: 1500,
        months: 1,
        monthRule: "part",
      });
      const delays = [
        { label: "One week late", estimate: estimate(7, 0, [tds]) },
        { label: en.costText.costMonth(30), estimate: estimate(30, 0, [tds]) },
      ];
      expect(delaySummary(delays, en)).toMatch(
        /; the same for a week and a month, as a part of a month counts as a whole month\)$/,
      );
      const block = interest({
        per: "month",
        ratePercent: 1,
        share: 0.03,
        perLakh: 3000,
        months: 3,
        monthRule: "block",
      });
      expect(
        delaySummary(
          [
            { label: "a", estimate: estimate(7, 0, [block]) },
            { label: "b", estimate: estimate(30, 0, [block]) },
          ],
          en,
        ),
      ).toContain("charged for 3 months however short the delay");
      // Different figures: no reason given.
      expect(
        delaySummary(
          [
            { label: "a", estimate: estimate(7, 350, []) },
            { label: "b", estimate: estimate(30, 1500, []) },
          ],
          en,
        ),
      ).toBe("a: ₹350 in fees; b: ₹1,500 in fees");
    });
  });
});

describe("a return past its time bar, in words", () => {
  it("says it can no longer be filed, instead of a fee, in both languages", () => {
    const barred = estimateCost(lateCostOf("gstr-1-monthly"), 1200, { dueDate: "2027-01-11" });
    expect(shortCostText(barred, en)).toBe("can no longer be filed");
    expect(shortCostText(barred, te)).toBe("ఇక దాఖలు చేయలేరు");
    const [component] = costComponents([{ label: "1,200 days late", estimate: barred }], en);
    expect(component!.figures[0]!.text).toMatch(
      /^Can no longer be filed: .* 3 years after its due date/,
    );
    expect(component!.basis).toMatch(/s\.37\(5\) CGST Act 2017/);
  });
});
