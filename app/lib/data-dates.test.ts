import { describe, expect, it } from "vitest";
import { sampleFile } from "~/features/admin/test-data";
import { futureDateProblems, latestDataDate } from "./data-dates";

describe("dates of checking and of issue", () => {
  it("may lie up to two days past today in India, for a device in another time zone", () => {
    expect(futureDateProblems(sampleFile, "2026-11-24")).toEqual([]);
    expect(futureDateProblems(sampleFile, "2026-11-22")).toEqual([]);
  });

  it("are refused further in the future, each with its path", () => {
    const file = structuredClone(sampleFile);
    file.lastUpdated = "2099-01-01";
    file.dueDates.GST![0]!.verifiedOn = "2026-12-01";
    expect(futureDateProblems(file, "2026-11-28")).toEqual([
      "lastUpdated: 2099-01-01 is after today (2026-11-28): a date of checking or of issue cannot be in the future",
      "dueDates.GST.0.verifiedOn: 2026-12-01 is after today (2026-11-28): a date of checking or of issue cannot be in the future",
    ]);
  });
});

describe("the latest date of the data", () => {
  it("is the latest of lastUpdated and every check and issue date", () => {
    const file = structuredClone(sampleFile);
    expect(latestDataDate(file)).toBe("2026-11-24");
    file.dueDates.GST![0]!.verifiedOn = "2027-01-05";
    expect(latestDataDate(file)).toBe("2027-01-05");
    file.dueDates.GST![0]!.extensions = [
      {
        period: "FY 2025-26",
        originalDate: "2026-12-31",
        extendedDate: "2027-01-31",
        reference: "Notification",
        issuedOn: "2027-02-01",
        url: "https://cbic-gst.gov.in/",
      },
    ];
    expect(latestDataDate(file)).toBe("2027-02-01");
    // No date of the data lies after it: a file checked on that day passes.
    expect(futureDateProblems(file, latestDataDate(file))).toEqual([]);
  });
});
