import { describe, expect, it } from "vitest";
import { eventDues } from "./event-dates";
import { buildPlan } from "./plan";
import { NO_ANSWERS, type PlannerProfile } from "./profile";
import { entry, publishedFile } from "./test-data";

const company: PlannerProfile = {
  entity: "Private Limited Company",
  ...NO_ANSWERS,
};
const dated = (profile: Partial<PlannerProfile>, today: string) =>
  buildPlan(publishedFile, { ...company, ...profile }, today).months.flatMap((m) => m.rows);
const datesOf = (rows: ReturnType<typeof dated>, id: string) =>
  rows.filter((r) => r.id === id).map((r) => r.date);

describe("dates that run from the AGM", () => {
  it("AOC-4 30 days and MGT-7 60 days after the AGM's date, the days read from the data", () => {
    expect(entry("aoc-4").schedule).toMatchObject({ kind: "afterEvent", days: 30 });
    expect(entry("mgt-7").schedule).toMatchObject({ kind: "afterEvent", days: 60 });
    const rows = dated({ agmOn: "2027-09-20" }, "2027-09-01");
    const aoc4 = rows.find((r) => r.id === "aoc-4")!;
    expect(aoc4).toMatchObject({
      date: "2027-10-20",
      originalDate: "2027-10-20",
      event: { kind: "agm", date: "2027-09-20", assumed: false },
      period: { from: "2026-04-01", to: "2027-03-31" },
    });
    expect(datesOf(rows, "mgt-7")).toEqual(["2027-11-19"]);
  });

  it("without the AGM's date, from its last date (30 September), marked as assumed", () => {
    const rows = dated({}, "2027-09-01");
    expect(rows.find((r) => r.id === "aoc-4")).toMatchObject({
      date: "2027-10-30",
      event: { kind: "agm", date: "2027-09-30", assumed: true },
    });
    expect(datesOf(rows, "mgt-7")).toEqual(["2027-11-29"]);
  });

  it("the AGM's date answers for its own year only; later years fall back to the last date", () => {
    const rows = dated({ agmOn: "2027-09-20" }, "2027-10-01");
    expect(rows.filter((r) => r.id === "aoc-4").map((r) => [r.date, r.event?.assumed])).toEqual([
      ["2027-10-20", false],
    ]);
    // A year later the next AGM (date not given) falls inside the twelve months.
    const later = dated({ agmOn: "2027-09-20" }, "2027-12-15");
    expect(later.filter((r) => r.id === "aoc-4").map((r) => [r.date, r.event?.assumed])).toEqual([
      ["2028-10-30", true],
    ]);
    // An AGM held late, after the year's last date, still belongs to that year.
    const late = dated({ agmOn: "2027-11-10" }, "2027-10-01");
    expect(late.filter((r) => r.id === "aoc-4").map((r) => r.date)).toEqual(["2027-12-10"]);
  });

  it("an authority's extension of a year's filing date applies whatever day the AGM was held", () => {
    // MCA General Circulars 06/2025 and 08/2025: FY 2024-25 filings without additional fees to 31 January 2026.
    const rows = dated({ agmOn: "2025-09-25" }, "2025-10-01");
    expect(rows.find((r) => r.id === "aoc-4")).toMatchObject({
      date: "2026-01-31",
      originalDate: "2025-10-25",
      extension: { reference: expect.stringMatching(/08\/2025/) },
    });
    expect(rows.find((r) => r.id === "mgt-7")).toMatchObject({
      date: "2026-01-31",
      originalDate: "2025-11-24",
    });
  });

  it("ADT-1 15 days after the AGM, only in a year the AGM appoints the auditor", () => {
    const without = buildPlan(publishedFile, { ...company, agmOn: "2027-09-20" }, "2027-09-01");
    expect(without.months.flatMap((m) => m.rows).some((r) => r.id === "adt-1")).toBe(false);
    expect(without.toCheck.find((r) => r.id === "adt-1")?.needs).toEqual(["auditorAppointed"]);
    const rows = dated({ agmOn: "2027-09-20", auditorAppointed: true }, "2027-09-01");
    expect(rows.find((r) => r.id === "adt-1")).toMatchObject({
      date: "2027-10-05",
      event: { kind: "auditor-appointment", date: "2027-09-20", assumed: false },
    });
    const noDate = buildPlan(publishedFile, { ...company, auditorAppointed: true }, "2027-09-01");
    expect(noDate.toCheck.find((r) => r.id === "adt-1")?.needs).toEqual(["agmOn"]);
  });

  it("an OPC holds no AGM: its AOC-4 and MGT-7A fall on fixed dates", () => {
    const rows = dated({ entity: "One Person Company (OPC)", agmOn: "2027-09-20" }, "2027-09-01");
    expect(rows.some((r) => r.id === "aoc-4" || r.id === "mgt-7" || r.id === "agm")).toBe(false);
    expect(datesOf(rows, "aoc-4-opc")).toEqual(["2027-09-27"]);
    expect(datesOf(rows, "mgt-7a-opc")).toEqual(["2027-11-29"]);
  });
});

describe("dates that run from incorporation and allotment", () => {
  it("INC-20A in 180 days, the first auditor and the first board meeting in 30", () => {
    const rows = dated({ incorporatedOn: "2027-11-20" }, "2027-12-15");
    expect(datesOf(rows, "inc-20a")).toEqual(["2028-05-18"]);
    expect(datesOf(rows, "first-auditor")).toEqual(["2027-12-20"]);
    expect(datesOf(rows, "first-board-meeting")).toEqual(["2027-12-20"]);
    // Across a leap day: 180 days from 1 January 2028 is 29 June 2028.
    expect(datesOf(dated({ incorporatedOn: "2028-01-01" }, "2028-01-02"), "inc-20a")).toEqual([
      "2028-06-29",
    ]);
  });

  it("deadlines already past are gone; without a date they are left to check", () => {
    const rows = dated({ incorporatedOn: "2027-01-10" }, "2027-12-15");
    expect(
      rows.some((r) => ["inc-20a", "first-auditor", "first-board-meeting"].includes(r.id)),
    ).toBe(false);
    const plan = buildPlan(publishedFile, company, "2027-12-15");
    expect(plan.toCheck.find((r) => r.id === "inc-20a")?.needs).toEqual(["incorporatedOn"]);
  });

  it("PAS-3: 15 days after a private placement, 30 days after any other allotment", () => {
    expect(entry("pas-3-private-placement").schedule).toMatchObject({ days: 15 });
    const placement = dated({ allottedOn: "2027-12-10", privatePlacement: true }, "2027-12-15");
    expect(datesOf(placement, "pas-3-private-placement")).toEqual(["2027-12-25"]);
    expect(datesOf(placement, "pas-3-other-allotments")).toEqual([]);
    const other = dated({ allottedOn: "2027-12-10" }, "2027-12-15");
    expect(datesOf(other, "pas-3-other-allotments")).toEqual(["2028-01-09"]);
    expect(datesOf(other, "pas-3-private-placement")).toEqual([]);
  });

  it("an event entry without its kind of date has none", () => {
    expect(eventDues(entry("inc-20a"), company, "2027-01-01", "2028-01-01")).toEqual([]);
    expect(eventDues(entry("gstr-9"), company, "2027-01-01", "2028-01-01")).toEqual([]);
  });
});
