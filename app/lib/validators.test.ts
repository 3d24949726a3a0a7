import { describe, expect, it } from "vitest";
import { checkEmail, checkIndianPhone, checkRequired, normaliseIndianPhone } from "./validators";

describe("checkEmail", () => {
  it.each(["a@b.co", " founder@startup.in ", "x.y+z@mail.example.com"])("accepts %s", (v) => {
    expect(checkEmail(v)).toBeUndefined();
  });
  it.each(["", "plain", "a@b", "a b@c.com", "@c.com"])("rejects %j", (v) => {
    expect(checkEmail(v)).toMatch(/email/i);
  });
});

describe("Indian phone numbers", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["098765-43210", "+919876543210"],
    ["91 6000000000", "+916000000000"],
  ])("normalises %s", (input, out) => {
    expect(normaliseIndianPhone(input)).toBe(out);
    expect(checkIndianPhone(input)).toBeUndefined();
  });
  it.each(["", "12345", "5876543210", "+1 415 555 0100", "98765432101"])("rejects %j", (v) => {
    expect(checkIndianPhone(v)).toBeDefined();
  });
});

describe("checkRequired", () => {
  it("names the field", () => {
    expect(checkRequired("  ", "your name")).toBe("Enter your name.");
    expect(checkRequired("Asha", "your name")).toBeUndefined();
  });
});
