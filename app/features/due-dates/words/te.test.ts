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

describe("the Telugu search", () => {
  it("finds a filing by its acronym spelled in Telugu as by its English one, on the Telugu rows", async () => {
    const { loadDueDatesFile } = await import("../load-due-dates.server");
    const { dueDateEntriesTe } = await import("~/content/te/due-date-entries");
    const { formNamesTe } = await import("~/content/te/due-date-names");
    const { withEntryWords, withFormNames } = await import("../entry-words");
    const { filterRows, toRows } = await import("../filter-due-dates");
    const { DEFAULT_VIEW } = await import("../filter-due-dates");
    const data = loadDueDatesFile().dueDates;
    const rows = toRows(withEntryWords(data, withFormNames(dueDateEntriesTe, data, formNamesTe)));
    const synonyms = await teluguWords.loadSearchSynonyms();
    const found = (q: string) =>
      filterRows(rows, { ...DEFAULT_VIEW, q }, {}, synonyms)
        .map((r) => r.id)
        .sort();
    for (const [telugu, english] of [
      ["టీడీఎస్", "TDS"],
      ["టిడిఎస్", "TDS"],
      ["టీసీఎస్", "TCS"],
      ["పీఎఫ్", "PF"],
      ["ఎంజీటీ 7", "MGT-7"],
      ["జీఎస్టీఆర్ 3బీ", "GSTR-3B"],
    ] as const) {
      expect(found(english).length, english).toBeGreaterThan(0);
      expect(found(telugu), telugu).toEqual(found(english));
    }
    // The box's own example, and a word that is not an acronym, as before.
    expect(found("టీడీఎస్ రిటర్న్").length).toBeGreaterThan(0);
    expect(found("వృత్తి పన్ను").length).toBeGreaterThan(0);
  });
});
