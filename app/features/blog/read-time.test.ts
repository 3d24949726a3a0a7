import { describe, expect, it } from "vitest";
import { countWords, readTimeMinutes } from "./read-time";

describe("read time", () => {
  it("counts words, not markup, table rules or link targets", () => {
    expect(
      countWords("## A heading\n\n| a | b |\n| --- | --- |\n\nSee [the guide](/blog/x) now."),
    ).toBe(8);
  });

  it("rounds at 200 words a minute, at least one minute", () => {
    expect(readTimeMinutes("word ".repeat(50))).toBe(1);
    expect(readTimeMinutes("word ".repeat(1100))).toBe(6);
  });
});
