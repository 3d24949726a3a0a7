import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installTestClock, testNow } from "./test-clock.mjs";

// The real clock under these tests, whatever day the suite runs on.
let RealDate: DateConstructor;
beforeEach(() => {
  vi.useRealTimers();
  RealDate = globalThis.Date;
});
afterEach(() => {
  globalThis.Date = RealDate;
});

describe("the test clock", () => {
  it("reads TEST_NOW, and refuses a value that is not a time", () => {
    // (An argument left out means TEST_NOW itself; "" is a TEST_NOW set to nothing.)
    expect(testNow("")).toBeUndefined();
    expect(testNow("2027-03-31T06:00:00Z")).toBe(Date.UTC(2027, 2, 31, 6));
    expect(() => testNow("31/03/2027")).toThrow(/TEST_NOW=31\/03\/2027 is not a date/);
  });

  it("unset, leaves the clock alone", () => {
    expect(installTestClock("")).toBe(0);
    expect(globalThis.Date).toBe(RealDate);
  });

  it("set, starts the process's clock at that moment and lets it run", async () => {
    const realStart = RealDate.now();
    installTestClock("2027-03-31T06:00:00Z");
    const start = Date.now();
    expect(Math.abs(start - Date.UTC(2027, 2, 31, 6))).toBeLessThan(1000);
    expect(new Date().toISOString().slice(0, 10)).toBe("2027-03-31");
    expect(String(Date()).length).toBeGreaterThan(10);
    // A date made from a value is that date; dates compare and format as ever.
    expect(new Date("2026-12-08T00:00:00Z").toISOString()).toBe("2026-12-08T00:00:00.000Z");
    expect(new Date(2026, 0, 1) instanceof RealDate).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Date.now() - start).toBeGreaterThanOrEqual(15);
    expect(Math.abs(Date.now() - start - (RealDate.now() - realStart))).toBeLessThan(1000);
    // A second install keeps the first clock.
    installTestClock("2030-01-01T00:00:00Z");
    expect(new Date().toISOString().slice(0, 10)).toBe("2027-03-31");
  });
});
