import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

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
