import { describe, expect, it } from "vitest";
import { textFingerprint } from "./text-fingerprint";

describe("textFingerprint", () => {
  it("is eight hex digits, the same for the same words", () => {
    expect(textFingerprint("Late fee ₹50 a day")).toMatch(/^[0-9a-f]{8}$/);
    expect(textFingerprint("a", "b")).toBe(textFingerprint("a", "b"));
  });

  it("changes when any word, figure or part boundary changes", () => {
    const base = textFingerprint("Late fee ₹50 a day", "20th of the next month");
    expect(textFingerprint("Late fee ₹100 a day", "20th of the next month")).not.toBe(base);
    expect(textFingerprint("Late fee ₹50 a day", "22nd of the next month")).not.toBe(base);
    expect(textFingerprint("Late fee ₹50 a day20th of the next month")).not.toBe(base);
    // The FNV-1a reference value of the empty text.
    expect(textFingerprint("")).toBe("811c9dc5");
  });
});
