import { describe, expect, it } from "vitest";
import {
  complianceDataSchema,
  complianceItemSchema,
  dueDatesFileSchema,
  entityNameSchema,
  formatIssues,
  isOfficialUrl,
  lawNameSchema,
  publishedItemSchema,
} from "./compliance-schema";

const entry = {
  id: "gstr-3b",
  form: "GSTR-3B",
  description: "Summary return",
  due: "20th",
  month: "Monthly",
  priority: "high",
  schedule: { kind: "monthly", day: 20 },
};
const sourced = {
  ...entry,
  basis: "Rule 61 CGST Rules 2017",
  sourceUrl: "https://www.gst.gov.in/",
  verifiedOn: "2026-11-24",
};

describe("compliance schemas", () => {
  it("accept only official https links as sources", () => {
    for (const url of [
      "https://www.mca.gov.in/",
      "https://incometaxindia.gov.in/news/circular-15-2025.pdf",
      "https://www.indiacode.nic.in/",
      "https://fema.rbi.org.in/",
      "https://rbi.org.in/",
    ])
      expect(isOfficialUrl(url)).toBe(true);
    for (const url of [
      "http://www.mca.gov.in/",
      "https://taxguru.in/",
      "https://gov.in.example.com/",
      "https://notrbi.org.in/",
      "not a url",
      "javascript:alert(1)",
    ])
      expect(isOfficialUrl(url)).toBe(false);
  });

  it("let a draft entry lack its source, and require basis, source and check date to publish", () => {
    expect(complianceItemSchema.safeParse(entry).success).toBe(true);
    expect(publishedItemSchema.safeParse(entry).success).toBe(false);
    expect(publishedItemSchema.safeParse(sourced).success).toBe(true);
    expect(publishedItemSchema.safeParse({ ...sourced, verifiedOn: "2026-02-30" }).success).toBe(
      false,
    );
  });

  it("refuse two entries with one id, and ids that are not slugs", () => {
    const twice = complianceDataSchema.safeParse({ GST: [entry], "Income Tax Act": [entry] });
    expect(twice.success).toBe(false);
    expect(formatIssues(twice.error!)).toEqual([
      'Income Tax Act.0.id: the id "gstr-3b" is used twice (also at GST.0)',
    ]);
    for (const id of ["", "GSTR-3B", "-a", "a b", "a".repeat(81)])
      expect(complianceItemSchema.safeParse({ ...entry, id }).success).toBe(false);
  });

  it("refuse more entries than the admin handles well, with a message that says how many", () => {
    const items = (law: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({ ...entry, id: `${law}-${i}` }));
    const big = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`Law ${i}`, items(`law-${i}`, 300)]),
    );
    const result = complianceDataSchema.safeParse(big);
    expect(formatIssues(result.error!)).toEqual([
      "(root): 2100 entries in all: at most 2000 are allowed",
    ]);
    expect(complianceDataSchema.safeParse({ GST: items("gst", 301) }).success).toBe(false);
    expect(complianceDataSchema.safeParse({ GST: items("gst", 300) }).success).toBe(true);
  });

  it("refuse names that every object already has as a member", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(lawNameSchema.safeParse(name).success).toBe(false);
      expect(entityNameSchema.safeParse(name).success).toBe(false);
    }
    expect(lawNameSchema.safeParse("Constructor Workers Welfare Act").success).toBe(true);
  });

  it("check that extensions move a date later", () => {
    const extension = {
      period: "AY 2025-26",
      originalDate: "2025-10-31",
      extendedDate: "2025-12-10",
      reference: "CBDT Circular No. 15/2025",
      issuedOn: "2025-10-29",
      url: "https://incometaxindia.gov.in/",
    };
    expect(publishedItemSchema.safeParse({ ...sourced, extensions: [extension] }).success).toBe(
      true,
    );
    const earlier = publishedItemSchema.safeParse({
      ...sourced,
      extensions: [{ ...extension, extendedDate: "2025-10-01" }],
    });
    expect(formatIssues(earlier.error!)).toEqual([
      "extensions.0.extendedDate: the extended date must be later than the original date",
    ]);
  });

  it("check the file's entity types and laws against its entries", () => {
    const result = dueDatesFileSchema.safeParse({
      lastUpdated: "2026-11-24",
      financialYear: "2026-27",
      entityLawMap: { LLP: ["LLP Act 2008"] },
      laws: ["LLP Act 2008"],
      dueDates: { GST: [{ ...sourced, appliesTo: ["Company"] }] },
    });
    expect(formatIssues(result.error!)).toEqual([
      'dueDates.GST: "GST" is not in laws',
      'dueDates.GST.0.appliesTo.0: "Company" is not an entity type of entityLawMap',
    ]);
  });

  it("name the law, entry and field of a problem in the data file", () => {
    const result = dueDatesFileSchema.safeParse({
      lastUpdated: "2026-04-01",
      financialYear: "2026-27",
      dueDates: {
        GST: [{ form: "", description: "x", due: "x", month: "Someday", priority: "urgent" }],
      },
    });
    expect(result.success).toBe(false);
    const lines = formatIssues(result.error!);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^dueDates\.GST\.0\.form: /),
        expect.stringMatching(/^dueDates\.GST\.0\.month: /),
        expect.stringMatching(/^dueDates\.GST\.0\.priority: /),
      ]),
    );
  });

  it("defaults a missing penalty to an empty string and validates schedules", () => {
    const parsed = complianceItemSchema.parse({
      id: "gstr-3b",
      form: "GSTR-3B",
      description: "Summary return",
      due: "20th",
      month: "Monthly",
      priority: "high",
      schedule: { kind: "monthly", day: 20 },
    });
    expect(parsed.penalty).toBe("");
    expect(parsed.schedule).toEqual({ kind: "monthly", day: 20, monthOffset: 1 });
    expect(
      complianceItemSchema.safeParse({ ...parsed, schedule: { kind: "annual", month: 13, day: 1 } })
        .success,
    ).toBe(false);
  });

  it("take a structured late-filing cost, sourced, every component with its basis", () => {
    const lateCost = {
      components: [
        {
          kind: "perDay",
          amount: 50,
          cap: 2000,
          condition: "aggregate turnover up to ₹1.5 crore",
          when: { turnoverUpTo: 15_000_000, nilReturn: false },
          basis: "s.47(1) CGST Act 2017",
        },
        { kind: "flat", amount: 75000, daysFrom: 1, daysTo: 30, basis: "s.428(c)(i)" },
        {
          kind: "interest",
          ratePercent: 18,
          per: "year",
          runsOn: "tax paid late",
          basis: "s.50(1)",
        },
        {
          kind: "textOnly",
          text: "2x the normal fee up to 30 days, 4x up to 60",
          slabs: [
            { daysFrom: 1, daysTo: 30, multiple: 2 },
            { daysFrom: 31, multiple: 4 },
          ],
          normalFee: [{ fee: 200, capitalBelow: 100000 }, { fee: 600 }],
          basis: "s.403",
        },
      ],
      sourceUrl: "https://www.gst.gov.in/",
      verifiedOn: "2026-11-24",
    };
    expect(complianceItemSchema.parse({ ...entry, lateCost }).lateCost).toEqual(lateCost);
    const refused = (change: Record<string, unknown>) =>
      complianceItemSchema.safeParse({ ...entry, lateCost: { ...lateCost, ...change } }).success;
    expect(refused({ sourceUrl: "https://taxguru.in/" })).toBe(false);
    expect(refused({ components: [] })).toBe(false);
    // A figure without its basis, a field the schema does not know, bands with a gap: refused, never trimmed.
    expect(refused({ components: [{ kind: "flat", amount: 100 }] })).toBe(false);
    expect(refused({ components: [{ kind: "flat", amount: 100, basis: "x", perWeek: 1 }] })).toBe(
      false,
    );
    expect(
      refused({
        components: [
          {
            kind: "textOnly",
            text: "x",
            basis: "x",
            slabs: [
              { daysFrom: 1, daysTo: 30, multiple: 2 },
              { daysFrom: 45, multiple: 4 },
            ],
          },
        ],
      }),
    ).toBe(false);
  });

  it("take a planner rule in the planner's own terms", () => {
    const appliesWhen = {
      gst: ["monthly", "qrmp"],
      states: ["andhra-pradesh", "telangana"],
      turnoverAbove: 50_000_000,
      registrations: ["pf"],
      basis: "Rule 80(3) CGST Rules 2017",
    };
    expect(complianceItemSchema.parse({ ...entry, appliesWhen }).appliesWhen).toEqual(appliesWhen);
    for (const bad of [
      { gst: ["weekly"] },
      { states: ["atlantis"] },
      { registrations: ["pf", "pf"] },
      { event: "birthday" },
      { turnoverAbove: -1 },
      { listed: true },
    ])
      expect(
        complianceItemSchema.safeParse({ ...entry, appliesWhen: bad }).success,
        JSON.stringify(bad),
      ).toBe(false);
  });

  it("refuse a published entry due after an event without an afterEvent schedule", () => {
    const file = {
      lastUpdated: "2026-11-24",
      financialYear: "2026-27",
      dueDates: { GST: [{ ...sourced, appliesWhen: { event: "agm" } }] },
    };
    const result = dueDatesFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(formatIssues(result.error!)).toEqual([
      "dueDates.GST.0.appliesWhen.event: an entry due after an event needs an afterEvent schedule",
    ]);
    const marks = {
      ...file,
      dueDates: {
        GST: [
          {
            ...sourced,
            schedule: { kind: "afterEvent", days: 30, event: "agm" },
            appliesWhen: { marksEvent: "agm" },
          },
        ],
      },
    };
    expect(formatIssues(dueDatesFileSchema.safeParse(marks).error!)).toEqual([
      "dueDates.GST.0.appliesWhen.marksEvent: the entry that marks an event needs a dated schedule",
    ]);
  });

  it("refuse control characters, a bare carriage return among them, in every text field", () => {
    const bad = [
      "a\rATTACH:https://x.example/",
      "a\nb",
      "tab\there",
      "nul\u0000",
      "del\u007f",
      "c1\u0085",
      "ls\u2028x",
    ];
    for (const value of bad) {
      for (const field of ["form", "description", "due", "penalty", "tips", "basis"])
        expect(
          publishedItemSchema.safeParse({ ...sourced, [field]: value }).success,
          `${field}: ${JSON.stringify(value)}`,
        ).toBe(false);
      expect(lawNameSchema.safeParse(value).success).toBe(false);
      expect(
        complianceItemSchema.safeParse({
          ...entry,
          schedule: { kind: "afterEvent", days: 30, event: `event ${value}` },
        }).success,
      ).toBe(false);
    }
    const result = publishedItemSchema.safeParse({ ...sourced, description: "one\rtwo" });
    expect(formatIssues(result.error!)).toEqual([
      "description: must not contain control characters (line breaks, tabs, carriage returns)",
    ]);
    // Spaces around the text are trimmed, as before; Telugu, rupee signs and dashes are plain text.
    expect(
      publishedItemSchema.parse({ ...sourced, description: "  ₹50 — రిటర్న్  \n" }).description,
    ).toBe("₹50 — రిటర్న్");
  });

  it("refuse a __proto__ law or entity type, which zod alone would leave out without a word", () => {
    const file = {
      lastUpdated: "2026-11-24",
      financialYear: "2026-27",
      dueDates: JSON.parse(`{"__proto__": [], "GST": ${JSON.stringify([sourced])}}`),
    };
    expect(formatIssues(dueDatesFileSchema.safeParse(file).error!)).toEqual([
      "dueDates.__proto__: is a reserved word: choose another name",
    ]);
    expect(complianceDataSchema.safeParse(JSON.parse('{"__proto__": []}')).success).toBe(false);
    expect(entityNameSchema.safeParse("__proto__").success).toBe(false);
    expect(
      formatIssues(
        dueDatesFileSchema.safeParse({
          ...file,
          dueDates: { GST: [sourced] },
          entityLawMap: JSON.parse('{"__proto__": ["GST"]}'),
        }).error!,
      ),
    ).toEqual(["entityLawMap.__proto__: is a reserved word: choose another name"]);
  });

  it("refuse a data file without entries, and dates outside this century", () => {
    const file = {
      lastUpdated: "2026-11-24",
      financialYear: "2026-27",
      dueDates: { GST: [sourced] },
    };
    expect(dueDatesFileSchema.safeParse(file).success).toBe(true);
    for (const dueDates of [{}, { GST: [] }])
      expect(formatIssues(dueDatesFileSchema.safeParse({ ...file, dueDates }).error!)).toEqual([
        "dueDates: holds no entries: the site would show no due dates",
      ]);
    for (const date of ["0001-01-01", "1999-12-31", "2100-01-01", "9999-12-31"]) {
      expect(dueDatesFileSchema.safeParse({ ...file, lastUpdated: date }).success, date).toBe(
        false,
      );
      expect(publishedItemSchema.safeParse({ ...sourced, verifiedOn: date }).success).toBe(false);
    }
  });
});
