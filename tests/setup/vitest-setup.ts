import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// jsdom has no <dialog> methods: a minimal stand-in so components using native dialogs can be rendered.
if (typeof HTMLDialogElement !== "undefined" && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.show = function () {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function (returnValue?: string) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event("close"));
  };
}

// TEST_NOW=2031-06-15T12:00:00Z runs the tests on another day (only Date is faked; timers run as usual), with TZ set
// for another time zone: no test may depend on the day or the zone it runs in. The clock is set before the test file's
// modules load too, so words worked out when a module loads (the years in practice) are that day's
// (docs/decisions/047-the-test-clock.md).
const testNow = process.env.TEST_NOW;
if (testNow) {
  if (Number.isNaN(Date.parse(testNow)))
    throw new Error(`TEST_NOW=${testNow} is not a date and time (e.g. 2027-03-31T06:00:00Z)`);
  vi.useFakeTimers({ now: new Date(testNow), toFake: ["Date"] });
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date(testNow), toFake: ["Date"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

// A console error in a unit test is a failure: React warnings, act() problems and logged exceptions all surface here.
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  if (typeof document !== "undefined") cleanup();
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called: ${calls.map((c: unknown[]) => c.map(String).join(" ")).join("\n")}`,
    );
  }
});
