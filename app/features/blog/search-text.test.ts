import { describe, expect, it } from "vitest";
import { compactSearchText, normalizeSearch } from "./search-text";

describe("search text", () => {
  it("normalises case, accents, punctuation and the rupee sign", () => {
    expect(normalizeSearch("  Café — DIR-3 KYC: ₹5,000!  ")).toBe("cafe dir 3 kyc rs 5 000");
  });

  it("keeps each meaningful word once, in order, within the cap", () => {
    expect(compactSearchText("The AOC-4 form and the AOC-4 fee for a company")).toBe(
      "aoc 4 form fee company",
    );
    const long = Array.from({ length: 500 }, (_, i) => `word${i}`).join(" ");
    expect(compactSearchText(long, 100).length).toBeLessThanOrEqual(100);
  });
});
