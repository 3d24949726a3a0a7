import { describe, expect, it } from "vitest";
import { addDays } from "~/lib/schedule";
import { buildPlan, twelveMonthsFrom, type Plan, type PlanRow } from "./plan";
import { NO_ANSWERS, type PlannerProfile } from "./profile";
import { publishedFile } from "./test-data";

/*
 * Plans for the businesses the firm's clients run, over the real published data: what is in, what is out, on which
 * day, across the financial year's end, month ends and leap years.
 */

const base = NO_ANSWERS;
const plan = (profile: Partial<PlannerProfile> & Pick<PlannerProfile, "entity">, today: string) =>
  buildPlan(publishedFile, { ...base, ...profile }, today);
const rowsOf = (p: Plan) => p.months.flatMap((m) => m.rows);
const ids = (p: Plan) => new Set(rowsOf(p).map((r) => r.id));
const datesOf = (p: Plan, id: string) =>
  rowsOf(p)
    .filter((r) => r.id === id)
    .map((r) => r.date);
const row = (p: Plan, id: string, date: string): PlanRow => {
  const found = rowsOf(p).find((r) => r.id === id && r.date === date);
  if (!found) throw new Error(`no ${id} on ${date}`);
  return found;
};
const monthly = (day: string, from: string, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const [y, m] = from.split("-").map(Number) as [number, number];
    const month = m + i;
    const year = y + Math.floor((month - 1) / 12);
    return `${year}-${String(((month - 1) % 12) + 1).padStart(2, "0")}-${day}`;
  });

/** What every plan promises: in the window, soonest first, grouped by month, days left right. */
function expectWellFormed(p: Plan) {
  const rows = rowsOf(p);
  expect(rows.length).toBe(p.rowCount);
  expect(p.until).toBe(twelveMonthsFrom(p.today));
  for (const [i, r] of rows.entries()) {
    expect(r.date >= p.today && r.date <= p.until, `${r.key} ${r.date}`).toBe(true);
    if (i > 0) expect(rows[i - 1]!.date <= r.date).toBe(true);
    expect(addDays(p.today, r.daysLeft)).toBe(r.date);
    expect(r.basis && r.sourceUrl && r.verifiedOn).toBeTruthy();
  }
  expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  for (const m of p.months) for (const r of m.rows) expect(r.date.slice(0, 7)).toBe(m.month);
  expect(p.months.map((m) => m.month)).toEqual([...new Set(p.months.map((m) => m.month))].sort());
}

describe("the twelve months of a plan", () => {
  it("ends the day before the same date a year on (from a leap day, on the last day of February)", () => {
    expect(twelveMonthsFrom("2027-12-15")).toBe("2028-12-14");
    expect(twelveMonthsFrom("2028-02-29")).toBe("2029-02-28");
    expect(twelveMonthsFrom("2027-03-31")).toBe("2028-03-30");
    expect(twelveMonthsFrom("2027-03-01")).toBe("2028-02-29");
    expect(twelveMonthsFrom("2026-01-01")).toBe("2026-12-31");
  });
});

describe("plans for eight kinds of business", () => {
  it("a private company in Telangana, monthly GST, ₹2-5 crore, PF and ESI", () => {
    const p = plan(
      {
        entity: "Private Limited Company",
        state: "telangana",
        gst: "monthly",
        turnover: "2-5",
        registrations: ["tds", "tds-salary", "pf", "esi"],
      },
      "2027-12-15",
    );
    expectWellFormed(p);
    // Due today stays in (0 days left); twelve months on, 15 December 2028, is the first day out.
    expect(datesOf(p, "pf-ecr")).toEqual(monthly("15", "2027-12", 12));
    expect(row(p, "pf-ecr", "2027-12-15").daysLeft).toBe(0);
    expect(row(p, "pf-ecr", "2027-12-15").period).toMatchObject({
      from: "2027-11-01",
      to: "2027-11-30",
    });
    expect(datesOf(p, "esi-contribution")).toHaveLength(12);
    expect(datesOf(p, "gstr-3b-monthly")).toEqual(monthly("20", "2027-12", 12));
    expect(datesOf(p, "gstr-1-monthly")).toEqual(monthly("11", "2028-01", 12));
    // Tax deducted in March is due 30 April; the leap February's return is still the 20th.
    expect(datesOf(p, "tds-deposit")).toContain("2028-04-30");
    expect(row(p, "gstr-3b-monthly", "2028-03-20").period).toMatchObject({ to: "2028-02-29" });
    expect(datesOf(p, "form-138-tds-salary")).toEqual([
      "2028-01-31",
      "2028-05-31",
      "2028-07-31",
      "2028-10-31",
    ]);
    expect(datesOf(p, "form-130-salary-certificate")).toEqual(["2028-06-15"]);
    // Annual company filings; the AGM's date not given, AOC-4 and MGT-7 from its last date.
    expect(datesOf(p, "gstr-9")).toEqual(["2027-12-31"]);
    expect(row(p, "gstr-9", "2027-12-31").optional).toBe(false);
    expect(datesOf(p, "itr-6")).toEqual(["2028-10-31"]);
    expect(datesOf(p, "agm")).toEqual(["2028-09-30"]);
    expect(row(p, "aoc-4", "2028-10-30").event).toEqual({
      kind: "agm",
      date: "2028-09-30",
      assumed: true,
    });
    expect(datesOf(p, "mgt-7")).toEqual(["2028-11-29"]);
    // Not for this business.
    for (const id of [
      "gstr-9c",
      "gstr-1-quarterly-qrmp",
      "gstr-3b-quarterly-ap-ts",
      "cmp-08",
      "tax-audit-report",
      "itr-transfer-pricing",
      "itr-5-no-audit",
      "llp-form-11",
      "aoc-4-opc",
      "ap-professional-tax-employer",
      "form-144-tds-non-resident",
      "tcs-deposit",
      "sebi-reg-33-results",
    ])
      expect(ids(p).has(id), id).toBe(false);
    // Professional tax follows the employees: PF means salaried staff, so Telangana's monthly return applies
    // without "pt" among the registrations, and the enrolled company's yearly tax is dated.
    expect(datesOf(p, "ts-professional-tax-employer")).toHaveLength(12);
    expect(datesOf(p, "ts-pt-enrolment-tax")).toEqual(["2028-06-30"]);
    // Left to check, with the reason.
    expect(p.toCheck.find((r) => r.id === "dir-3-kyc")?.notAsked).toMatch(/three financial years/);
    expect(p.toCheck.find((r) => r.id === "ts-labour-welfare-fund")?.needs).toEqual(["not-asked"]);
    expect(p.toCheck.some((r) => r.id === "ap-labour-welfare-fund")).toBe(false);
    // Marks, never moves: PF for July 2028 is due on Independence Day.
    expect(row(p, "pf-ecr", "2028-08-15").holidays).toEqual(["independence-day"]);
    expect(row(p, "gstr-3b-monthly", "2028-02-20").holidays).toEqual(["sunday"]);
    // The cost of delay, the turnover band picking the cap.
    expect(row(p, "gstr-3b-monthly", "2027-12-20").cost?.oneWeek.fees).toEqual({
      from: 350,
      to: 350,
    });
    expect(row(p, "form-138-tds-salary", "2028-01-31").cost?.oneMonth).toMatchObject({
      daysLate: 29,
      fees: { from: 5800, to: 5800 },
    });
  });

  it("an LLP without GST, from a leap day", () => {
    const p = plan(
      {
        entity: "LLP (Limited Liability Partnership)",
        gst: "none",
        turnover: "0-0.4",
        contribution: "up-to-25-lakh",
      },
      "2028-02-29",
    );
    expectWellFormed(p);
    expect(p.until).toBe("2029-02-28");
    expect(datesOf(p, "llp-form-11")).toEqual(["2028-05-30"]);
    expect(datesOf(p, "llp-form-8")).toEqual(["2028-10-30"]);
    expect(datesOf(p, "itr-5-no-audit")).toEqual(["2028-08-31"]);
    expect(datesOf(p, "advance-tax")).toEqual([
      "2028-03-15",
      "2028-06-15",
      "2028-09-15",
      "2028-12-15",
    ]);
    expect([...ids(p)].filter((id) => /^(gstr|iff|pmt|cmp)/.test(id))).toEqual([]);
    for (const id of ["itr-6", "agm", "aoc-4", "itr-audit-non-company", "pf-ecr"])
      expect(ids(p).has(id), id).toBe(false);
    expect(p.toCheck.map((r) => r.id)).toEqual(
      expect.arrayContaining(["dir-3-kyc", "llp-form-3", "fla-return"]),
    );
  });

  it("an OPC on QRMP in Andhra Pradesh, across the financial year's end", () => {
    const p = plan(
      {
        entity: "One Person Company (OPC)",
        state: "andhra-pradesh",
        gst: "qrmp",
        turnover: "0.5-1",
      },
      "2027-03-20",
    );
    expectWellFormed(p);
    expect(datesOf(p, "gstr-3b-quarterly-ap-ts")).toEqual([
      "2027-04-22",
      "2027-07-22",
      "2027-10-22",
      "2028-01-22",
    ]);
    expect(row(p, "gstr-3b-quarterly-ap-ts", "2027-04-22").period).toMatchObject({
      from: "2027-01-01",
      to: "2027-03-31",
    });
    expect(datesOf(p, "gstr-1-quarterly-qrmp")).toEqual([
      "2027-04-13",
      "2027-07-13",
      "2027-10-13",
      "2028-01-13",
    ]);
    expect(datesOf(p, "pmt-06-first-month")).toEqual([
      "2027-05-25",
      "2027-08-25",
      "2027-11-25",
      "2028-02-25",
    ]);
    expect(row(p, "iff-first-month", "2027-05-13").optional).toBe(true);
    expect(datesOf(p, "aoc-4-opc")).toEqual(["2027-09-27"]);
    expect(datesOf(p, "mgt-7a-opc")).toEqual(["2027-11-29"]);
    expect(datesOf(p, "itr-6")).toEqual(["2027-10-31"]);
    // Up to ₹2 crore the annual return is not required: shown as optional.
    expect(row(p, "gstr-9", "2027-12-31").optional).toBe(true);
    // The 15 March instalment has gone; the year's first is 15 June.
    expect(datesOf(p, "advance-tax")[0]).toBe("2027-06-15");
    for (const id of [
      "gstr-3b-quarterly-other-states",
      "gstr-3b-monthly",
      "gstr-1-monthly",
      "agm",
      "aoc-4",
      "mgt-7",
    ])
      expect(ids(p).has(id), id).toBe(false);
    // An OPC holds no AGM: ADT-1 runs from the member's resolution appointing the auditor.
    expect(p.toCheck.find((r) => r.id === "adt-1")?.needs).toEqual(["auditorResolutionOn"]);
  });

  it("a composition dealer", () => {
    const p = plan(
      {
        entity: "Individual / Sole Proprietor",
        state: "karnataka",
        gst: "composition",
        turnover: "0.5-1",
      },
      "2027-12-15",
    );
    expectWellFormed(p);
    expect(datesOf(p, "cmp-08")).toEqual(["2028-01-18", "2028-04-18", "2028-07-18", "2028-10-18"]);
    expect(datesOf(p, "gstr-4")).toEqual(["2028-06-30"]);
    expect(datesOf(p, "itr-business-no-audit")).toEqual(["2028-08-31"]);
    for (const id of [
      "gstr-1-monthly",
      "gstr-3b-monthly",
      "gstr-9",
      "gstr-9c",
      "itr-1-itr-2",
      "itr-6",
      "agm",
    ])
      expect(ids(p).has(id), id).toBe(false);
    expect(row(p, "gstr-4", "2028-06-30").cost?.oneMonth.fees).toEqual({ from: 1500, to: 1500 });
  });

  it("an audited firm with transfer pricing, ₹10-20 crore", () => {
    const p = plan(
      {
        entity: "Partnership Firm",
        state: "telangana",
        gst: "monthly",
        turnover: "10-20",
        taxAudit: true,
        transferPricing: true,
      },
      "2027-06-01",
    );
    expectWellFormed(p);
    // The audit report one month before the 30 November return, with the transfer-pricing report.
    expect(datesOf(p, "tax-audit-report-transfer-pricing")).toEqual(["2027-10-31"]);
    expect(datesOf(p, "form-48-transfer-pricing-report")).toEqual(["2027-10-31"]);
    expect(datesOf(p, "itr-transfer-pricing")).toEqual(["2027-11-30"]);
    expect(datesOf(p, "gstr-9c")).toEqual(["2027-12-31"]);
    for (const id of ["tax-audit-report", "itr-audit-non-company", "itr-5-no-audit", "itr-6"])
      expect(ids(p).has(id), id).toBe(false);
    const audit = row(p, "tax-audit-report-transfer-pricing", "2027-10-31").cost!;
    expect([audit.oneWeek.fees.to, audit.oneMonth.daysLate, audit.oneMonth.fees.to]).toEqual([
      75000, 30, 75000,
    ]);
    // Above ₹5 crore the GSTR-1 late fee is capped at ₹10,000.
    const gstr1 = row(p, "gstr-1-monthly", "2027-06-11").cost!.oneMonth;
    expect(gstr1.fees).toEqual({ from: 1500, to: 1500 });
    expect(gstr1.lines.find((l) => l.kind === "perDay" && l.applies === "yes")).toMatchObject({
      cap: 10000,
    });
  });

  it("an individual proprietor under tax audit", () => {
    const p = plan(
      {
        entity: "Individual / Sole Proprietor",
        state: "andhra-pradesh",
        gst: "monthly",
        turnover: "1-1.5",
        taxAudit: true,
        registrations: ["pt"],
      },
      "2027-12-15",
    );
    expectWellFormed(p);
    expect(datesOf(p, "tax-audit-report")).toEqual(["2028-09-30"]);
    expect(datesOf(p, "itr-audit-non-company")).toEqual(["2028-10-31"]);
    expect(datesOf(p, "ap-professional-tax-employer")).toHaveLength(12);
    expect(row(p, "gstr-9", "2027-12-31").optional).toBe(true);
    for (const id of [
      "itr-business-no-audit",
      "itr-1-itr-2",
      "itr-6",
      "agm",
      "dir-3-kyc",
      "ts-professional-tax-employer",
    ])
      expect(ids(p).has(id), id).toBe(false);
    expect(datesOf(p, "ap-pt-enrolment-tax")).toEqual(["2028-06-30"]);
    expect(p.undated).toEqual([]);
  });

  it("a section 8 company whose AGM appoints the auditor, from a leap day", () => {
    const p = plan(
      {
        entity: "Section 8 Company (Non-Profit)",
        gst: "none",
        turnover: "0.5-1",
        agmOn: "2028-09-20",
        auditorAppointed: true,
        registrations: ["pf"],
        answers: { exemption: "no" },
      },
      "2028-02-29",
    );
    expectWellFormed(p);
    expect(datesOf(p, "agm")).toEqual(["2028-09-30"]);
    expect(row(p, "aoc-4", "2028-10-20").event).toEqual({
      kind: "agm",
      date: "2028-09-20",
      assumed: false,
    });
    expect(datesOf(p, "mgt-7")).toEqual(["2028-11-19"]);
    expect(datesOf(p, "adt-1")).toEqual(["2028-10-05"]);
    expect(datesOf(p, "itr-6")).toEqual(["2028-10-31"]);
    expect(datesOf(p, "itr-7")).toEqual([]);
    expect(datesOf(p, "pf-ecr")[0]).toBe("2028-03-15");
    expect(p.toCheck.find((r) => r.id === "csr-2")?.notAsked).toMatch(/CSR threshold/);
    expect(ids(p).has("fla-return")).toBe(false);
  });

  it("QRMP outside Andhra Pradesh and Telangana: the 24th in the 24th-day group, the 22nd in the other", () => {
    const delhi = plan(
      { entity: "Private Limited Company", state: "delhi", gst: "qrmp", turnover: "1.5-2" },
      "2027-12-15",
    );
    expectWellFormed(delhi);
    expect(datesOf(delhi, "gstr-3b-quarterly-other-states")).toEqual([
      "2028-01-24",
      "2028-04-24",
      "2028-07-24",
      "2028-10-24",
    ]);
    expect(ids(delhi).has("gstr-3b-quarterly-ap-ts")).toBe(false);
    const karnataka = plan(
      { entity: "Private Limited Company", state: "karnataka", gst: "qrmp", turnover: "1.5-2" },
      "2027-12-15",
    );
    expect(datesOf(karnataka, "gstr-3b-quarterly-ap-ts")).toEqual([
      "2028-01-22",
      "2028-04-22",
      "2028-07-22",
      "2028-10-22",
    ]);
    expect(ids(karnataka).has("gstr-3b-quarterly-other-states")).toBe(false);
    // No State answer: the day is not known, so both are left to check.
    const unknown = plan({ entity: "Private Limited Company", gst: "qrmp" }, "2027-12-15");
    expect(
      unknown.toCheck.filter((r) => r.id.startsWith("gstr-3b-quarterly")).map((r) => r.needs),
    ).toEqual([["state"], ["state"]]);
  });
});

describe("what a plan leaves out or defers", () => {
  it("without a GST answer, the GST returns wait for it", () => {
    const p = plan({ entity: "Partnership Firm" }, "2027-12-15");
    expect([...ids(p)].filter((id) => /^(gstr|iff|pmt|cmp)/.test(id))).toEqual([]);
    expect(p.toCheck.find((r) => r.id === "gstr-3b-monthly")?.needs).toEqual(["gst"]);
  });

  it("a turnover above ₹10 crore brings the tax audit whatever the answer", () => {
    const p = plan({ entity: "Partnership Firm", turnover: "over-20" }, "2027-12-15");
    expect(datesOf(p, "tax-audit-report")).toEqual(["2028-09-30"]);
    expect(ids(p).has("itr-5-no-audit")).toBe(false);
  });

  it("an entity type that is not in the data gives an empty plan", () => {
    const p = plan({ entity: "Trust" }, "2027-12-15");
    expect(p.unknownEntity).toBe(true);
    expect(p.rowCount + p.toCheck.length + p.undated.length).toBe(0);
  });

  it("extended dates win, the statutory date beside them", () => {
    const p = plan(
      { entity: "Private Limited Company", turnover: "over-20", taxAudit: true },
      "2025-10-01",
    );
    expect(row(p, "tax-audit-report", "2025-11-10")).toMatchObject({
      originalDate: "2025-09-30",
      extension: { reference: "CBDT Circular No. 15/2025" },
      period: { from: "2024-04-01", to: "2025-03-31" },
    });
    expect(row(p, "itr-6", "2025-12-10").originalDate).toBe("2025-10-31");
    expect(datesOf(p, "itr-6")).toEqual(["2025-12-10"]);
  });
});
