import { describe, expect, it } from "vitest";
import type { ComplianceData, EntityLawMap } from "~/lib/compliance-schema";
import { readFileSync } from "node:fs";
import { searchSynonyms } from "~/content/due-dates-search";
import { searchSynonymsTe } from "~/content/te/due-dates-search";
import { ALL_STATE_LAWS } from "~/lib/state-laws";
import { parseView } from "./url-state";
import {
  DEFAULT_VIEW,
  dueMonths,
  filterRows,
  normalizeSearch,
  searchTerms,
  lawOptions,
  monthOptions,
  nextSort,
  sortRows,
  toRows,
  type DueDateRow,
  type DueDatesView,
} from "./filter-due-dates";

const ENTITY_LAW_MAP: EntityLawMap = {
  "Individual / Sole Proprietor": ["Income Tax Act", "GST", "Shops & Establishments Act"],
  "LLP (Limited Liability Partnership)": ["LLP Act 2008", "Income Tax Act", "GST", "Labour Laws"],
};

const item = (form: string, extra: Partial<DueDateRow> = {}) => ({
  id: form.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
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
const run = (v: Partial<DueDatesView>) => forms(filterRows(rows, view(v), ENTITY_LAW_MAP));

describe("rows", () => {
  it("add the law to every entry and keep the entry's own id", () => {
    expect(rows[0]).toMatchObject({ law: "Income Tax Act", id: "itr-1" });
    const twice = toRows({ GST: [item("GSTR-1"), item("GSTR-1", { id: "gstr-1-quarterly" })] });
    expect(twice.map((r) => r.id)).toEqual(["gstr-1", "gstr-1-quarterly"]);
  });

  it("never reach an object's own members through a name from the address", () => {
    for (const entity of ["toString", "constructor", "__proto__", "hasOwnProperty"])
      expect(run({ entity })).toEqual([]);
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
    sort: DueDatesView["sort"] | undefined,
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
      ["gstr-3b", "2026-12-20"],
      ["itr-6", "2027-10-31"],
      ["form-11", "2027-05-30"],
    ]);
    const asc = sorted("due", "asc", next);
    expect(asc.slice(0, 3)).toEqual(["GSTR-3B", "Form 11", "ITR-6"]);
    const desc = sorted("due", "desc", next);
    expect(desc.slice(0, 3)).toEqual(["ITR-6", "Form 11", "GSTR-3B"]);
    // Entries without a computed date come after the dated ones in both directions.
    expect(asc.slice(3)).toHaveLength(4);
    expect(desc.slice(3)).not.toContain("GSTR-3B");
  });

  it("flips the active column and starts a new column soonest or A-Z first (high priority first)", () => {
    expect(nextSort({ dir: "desc" }, "form")).toEqual({ sort: "form", dir: "asc" });
    expect(nextSort({ dir: "desc" }, "due")).toEqual({ sort: "due", dir: "asc" });
    expect(nextSort({ sort: "form", dir: "asc" }, "law")).toEqual({ sort: "law", dir: "asc" });
    expect(nextSort({ sort: "form", dir: "desc" }, "form")).toEqual({ sort: "form", dir: "asc" });
    expect(nextSort({ sort: "form", dir: "asc" }, "form")).toEqual({ sort: "form", dir: "desc" });
    expect(nextSort({ sort: "form", dir: "asc" }, "priority")).toEqual({
      sort: "priority",
      dir: "desc",
    });
  });
});

describe("option lists", () => {
  it("all twelve months in calendar order, then the cadences present", () => {
    expect(monthOptions(rows)).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
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

describe("State laws", () => {
  const row = (form: string, law: string): DueDateRow => ({ ...item(form), law });
  const national = row("GSTR-1", "GST");
  const state = (form: string, law: string) => row(form, law);
  const rows = [
    national,
    state("KA PT", "State Laws: Karnataka"),
    state("TS PT", "State Laws: Telangana"),
  ];

  it("show when their State's law, or every State's, is chosen, or a search finds them; not in the national table", () => {
    const ids = (view: Partial<DueDatesView>) =>
      filterRows(rows, { ...DEFAULT_VIEW, ...view }, {}).map((r) => r.id);
    expect(ids({})).toEqual(["gstr-1"]);
    expect(ids({ law: "State Laws: Karnataka" })).toEqual(["ka-pt"]);
    expect(ids({ law: ALL_STATE_LAWS })).toEqual(["ka-pt", "ts-pt"]);
    expect(ids({ q: "pt description" })).toEqual(["ka-pt", "ts-pt"]);
    expect(lawOptions(rows)).toEqual([
      "GST",
      ALL_STATE_LAWS,
      "State Laws: Karnataka",
      "State Laws: Telangana",
    ]);
  });

  it("a doubled data file's State entries add no row to the prerendered (default) table", () => {
    const doubled = [
      ...rows,
      ...rows.filter((r) => r.law.startsWith("State")).map((r) => ({ ...r, id: `${r.id}-2` })),
    ];
    expect(filterRows(doubled, DEFAULT_VIEW, {})).toEqual(filterRows(rows, DEFAULT_VIEW, {}));
  });

  it("an address with the former AP & Telangana law shows every State's", () => {
    expect(parseView("?law=State+Laws+(AP+%26+Telangana)").law).toBe(ALL_STATE_LAWS);
  });
});

describe("the month filter: falls due in that month", () => {
  const dated = (form: string, month: DueDateRow["month"], schedule: DueDateRow["schedule"]) =>
    ({ ...item(form, { month, schedule }), law: "GST" }) as DueDateRow;
  const monthly = dated("GSTR-3B", "Monthly", { kind: "monthly", day: 20, monthOffset: 1 });
  const quarterly = dated("Form 140", "Quarterly", {
    kind: "quarterly",
    dates: [
      { month: 7, day: 31 },
      { month: 10, day: 31 },
      { month: 1, day: 31 },
      { month: 5, day: 31 },
    ],
  });
  const annual = dated("GSTR-9", "December", { kind: "annual", month: 12, day: 31 });
  const afterQuarter = dated("Results", "Quarterly", { kind: "afterQuarterEnd", days: 45 });
  const view = (month: string): DueDatesView => ({ ...DEFAULT_VIEW, month });
  const all = [monthly, quarterly, annual, afterQuarter];

  it("a monthly return is due every month", () => {
    for (const month of ["January", "June", "December"])
      expect(filterRows(all, view(month), {})).toContain(monthly);
    expect([...dueMonths(monthly)].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
  });

  it("a quarterly return in its months only", () => {
    expect(filterRows(all, view("October"), {})).toContain(quarterly);
    expect(filterRows(all, view("December"), {})).not.toContain(quarterly);
    // 45 days after the quarter ends: 14 May, 14 August, 14 November, 14 February.
    expect([...dueMonths(afterQuarter)].sort((a, b) => a - b)).toEqual([2, 5, 8, 11]);
  });

  it("an annual one in its month", () => {
    expect(filterRows(all, view("December"), {})).toEqual([monthly, annual]);
  });

  it("the cadences keep meaning the entry's own cadence", () => {
    expect(filterRows(all, view("Monthly"), {})).toEqual([monthly]);
    expect(filterRows(all, view("Quarterly"), {})).toEqual([quarterly, afterQuarter]);
  });
});

describe("search forgives what people type", () => {
  const rowsOf = (forms: [string, Partial<DueDateRow>?][]) =>
    forms.map(([form, extra]) => ({ ...item(form, extra), law: "Income Tax Act" }) as DueDateRow);
  const table = rowsOf([
    ["GSTR-3B"],
    ["GSTR-1"],
    ["Form 140", { formerly: "26Q" }],
    ["Form 130", { formerly: "Form 16" }],
    ["MGT-7 / MGT-7A"],
    ["Telangana Professional Tax, Form V (employer)"],
  ]);
  const find = (q: string) =>
    filterRows(table, { ...DEFAULT_VIEW, q }, {}, searchSynonyms).map((r) => r.form);

  it("sets aside case, spaces and hyphens", () => {
    expect(normalizeSearch(" GSTR - 3B ")).toBe("gstr3b");
    for (const q of ["gstr 3b", "GSTR3B", "gstr-3b", "Gstr 3 B"])
      expect(find(q), q).toEqual(["GSTR-3B"]);
  });

  it("matches from the start of a word, not inside one", () => {
    const audit = {
      ...item("Form 26", { description: "Tax audit report" }),
      law: "Income Tax Act",
    };
    const itr = { ...item("ITR-6"), law: "Income Tax Act" };
    expect(filterRows([audit, itr], { ...DEFAULT_VIEW, q: "itr" }, {}).map((r) => r.form)).toEqual([
      "ITR-6",
    ]);
    expect(filterRows([audit], { ...DEFAULT_VIEW, q: "audit rep" }, {})).toHaveLength(1);
  });

  it("finds an entry by its former form number", () => {
    expect(find("26Q")).toEqual(["Form 140"]);
    expect(find("26 q")).toEqual(["Form 140"]);
    expect(find("Form 16")).toEqual(["Form 130"]);
  });

  it("finds common names no entry holds", () => {
    expect(find("TDS return")).toEqual(["Form 140"]);
    expect(find("tds returns")).toEqual(["Form 140"]);
    expect(find("annual return")).toEqual(["MGT-7 / MGT-7A"]);
    expect(find("professional tax")).toEqual(["Telangana Professional Tax, Form V (employer)"]);
    expect(searchTerms("TDS return", searchSynonyms)).toContain("form140");
  });

  it("finds the Telugu names on the Telugu edition", () => {
    const te = [...searchSynonyms, ...searchSynonymsTe];
    expect(
      filterRows(table, { ...DEFAULT_VIEW, q: "వృత్తి పన్ను" }, {}, te).map((r) => r.form),
    ).toEqual(["Telangana Professional Tax, Form V (employer)"]);
  });

  it("every common name finds an entry of the published data", () => {
    const published = toRows(
      (
        JSON.parse(readFileSync("public/data/compliance-due-dates.json", "utf8")) as {
          dueDates: ComplianceData;
        }
      ).dueDates,
    );
    for (const synonym of [...searchSynonyms, ...searchSynonymsTe])
      for (const typed of synonym.typed)
        expect(
          filterRows(published, { ...DEFAULT_VIEW, q: typed }, {}, [
            ...searchSynonyms,
            ...searchSynonymsTe,
          ]).length,
          typed,
        ).toBeGreaterThan(0);
  });
});
