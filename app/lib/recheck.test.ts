import { describe, expect, it } from "vitest";
import { dueForRecheck, recheckDueFrom } from "./recheck";

const item = (id: string, verifiedOn?: string, costCheckedOn?: string) => ({
  id,
  form: id.toUpperCase(),
  ...(verifiedOn ? { verifiedOn } : {}),
  ...(costCheckedOn ? { lateCost: { verifiedOn: costCheckedOn } } : {}),
});

describe("entries due for a recheck", () => {
  it("are due the day after their check turns twelve months old", () => {
    expect(recheckDueFrom("2025-11-28")).toBe("2026-11-28");
    expect(recheckDueFrom("2024-02-29")).toBe("2025-02-28");
    const data = { GST: [item("a", "2025-11-28")] };
    expect(dueForRecheck(data, "2026-11-28")).toEqual([]);
    expect(dueForRecheck(data, "2026-11-29")).toEqual([
      { id: "a", law: "GST", form: "A", checkedOn: "2025-11-28" },
    ]);
  });

  it("count the oldest of an entry's checks, its late cost's too, and a missing check as due", () => {
    const data = {
      GST: [item("fresh", "2026-11-01"), item("old-cost", "2026-11-01", "2025-06-30")],
      "Companies Act 2013": [item("draft"), item("older", "2025-01-15")],
    };
    expect(dueForRecheck(data, "2026-11-28").map((d) => [d.id, d.law, d.checkedOn])).toEqual([
      ["draft", "Companies Act 2013", undefined],
      ["older", "Companies Act 2013", "2025-01-15"],
      ["old-cost", "GST", "2025-06-30"],
    ]);
  });
});
