import { describe, expect, it } from "vitest";
import { sampleFile } from "~/features/admin/test-data";
import { futureDateProblems } from "./data-dates";

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
