import { describe, expect, it } from "vitest";
import { englishWords } from "./en";
import { teluguWords, withStateNames } from "./te";

describe("the due dates' law names in a row", () => {
  it("drops the English name in brackets in Telugu, keeping the Act's year, and keeps short names whole", () => {
    expect(teluguWords.lawInRow?.("Companies Act 2013")).toBe("కంపెనీల చట్టం 2013");
    expect(teluguWords.lawInRow?.("LLP Act 2008")).toBe("LLP చట్టం 2008");
    expect(teluguWords.lawInRow?.("Income Tax Act")).toBe("ఆదాయపు పన్ను చట్టం");
    expect(teluguWords.lawInRow?.("GST")).toBe("GST");
    // The filters keep the full name, by which a visitor may look for the English one.
    expect(teluguWords.lawName("Companies Act 2013")).toBe("కంపెనీల చట్టం (Companies Act 2013)");
  });

  it("names a State's laws by the name the loader gave, and English rows by the data's name", () => {
    const words = withStateNames({
      laws: { "State Laws: Telangana": "రాష్ట్ర చట్టాలు: తెలంగాణ" },
      states: {},
    });
    expect(words.lawInRow?.("State Laws: Telangana")).toBe("రాష్ట్ర చట్టాలు: తెలంగాణ");
    expect(words.lawInRow?.("Companies Act 2013")).toBe("కంపెనీల చట్టం 2013");
    expect(englishWords.lawInRow).toBeUndefined();
  });
});
