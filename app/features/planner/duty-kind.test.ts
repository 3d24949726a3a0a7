import { describe, expect, it } from "vitest";
import { filedText as english } from "~/content/filed-marks";
import { filedText as telugu } from "~/content/te/filed-marks";
import { dutyKind, NAMED_DUTIES } from "./duty-kind";
import { entries } from "./test-data";

describe("the word a tick says", () => {
  it("names only entries the data holds", () => {
    const ids = new Set(entries.map((e) => e.id));
    for (const id of NAMED_DUTIES) expect(ids.has(id), id).toBe(true);
  });

  it("is filed for a return, paid for a tax or contribution, held for a meeting, in both languages", () => {
    expect(dutyKind("gstr-3b-monthly")).toBe("filing");
    expect(dutyKind("mgt-7")).toBe("filing");
    expect(dutyKind("advance-tax")).toBe("payment");
    expect(dutyKind("pf-ecr")).toBe("payment");
    expect(dutyKind("tds-deposit")).toBe("payment");
    expect(dutyKind("agm")).toBe("meeting");
    expect(dutyKind("board-meeting-next")).toBe("meeting");
    expect(dutyKind("ts-labour-welfare-fund")).toBe("payment");
    expect(dutyKind("pmt-06-first-month")).toBe("payment");
    // Each pattern names entries of the data.
    const ids = entries.map((e) => e.id);
    for (const kind of ["payment", "meeting"] as const)
      expect(ids.filter((id) => dutyKind(id) === kind).length).toBeGreaterThan(3);
    expect(english.done.filing).toBe("Filed");
    expect(english.done.payment).toBe("Paid");
    expect(english.done.meeting).toBe("Held");
    expect(english.doneName("payment", "Advance tax", "15 December 2026")).toBe(
      "Paid: Advance tax, due 15 December 2026",
    );
    // Nobody "files" an AGM or an advance-tax instalment: not దాఖలైంది on them.
    expect(telugu.done.filing).toBe("దాఖలైంది");
    expect(telugu.done.payment).not.toMatch(/దాఖల/);
    expect(telugu.done.meeting).not.toMatch(/దాఖల/);
    expect(telugu.doneName("meeting", "AGM", "30 సెప్టెంబర్ 2027")).toMatch(/^జరిగింది: AGM/);
  });
});
