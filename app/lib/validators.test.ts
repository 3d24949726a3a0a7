import { describe, expect, it } from "vitest";
import { validationText } from "~/content/validation";
import { checkEmail, checkPhone, checkRequired, normalisePhone } from "./validators";

describe("checkEmail", () => {
  it.each(["a@b.co", " founder@startup.in ", "x.y+z@mail.example.com"])("accepts %s", (v) => {
    expect(checkEmail(v)).toBeUndefined();
  });
  it.each(["", "plain", "a@b", "a b@c.com", "@c.com"])("rejects %j", (v) => {
    expect(checkEmail(v)).toMatch(/email/i);
  });
});

describe("phone numbers, in India and abroad", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["098765-43210", "+919876543210"],
    ["91 6000000000", "+916000000000"],
    ["+91 40 2345 6789", "+914023456789"],
    ["+44 20 7946 0000", "+442079460000"],
    ["0044 20 7946 0000", "+442079460000"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+971 50 123 4567", "+971501234567"],
    ["+65 6123 4567", "+6561234567"],
  ])("writes %s as %s", (input, out) => {
    expect(normalisePhone(input)).toBe(out);
    expect(checkPhone(input)).toBeUndefined();
  });
  it.each([
    ["", "Enter your phone number."],
    ["12345", undefined],
    ["5876543210", undefined],
    ["98765432101", undefined],
    ["+44 20", undefined],
    ["+0 123 456 789", undefined],
    ["+1 415 555 267", undefined],
    ["+91 12345 67890", undefined],
    ["+44 20 7946 0000 1234 5", undefined],
    ["+44 abc", undefined],
  ])("refuses %j", (v, message) => {
    expect(normalisePhone(v)).toBeUndefined();
    expect(checkPhone(v)).toBe(message ?? validationText.phoneInvalid);
  });
});

describe("checkRequired", () => {
  it("names the field", () => {
    expect(checkRequired("  ", "your name")).toBe("Enter your name.");
    expect(checkRequired("Asha", "your name")).toBeUndefined();
  });
});
