import { describe, expect, it } from "vitest";
import { rovingIndex } from "./roving-index";

describe("rovingIndex", () => {
  it("moves along the group's axis and wraps at both ends", () => {
    expect(rovingIndex("ArrowDown", 0, 3, "vertical")).toBe(1);
    expect(rovingIndex("ArrowDown", 2, 3, "vertical")).toBe(0);
    expect(rovingIndex("ArrowUp", 0, 3, "vertical")).toBe(2);
    expect(rovingIndex("ArrowRight", 2, 3, "horizontal")).toBe(0);
    expect(rovingIndex("ArrowLeft", 1, 3, "horizontal")).toBe(0);
  });

  it("jumps with Home and End, and ignores other keys and the other axis", () => {
    expect(rovingIndex("Home", 2, 3, "vertical")).toBe(0);
    expect(rovingIndex("End", 0, 3, "horizontal")).toBe(2);
    expect(rovingIndex("ArrowRight", 0, 3, "vertical")).toBeNull();
    expect(rovingIndex("ArrowDown", 0, 3, "horizontal")).toBeNull();
    expect(rovingIndex("Enter", 0, 3, "vertical")).toBeNull();
  });
});
