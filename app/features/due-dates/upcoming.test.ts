import { describe, expect, it } from "vitest";
import type { DueDatesFile } from "~/lib/compliance-schema";
import { nextDeadlines } from "./next-deadlines";
import { deadlinesFrom } from "./upcoming";

const file: DueDatesFile = {
  lastUpdated: "2026-11-22",
  financialYear: "2026-27",
  dueDates: {
    GST: [
      {
        id: "gstr-3b",
        form: "GSTR-3B",
        description: "Summary return",
        due: "20th",
        month: "Monthly",
        priority: "high",
        penalty: "₹50 per day",
        basis: "Rule 61 CGST Rules 2017",
        sourceUrl: "https://www.gst.gov.in/",
        verifiedOn: "2026-11-24",
        schedule: { kind: "monthly", day: 20, monthOffset: 1 },
      },
      {
        id: "gstr-9",
        form: "GSTR-9",
        description: "Annual return",
        due: "31 December",
        month: "December",
        priority: "medium",
        penalty: "₹100 per day",
        basis: "Rule 61 CGST Rules 2017",
        sourceUrl: "https://www.gst.gov.in/",
        verifiedOn: "2026-11-24",
        schedule: { kind: "annual", month: 12, day: 31 },
      },
    ],
    FEMA: [
      {
        id: "fc-gpr",
        form: "FC-GPR",
        description: "Allotment report",
        due: "Within 30 days of allotment",
        month: "Event-based",
        priority: "medium",
        penalty: "₹10,000",
        basis: "Rule 61 CGST Rules 2017",
        sourceUrl: "https://www.gst.gov.in/",
        verifiedOn: "2026-11-24",
      },
    ],
  },
};

describe("home page deadlines", () => {
  const all = deadlinesFrom(file, "2026-11-22");

  it("lists a year of dated deadlines in order, leaving out event-based entries", () => {
    expect(all[0]).toEqual({ form: "GSTR-3B", law: "GST", date: "2026-12-20" });
    expect(all.map((d) => d.date)).toEqual([...all.map((d) => d.date)].sort());
    expect(all.some((d) => d.form === "FC-GPR")).toBe(false);
    expect(all.at(-1)!.date <= "2027-12-27").toBe(true);
  });

  it("keeps the next three from the visitor's day, long after the build", () => {
    expect(nextDeadlines(all, "2026-11-22").map((d) => `${d.form} ${d.date}`)).toEqual([
      "GSTR-3B 2026-12-20",
      "GSTR-9 2026-12-31",
      "GSTR-3B 2027-01-20",
    ]);
    expect(nextDeadlines(all, "2027-09-21").map((d) => d.date)).toEqual([
      "2027-10-20",
      "2027-11-20",
      "2027-12-20",
    ]);
    expect(nextDeadlines(all, "2030-01-01")).toEqual([]);
  });

  it("uses an extended date in place of the statutory one", () => {
    const gstr9 = file.dueDates.GST![1]!;
    const extended: DueDatesFile = {
      ...file,
      dueDates: {
        GST: [
          {
            ...gstr9,
            extensions: [
              {
                period: "FY 2025-26",
                originalDate: "2026-12-31",
                extendedDate: "2027-02-28",
                reference: "Test notification",
                issuedOn: "2026-12-20",
                url: "https://www.cbic-gst.gov.in/",
              },
            ],
          },
        ],
      },
    };
    // The statutory 31 December 2026 is gone; the next year's 31 December is past the card's 400 days.
    expect(deadlinesFrom(extended, "2026-11-22").map((d) => d.date)).toEqual(["2027-02-28"]);
    // Past the statutory date, the extended date is still ahead.
    expect(deadlinesFrom(extended, "2027-01-15")[0]?.date).toBe("2027-02-28");
  });
});
