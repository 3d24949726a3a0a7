import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { DEFAULT_ENTITY_LAW_MAP } from "~/content/compliance-defaults";
import { dueDatesFileSchema, type ComplianceData } from "~/lib/compliance-schema";
import {
  DEFAULT_VIEW,
  filterRows,
  lawOptions,
  monthOptions,
  nextSort,
  sortRows,
  toRows,
  type DueDateRow,
  type DueDatesView,
} from "./filter-due-dates";

const item = (form: string, extra: Partial<DueDateRow> = {}) => ({
  form,
  description: `${form} description`,
  due: "31 July",
  month: "July" as const,
  priority: "medium" as const,
  penalty: "",
  ...extra,
});

const data: ComplianceData = {
  "Income Tax Act": [
    item("ITR-1", {
      priority: "high",
      appliesTo: ["Individual / Sole Proprietor"],
      description: "Return for salaried individuals",
    }),
    item("ITR-6", { due: "31 October", month: "October", priority: "high" }),
    item("Form 26Q", { due: "Quarterly", month: "Quarterly" }),
  ],
  GST: [
    item("GSTR-3B", { due: "20th", month: "Monthly", priority: "high" }),
    item("GSTR-9", { due: "31 December", month: "December" }),
  ],
  "LLP Act 2008": [item("Form 11", { due: "30 May", month: "May" })],
  "Shops & Establishments Act": [
    item("Annual Return", { due: "31 January", month: "January", priority: "low" }),
  ],
};
const rows = toRows(data);
const view = (v: Partial<DueDatesView>): DueDatesView => ({ ...DEFAULT_VIEW, ...v });
const forms = (list: DueDateRow[]) => list.map((r) => r.form);
const run = (v: Partial<DueDatesView>) => forms(filterRows(rows, view(v), DEFAULT_ENTITY_LAW_MAP));

describe("rows", () => {
  it("add the law and a stable id to every entry, unique even for repeated forms", () => {
    expect(rows[0]).toMatchObject({ law: "Income Tax Act", id: "income-tax-act--itr-1" });
    const twice = toRows({ GST: [item("GSTR-1"), item("GSTR-1")] });
    expect(twice.map((r) => r.id)).toEqual(["gst--gstr-1", "gst--gstr-1-2"]);
  });
});

describe("filtering", () => {
  it("returns every row for the default view", () => {
    expect(run({})).toHaveLength(rows.length);
  });

  it("searches form, description and law, ignoring case and surrounding spaces", () => {
    expect(run({ q: "gstr" })).toEqual(["GSTR-3B", "GSTR-9"]);
    expect(run({ q: "  SALARIED " })).toEqual(["ITR-1"]);
    expect(run({ q: "llp act" })).toEqual(["Form 11"]);
    expect(run({ q: "nothing like this" })).toEqual([]);
  });

  it("filters by month, including the Monthly and Quarterly cadences", () => {
    expect(run({ month: "October" })).toEqual(["ITR-6"]);
    expect(run({ month: "Monthly" })).toEqual(["GSTR-3B"]);
    expect(run({ month: "Quarterly" })).toEqual(["Form 26Q"]);
  });

  it("applies the law filter (the spec's defect fixed)", () => {
    expect(run({ law: "GST" })).toEqual(["GSTR-3B", "GSTR-9"]);
    expect(run({ law: "No Such Act" })).toEqual([]);
  });

  it("filters by priority", () => {
    expect(run({ priority: "high" })).toEqual(["ITR-1", "ITR-6", "GSTR-3B"]);
    expect(run({ priority: "low" })).toEqual(["Annual Return"]);
  });

  it("filters by entity type through the entity-law map and each entry's own applicability", () => {
    // An LLP is under the LLP Act, Income Tax Act, GST and labour laws; ITR-1 is for individuals only.
    expect(run({ entity: "LLP (Limited Liability Partnership)" })).toEqual([
      "ITR-6",
      "Form 26Q",
      "GSTR-3B",
      "GSTR-9",
      "Form 11",
    ]);
    expect(run({ entity: "Individual / Sole Proprietor" })).toEqual([
      "ITR-1",
      "ITR-6",
      "Form 26Q",
      "GSTR-3B",
      "GSTR-9",
      "Annual Return",
    ]);
    expect(run({ entity: "Unknown entity" })).toEqual([]);
  });

  it("combines every filter with the search (AND)", () => {
    expect(run({ q: "gst", priority: "high" })).toEqual(["GSTR-3B"]);
    expect(run({ q: "gst", law: "Income Tax Act" })).toEqual([]);
    expect(run({ law: "Income Tax Act", month: "October", priority: "high" })).toEqual(["ITR-6"]);
    expect(
      run({ entity: "LLP (Limited Liability Partnership)", law: "GST", month: "Monthly", q: "3b" }),
    ).toEqual(["GSTR-3B"]);
  });
});

describe("sorting", () => {
  const sorted = (
    sort: DueDatesView["sort"],
    dir: DueDatesView["dir"],
    next?: Map<string, string>,
  ) => forms(sortRows(rows, sort, dir, next));

  it("keeps the data order when no column is chosen, and never mutates its input", () => {
    const before = forms(rows);
    expect(sorted(undefined, "desc")).toEqual(before);
    sortRows(rows, "form", "asc");
    expect(forms(rows)).toEqual(before);
  });

  it("sorts by form in both directions", () => {
    expect(sorted("form", "asc")).toEqual([
      "Annual Return",
      "Form 11",
      "Form 26Q",
      "GSTR-3B",
      "GSTR-9",
      "ITR-1",
      "ITR-6",
    ]);
    expect(sorted("form", "desc")[0]).toBe("ITR-6");
  });

  it("sorts by priority rank (high 3, medium 2, low 1), stable within a rank", () => {
    expect(sorted("priority", "desc")).toEqual([
      "ITR-1",
      "ITR-6",
      "GSTR-3B",
      "Form 26Q",
      "GSTR-9",
      "Form 11",
      "Annual Return",
    ]);
    expect(sorted("priority", "asc")[0]).toBe("Annual Return");
    expect(sorted("priority", "asc").slice(-3)).toEqual(["ITR-1", "ITR-6", "GSTR-3B"]);
  });

  it("sorts by law in both directions", () => {
    expect(sortRows(rows, "law", "asc").map((r) => r.law)[0]).toBe("GST");
    expect(sortRows(rows, "law", "desc").map((r) => r.law)[0]).toBe("Shops & Establishments Act");
  });

  it("sorts by due text without dates, and by the next due date when it is known", () => {
    expect(sorted("due", "asc")[0]).toBe("GSTR-3B"); // "20th" < "30 May" < "31 …" as text
    const next = new Map([
      ["gst--gstr-3b", "2026-12-20"],
      ["income-tax-act--itr-6", "2027-10-31"],
      ["llp-act-2008--form-11", "2027-05-30"],
    ]);
    const asc = sorted("due", "asc", next);
    expect(asc.slice(0, 3)).toEqual(["GSTR-3B", "Form 11", "ITR-6"]);
    const desc = sorted("due", "desc", next);
    expect(desc.slice(0, 3)).toEqual(["ITR-6", "Form 11", "GSTR-3B"]);
    // Entries without a computed date come after the dated ones in both directions.
    expect(asc.slice(3)).toHaveLength(4);
    expect(desc.slice(3)).not.toContain("GSTR-3B");
  });

  it("flips the active column and starts a new column descending", () => {
    expect(nextSort({ dir: "desc" }, "form")).toEqual({ sort: "form", dir: "desc" });
    expect(nextSort({ sort: "form", dir: "desc" }, "form")).toEqual({ sort: "form", dir: "asc" });
    expect(nextSort({ sort: "form", dir: "asc" }, "form")).toEqual({ sort: "form", dir: "desc" });
    expect(nextSort({ sort: "form", dir: "asc" }, "priority")).toEqual({
      sort: "priority",
      dir: "desc",
    });
  });
});

describe("option lists", () => {
  it("months present in calendar order, then the cadences", () => {
    expect(monthOptions(rows)).toEqual([
      "January",
      "May",
      "July",
      "October",
      "December",
      "Monthly",
      "Quarterly",
    ]);
  });

  it("law names present, sorted", () => {
    expect(lawOptions(rows)).toEqual([
      "GST",
      "Income Tax Act",
      "LLP Act 2008",
      "Shops & Establishments Act",
    ]);
  });
});

describe("the shipped data file", () => {
  const file = dueDatesFileSchema.parse(
    JSON.parse(fs.readFileSync("public/data/compliance-due-dates.json", "utf8")),
  );
  const shipped = toRows(file.dueDates);

  it("uses only the canonical law names and entity types", () => {
    for (const law of Object.keys(file.dueDates))
      expect(Object.values(DEFAULT_ENTITY_LAW_MAP).flat()).toContain(law);
    for (const row of shipped)
      for (const entity of row.appliesTo ?? [])
        expect(DEFAULT_ENTITY_LAW_MAP).toHaveProperty([entity]);
  });

  it("ships the sixteen default items and the items of decision 6, each with priority and penalty", () => {
    const names = forms(shipped);
    for (const form of [
      "ITR-1",
      "Form 26Q",
      "ITR-6",
      "GSTR-3B",
      "GSTR-1",
      "GSTR-9",
      "AOC-4",
      "MGT-7 / MGT-7A",
      "DIR-3 KYC",
      "Form 8",
      "Form 11",
      "Quarterly Results",
      "PF Return",
      "FC-GPR",
      "Annual Return",
      "Partnership Return",
      "TDS / TCS deposit",
      "Advance tax",
      "ITR-5",
      "MSME Form-1 (Oct–Mar)",
      "MSME Form-1 (Apr–Sep)",
      "ADT-1",
      "INC-20A",
      "DPT-3",
      "FLA return",
    ])
      expect(names).toContain(form);
    for (const row of shipped) expect(row.penalty).not.toBe("");
    expect(new Set(shipped.map((r) => r.id)).size).toBe(shipped.length);
  });

  it("gives every entry with a fixed date a schedule, and states the current rules", () => {
    const byForm = new Map(shipped.map((r) => [r.form, r]));
    for (const row of shipped)
      if (row.month !== "Event-based" && row.form !== "DIR-3 KYC")
        expect(row.schedule).toBeDefined();
    expect(byForm.get("ITR-1")?.schedule).toEqual({ kind: "annual", month: 7, day: 31 });
    expect(byForm.get("DIR-3 KYC")?.due).toMatch(/30 June, once every three financial years/);
    expect(byForm.get("FC-GPR")?.due).toMatch(/30 days of allotment/);
    expect(byForm.get("FLA return")?.schedule).toEqual({ kind: "annual", month: 7, day: 15 });
  });
});
