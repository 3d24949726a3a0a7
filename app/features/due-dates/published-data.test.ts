import { describe, expect, it } from "vitest";
import { MONTHS, isOfficialUrl } from "~/lib/compliance-schema";
import { DEFAULT_VIEW, filterRows, toRows, type DueDateRow } from "./filter-due-dates";
import { loadDueDatesFile } from "./load-due-dates.server";
import { addDays, dueOccurrences, nextOccurrence, occurrences } from "./schedule";

/*
 * The published data file is what clients act on: every entry sourced and checked, every computed date in step
 * with the words beside it, extensions winning over statutory dates, and the filings a company or LLP in Andhra
 * Pradesh or Telangana needs all present.
 */
const file = loadDueDatesFile();
const rows = toRows(file.dueDates);
const byId = new Map(rows.map((row) => [row.id, row]));
const from = file.lastUpdated;
const yearLater = addDays(from, 365);
const dayMonth = (iso: string) => `${Number(iso.slice(8))} ${MONTHS[Number(iso.slice(5, 7)) - 1]}`;
const forEntity = (entity: string) =>
  filterRows(rows, { ...DEFAULT_VIEW, entity }, file.entityLawMap ?? {}).map((r) => r.id);

const DAY_MONTH_WORDS = new RegExp(`\\b\\d{1,2}\\s+(${MONTHS.join("|")})\\b`);

describe("the published data file", () => {
  it("carries its entity types and laws, and enough entries to be the firm's calendar", () => {
    expect(Object.keys(file.entityLawMap ?? {}).length).toBeGreaterThanOrEqual(9);
    expect(file.laws).toEqual(expect.arrayContaining(Object.keys(file.dueDates)));
    expect(rows.length).toBeGreaterThanOrEqual(60);
  });

  it("gives every entry a legal basis, an official source and a check date no later than the file", () => {
    for (const row of rows) {
      expect(row.basis?.trim(), row.id).toBeTruthy();
      expect(isOfficialUrl(row.sourceUrl ?? ""), row.id).toBe(true);
      expect(row.verifiedOn! <= file.lastUpdated, row.id).toBe(true);
      for (const extension of row.extensions ?? []) expect(isOfficialUrl(extension.url)).toBe(true);
    }
  });

  it("states in words every date its schedule computes for the next twelve months", () => {
    // An entry without a schedule states no date: its day runs from an event (a Section 8 company's last board
    // meeting, a registration's expiry) or from a fact such as the tenth employee, and its words say so.
    const unscheduled = rows.filter((row) => !row.schedule);
    for (const row of unscheduled) {
      expect(row.month, row.id).toBe("Event-based");
      expect(row.due, row.id).not.toMatch(DAY_MONTH_WORDS);
    }
    for (const row of rows) {
      const schedule = row.schedule;
      if (!schedule) continue;
      switch (schedule.kind) {
        case "annual":
        case "quarterly":
          for (const date of occurrences(schedule, from, yearLater))
            expect(row.due, `${row.id} ${date}`).toContain(dayMonth(date));
          if (schedule.kind === "annual")
            expect(row.month, row.id).toBe(MONTHS[schedule.month - 1]);
          else
            expect(row.month, row.id).toBe(
              schedule.dates.length === 2 ? "Half-yearly" : "Quarterly",
            );
          break;
        case "monthly":
          expect(row.due, row.id).toMatch(new RegExp(`\\b${schedule.day}(st|nd|rd|th)\\b`));
          for (const e of schedule.exceptions ?? [])
            expect(row.due, row.id).toContain(
              dayMonth(
                `2026-${String(e.due.month).padStart(2, "0")}-${String(e.due.day).padStart(2, "0")}`,
              ),
            );
          expect(row.month, row.id).toBe("Monthly");
          break;
        case "afterQuarterEnd":
        case "afterEvent":
          expect(row.due, row.id).toContain(`${schedule.days} days`);
          break;
      }
    }
  });

  it("moves each extended period to its latest extension, the statutory date kept as the period's name", () => {
    let checked = 0;
    for (const row of rows) {
      if (!row.extensions?.length || row.schedule?.kind === "afterEvent") continue;
      for (const extension of row.extensions) {
        expect(
          occurrences(row.schedule!, extension.originalDate, extension.originalDate),
          row.id,
        ).toEqual([extension.originalDate]);
        const latest = row.extensions
          .filter((e) => e.originalDate === extension.originalDate)
          .sort((a, b) => (a.issuedOn < b.issuedOn ? -1 : 1))
          .at(-1)!;
        const next = nextOccurrence(row, extension.originalDate)!;
        expect(next, row.id).toMatchObject({
          date: latest.extendedDate,
          originalDate: extension.originalDate,
        });
        // The statutory date is not listed as well.
        expect(
          dueOccurrences(row, extension.originalDate, latest.extendedDate).map((o) => o.date),
        ).toEqual([latest.extendedDate]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
    // CBDT Circulars 14/2025 and 15/2025: the AY 2025-26 tax audit report moved twice, to 10 November 2025.
    expect(nextOccurrence(byId.get("tax-audit-report")!, "2025-09-01")).toMatchObject({
      date: "2025-11-10",
      sequence: 2,
    });
    expect(nextOccurrence(byId.get("itr-6")!, "2025-11-01")?.date).toBe("2025-12-10");
  });

  it("states the current rules where the old data was wrong", () => {
    const get = (id: string): DueDateRow => {
      const row = byId.get(id);
      if (!row) throw new Error(`no entry ${id}`);
      return row;
    };
    // An OPC holds no AGM: AOC-4 within 180 days of the year end; MGT-7A by 29 November.
    expect(get("aoc-4-opc").schedule).toEqual({ kind: "annual", month: 9, day: 27 });
    expect(get("aoc-4").appliesTo).not.toContain("One Person Company (OPC)");
    expect(get("mgt-7a-opc").schedule).toEqual({ kind: "annual", month: 11, day: 29 });
    // PAS-3: 15 days after a private placement (s.42(8)), 30 days otherwise (s.39(4)).
    expect(get("pas-3-private-placement").schedule).toMatchObject({ kind: "afterEvent", days: 15 });
    expect(get("pas-3-other-allotments").schedule).toMatchObject({ kind: "afterEvent", days: 30 });
    // ITR-1 and ITR-2 by 31 July; non-audit business returns by 31 August.
    expect(get("itr-1-itr-2").schedule).toEqual({ kind: "annual", month: 7, day: 31 });
    expect(get("itr-5-no-audit").schedule).toEqual({ kind: "annual", month: 8, day: 31 });
    // TDS statements renumbered by the Income-tax Rules 2026, the old number beside the new.
    expect(
      [
        get("form-140-tds-non-salary"),
        get("form-138-tds-salary"),
        get("form-144-tds-non-resident"),
      ].map((r) => [r.form, r.formerly]),
    ).toEqual([
      ["Form 140", "26Q"],
      ["Form 138", "24Q"],
      ["Form 144", "27Q"],
    ]);
    // DIR-3 KYC: once every three years by 30 June, and an LLP's designated partners file it too.
    expect(get("dir-3-kyc").due).toMatch(/once every three financial years/);
    // Gone: the "Partnership Return" that no law asks for, a general Shops and Establishments return, Part IXA.
    const text = JSON.stringify(file);
    expect(text).not.toMatch(/Partnership Return|Shops & Establishments|Part IXA/);
    expect(get("gstr-1-monthly").applicability ?? get("gstr-1-monthly").description).toMatch(
      /₹5 crore/,
    );
  });

  it("shows each entity type its own filings", () => {
    const llp = forEntity("LLP (Limited Liability Partnership)");
    expect(llp).toEqual(
      expect.arrayContaining(["dir-3-kyc", "llp-form-11", "llp-form-8", "itr-5-no-audit"]),
    );
    expect(llp).not.toContain("itr-6");
    expect(llp).not.toContain("aoc-4");
    const opc = forEntity("One Person Company (OPC)");
    expect(opc).toEqual(expect.arrayContaining(["aoc-4-opc", "mgt-7a-opc", "itr-6"]));
    expect(opc).not.toContain("agm");
    const branch = forEntity("Branch / Liaison Office of a Foreign Company");
    expect(branch).toEqual(
      expect.arrayContaining(["fc-3", "fc-4", "bo-lo-annual-activity-certificate"]),
    );
    expect(branch).not.toEqual(expect.arrayContaining(["aoc-4"]));
    expect(branch).not.toContain("inc-20a");
  });

  it("covers the filings a company or LLP in Andhra Pradesh or Telangana needs", () => {
    for (const id of [
      "tax-audit-report",
      "form-48-transfer-pricing-report",
      "itr-transfer-pricing",
      "form-138-tds-salary",
      "form-144-tds-non-resident",
      "form-143-tcs",
      "form-130-salary-certificate",
      "form-131-tds-certificate",
      "gstr-1-quarterly-qrmp",
      "iff-first-month",
      "pmt-06-first-month",
      "gstr-3b-quarterly-ap-ts",
      "cmp-08",
      "gstr-4",
      "gstr-9c",
      "gstr-7",
      "gstr-8",
      "esi-contribution",
      "ap-professional-tax-employer",
      "ts-professional-tax-employer",
      "ap-pt-enrolment-tax",
      "ts-pt-enrolment-tax",
      "ap-labour-welfare-fund",
      "ts-labour-welfare-fund",
      "agm",
      "aoc-4-opc",
      "dir-3-kyc-update",
      "mgt-14",
      "dir-12",
      "pas-3-private-placement",
      "chg-1",
      "ben-2",
      "pas-6",
      "cra-2",
      "cra-4",
      "csr-2",
      "llp-form-3",
      "llp-form-4",
      "apr-odi",
      "fc-trs",
    ])
      expect(byId.has(id), id).toBe(true);
    // Quarterly GSTR-3B: the 22nd for Andhra Pradesh and Telangana.
    expect(byId.get("gstr-3b-quarterly-ap-ts")!.due).toContain("22 ");
  });
});
